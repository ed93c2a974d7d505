// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../lib/format.ts';
import { configureClient } from '../../api/client.ts';
import { fakeFetch, type FakeAnswer, type RecordedRequest } from '../../api/test-fetch.ts';
import { renderGroups } from './groups-test-router.tsx';

const AUDIT = {
  url: 'https://www.northwind-outdoor.com',
  has_project: true,
  status: 'finished',
  version: '1',
  stats: [],
  prev_stats: [],
  error: null,
  error_params: null,
};

/**
 * Groups as the service sends them (string ids in the list, an integer on creation), plus the audit list, and the
 * server's own record of the sites moved through the dashboard (`moved`: site id → group id and when).
 */
function network(
  write?: (req: RecordedRequest) => FakeAnswer | undefined,
  extra: { id: string; name: string }[] = [],
  moved = new Map<number, { group: string; at: string }>(),
) {
  let groups = [{ id: '11', name: 'Retail clients' }, { id: '12', name: 'In-house' }, ...extra];
  const f = fakeFetch((req) => {
    const special = write?.(req);
    if (special) return special;
    const path = req.url.pathname;
    if (path === '/api/local/group-sites') {
      const byGroup = new Map<string, { site_id: number; moved_at: string }[]>();
      for (const [site, m] of moved)
        byGroup.set(m.group, [...(byGroup.get(m.group) ?? []), { site_id: site, moved_at: m.at }]);
      return { json: { groups: [...byGroup].map(([group_id, sites]) => ({ group_id, sites })) } };
    }
    if (path.startsWith('/api/data/')) {
      return {
        json: { total: 1, items: [{ ...AUDIT, id: 1, site_id: 101, title: 'Northwind Outdoor' }] },
      };
    }
    if (req.method === 'GET') return { json: groups };
    if (req.method === 'POST' && path === '/api/project/site-groups') {
      groups = [...groups, { id: '13', name: (req.json as { name: string }).name }];
      return { json: { group_id: 13 } };
    }
    const id = path.split('/')[4] ?? '';
    if (req.method === 'PUT') {
      groups = groups.map((g) => (g.id === id ? { ...g, name: (req.json as { name: string }).name } : g));
      return { status: 200, body: '' };
    }
    if (req.method === 'DELETE') {
      groups = groups.filter((g) => g.id !== id);
      for (const [site, m] of moved) if (m.group === id) moved.delete(site);
    }
    if (req.method === 'POST' && path.endsWith('/sites'))
      for (const site of (req.json as { site_ids: number[] }).site_ids)
        moved.set(site, { group: id, at: '2026-11-25T09:30:00.000Z' });
    return { status: 204 };
  });
  // the server's own routes are read with the page's fetch, as the dashboard's early reads are
  vi.stubGlobal('fetch', f.impl);
  return f;
}

const writes = (f: ReturnType<typeof fakeFetch>) =>
  f.calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url.pathname, c.json]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GroupsPage', () => {
  it('lists groups, creates one after checking the name, and picks it for moving sites', async () => {
    const f = network();
    renderGroups();
    const table = await screen.findByRole('table', { name: 'Groups' });
    expect(within(table).getByRole('rowheader', { name: 'Retail clients' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(screen.getByRole('textbox', { name: 'Group name' })).toHaveAccessibleDescription(
      'Enter a name for the group.',
    );
    expect(writes(f)).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Group name' }), 'Agencies');
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    await screen.findByText(/Created the group “Agencies” \(#13\)/);
    expect(writes(f)).toEqual([['POST', '/api/project/site-groups', { name: 'Agencies' }]]);
    // the integer group_id of the answer matches the string id of the re-read list
    expect(await within(table).findByRole('rowheader', { name: 'Agencies' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Group' })).toHaveValue('13');
  });

  it('renames a group in place, the name required at the field', async () => {
    const f = network();
    renderGroups();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename “Retail clients”' }));
    const field = screen.getByRole('textbox', { name: 'New name for “Retail clients”' });
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(field).toHaveAccessibleDescription('Enter a name for the group.');
    await userEvent.type(field, 'Retail');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await screen.findByText('Renamed “Retail clients” to “Retail”.');
    expect(writes(f)).toEqual([['PUT', '/api/project/site-groups/11', { name: 'Retail' }]]);
  });

  it('refuses a name over 100 characters at the field, saying so, and sends nothing', async () => {
    const f = network();
    renderGroups();
    const field = await screen.findByRole('textbox', { name: 'Group name' });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(10_000));
    // said as soon as it is pasted, and everything pasted stays to be shortened
    expect(field).toHaveAccessibleDescription(
      'A group name can be at most 100 characters; this one has 10,000.',
    );
    expect(field).toHaveValue('x'.repeat(10_000));
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(field).toHaveAccessibleDescription(/at most 100 characters/);
    expect(writes(f)).toEqual([]);
  });

  it('refuses a second group of the same name, whatever its case and spaces', async () => {
    const f = network();
    renderGroups();
    const field = await screen.findByRole('textbox', { name: 'Group name' });
    await userEvent.type(field, '  retail   CLIENTS ');
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(field).toHaveAccessibleDescription('A group named “Retail clients” already exists.');
    expect(writes(f)).toEqual([]);
  });

  it('refuses renaming a group to the name of another, and to an over-long name', async () => {
    const f = network();
    renderGroups();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename “In-house”' }));
    const field = screen.getByRole('textbox', { name: 'New name for “In-house”' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Retail Clients');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(field).toHaveAccessibleDescription('A group named “Retail clients” already exists.');
    await userEvent.clear(field);
    await userEvent.paste('y'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(field).toHaveAccessibleDescription(/at most 100 characters; this one has 101/);
    expect(writes(f)).toEqual([]);
    // its own name, in another case, is no duplicate
    await userEvent.clear(field);
    await userEvent.type(field, 'In-House');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await screen.findByText('Renamed “In-house” to “In-House”.');
    expect(writes(f)).toEqual([['PUT', '/api/project/site-groups/12', { name: 'In-House' }]]);
  });

  it('clamps a long saved name in its row, the whole name in its title, the buttons beside it', async () => {
    const long = `Retail ${'z'.repeat(300)}`;
    network(undefined, [{ id: '14', name: long }]);
    renderGroups();
    const cell = await screen.findByRole('rowheader', { name: long });
    const shown = within(cell).getByTitle(long);
    expect(shown).toHaveClass('line-clamp-2');
    expect(shown.className).toMatch(/overflow-wrap:anywhere/);
    expect(screen.getByRole('button', { name: `Delete “${long}”` })).toBeInTheDocument();
  });

  it('shows a 404 on rename as a group that no longer exists, and re-reads the list', async () => {
    const f = network((req) =>
      req.method === 'PUT' ? { status: 404, json: { message: 'Group 11 not found' } } : undefined,
    );
    renderGroups();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename “Retail clients”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found');
    expect(alert).toHaveTextContent(
      'Group 11 not found. The service answered 404: this group no longer exists',
    );
    expect(f.calls.filter((c) => c.method === 'GET' && c.url.pathname.endsWith('/site-groups'))).toHaveLength(
      2,
    );
  });

  it('deletes a group only after the confirmation', async () => {
    const f = network();
    renderGroups();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “In-house”' }));
    expect(writes(f)).toEqual([]);
    const dialog = screen.getByRole('dialog', { name: 'Delete the group “In-house”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    await screen.findByText('Deleted the group “In-house”.');
    expect(writes(f)).toEqual([['DELETE', '/api/project/site-groups/12', undefined]]);
    expect(screen.queryByRole('rowheader', { name: 'In-house' })).not.toBeInTheDocument();
  });

  it('says the group was deleted even when its row leaves before every re-read is back', async () => {
    const f = network();
    // after the deletion, the moved sites' re-read is held until the list, read again, has dropped the row
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: typeof fetch = async (input, init) => {
      const deleted = f.calls.some((c) => c.method === 'DELETE');
      if (deleted && String(input).includes('/api/local/group-sites')) await held;
      return f.impl(input, init);
    };
    vi.stubGlobal('fetch', slow);
    configureClient({ fetch: slow, origin: 'http://dashboard.test' });
    renderGroups();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “In-house”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the group “In-house”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'In-house' })).not.toBeInTheDocument(),
    );
    release();
    await screen.findByText('Deleted the group “In-house”.');
  });

  it('moves picked and typed sites, checking the ids at the field first', async () => {
    const f = network();
    renderGroups();
    await userEvent.click(await screen.findByRole('button', { name: 'Move sites' }));
    const form = screen.getByRole('form', { name: 'Move sites into a group' });
    expect(within(form).getByRole('combobox', { name: 'Group' })).toHaveAccessibleDescription(
      'Choose the group to move the sites into.',
    );
    await userEvent.click(await within(form).findByRole('checkbox', { name: 'Northwind Outdoor (#101)' }));
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Group' }),
      'Retail clients (#11)',
    );
    const typed = within(form).getByRole('textbox', { name: 'Other site ids' });
    await userEvent.type(typed, '102, abc');
    await userEvent.click(within(form).getByRole('button', { name: 'Move sites' }));
    expect(typed).toHaveAccessibleDescription(/Not a site id: “abc”/);
    expect(writes(f)).toEqual([]);
    await userEvent.clear(typed);
    await userEvent.type(typed, '102');
    await userEvent.click(within(form).getByRole('button', { name: 'Move sites' }));
    await screen.findByText('Moved 2 sites into “Retail clients”.');
    expect(writes(f)).toEqual([['POST', '/api/project/site-groups/11/sites', { site_ids: [101, 102] }]]);
  });

  it('opens with the group from the URL and explains a 404 on moving', async () => {
    network((req) =>
      req.method === 'POST' ? { status: 404, json: { message: 'Site 999 not found' } } : undefined,
    );
    renderGroups('/groups?group=12');
    const form = await screen.findByRole('form', { name: 'Move sites into a group' });
    expect(within(form).getByRole('combobox', { name: 'Group' })).toHaveValue('12');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Other site ids' }), '999');
    await userEvent.click(within(form).getByRole('button', { name: 'Move sites' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Site 999 not found. The service answered 404: the group no longer exists, or one of the sites is unknown to it.',
    );
    expect(within(form).getByRole('textbox', { name: 'Other site ids' })).toHaveValue('999');
  });

  it("shows each group's sites as moved through this dashboard, with the date, following moves and deletes", async () => {
    const moved = new Map([[101, { group: '12', at: '2026-11-20T08:00:00.000Z' }]]);
    network(undefined, [], moved);
    renderGroups();
    const card = await screen.findByRole('region', { name: 'Sites in each group' });
    expect(card).toHaveTextContent(
      'As moved through this dashboard (the service does not list a group’s sites)',
    );
    const sitesOf = (name: string) => within(card).getByRole('list', { name: `Sites moved into “${name}”` });
    const inHouse = await within(card).findByRole('list', { name: 'Sites moved into “In-house”' });
    // named once the audit list (where sites are found) is read
    await waitFor(() =>
      expect(within(inHouse).getByRole('listitem')).toHaveTextContent(
        `Northwind Outdoor (#101)moved ${formatDate('2026-11-20T08:00:00.000Z')}`,
      ),
    );
    expect(within(card).getByText('No site moved into “Retail clients” here yet.')).toBeInTheDocument();

    // moving it into another group takes it out of the first
    const form = screen.getByRole('form', { name: 'Move sites into a group' });
    await userEvent.click(await within(form).findByRole('checkbox', { name: 'Northwind Outdoor (#101)' }));
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Group' }),
      'Retail clients (#11)',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Move sites' }));
    await waitFor(() =>
      expect(within(sitesOf('Retail clients')).getByRole('listitem')).toHaveTextContent(
        `Northwind Outdoor (#101)moved ${formatDate('2026-11-25T09:30:00.000Z')}`,
      ),
    );
    expect(within(card).getByText('No site moved into “In-house” here yet.')).toBeInTheDocument();

    // a deleted group's sites are in no group this dashboard knows of, and the dialog says so first
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Retail clients”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the group “Retail clients”?' });
    expect(dialog).toHaveTextContent('The sites in it are not deleted');
    expect(dialog).toHaveTextContent('1 site moved into it here will show in no group');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    await screen.findByText('Deleted the group “Retail clients”.');
    await waitFor(() =>
      expect(within(card).queryByRole('list', { name: 'Sites moved into “Retail clients”' })).toBeNull(),
    );
    expect(within(card).getByText('No site moved into “In-house” here yet.')).toBeInTheDocument();
  });
});
