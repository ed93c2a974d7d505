// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type RecordedRequest } from '../../api/test-fetch.ts';
import { renderRoutes } from '../../components/testing/render-routes.tsx';
import { PeoplePage } from './people-page.tsx';

const person = (over: Record<string, unknown>) => ({
  id: 'p1',
  email: 'ann@team.example',
  name: 'Ann',
  role: 'owner',
  sites: [],
  limits: { daily_credits: null, monthly_credits: null },
  active: true,
  last_sign_in_at: '2026-03-01T09:00:00.000Z',
  invited: false,
  invitation_expires_at: null,
  ...over,
});

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

const TEAM = [
  person({}),
  person({ id: 'p2', email: 'cli@team.example', name: 'Cli', role: 'client', sites: [101] }),
  person({
    id: 'p3',
    email: 'new@team.example',
    name: 'new',
    role: 'viewer',
    active: false,
    last_sign_in_at: null,
    invited: true,
    invitation_expires_at: '2099-01-01T00:00:00.000Z',
  }),
];

function network(me: { email: string; role: string }, write?: (r: RecordedRequest) => unknown) {
  const f = fakeFetch((req) => {
    const path = req.url.pathname;
    if (path === '/api/local/me') return { json: { ...me, name: 'Me', sites: [], limits: {}, local: false } };
    if (path === '/api/local/people' && req.method === 'GET') return { json: { items: TEAM } };
    if (path.startsWith('/api/data/'))
      return { json: { total: 1, items: [{ ...AUDIT, id: 1, site_id: 101, title: 'Northwind' }] } };
    return { status: 201, json: write?.(req) ?? {} };
  });
  vi.stubGlobal('fetch', f.impl);
  return f;
}

const render = () => renderRoutes('/people', [{ path: 'people', component: PeoplePage }]);
const writes = (f: ReturnType<typeof fakeFetch>) =>
  f.calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url.pathname, c.json]);

afterEach(() => vi.unstubAllGlobals());

describe('PeoplePage', () => {
  it('lists the team: roles, a client’s sites, limits, status and “never” for no sign-in', async () => {
    network({ email: 'ann@team.example', role: 'owner' });
    render();
    const rows = await screen.findAllByRole('row');
    const cli = rows.find((r) => within(r).queryByText('cli@team.example'));
    expect(cli).toHaveTextContent('Sites #101');
    const invited = rows.find((r) => within(r).queryByText('new@team.example')) as HTMLElement;
    expect(invited).toHaveTextContent('Invited');
    expect(invited).toHaveTextContent('never');
    expect(within(invited).getByRole('button', { name: 'New link for new@team.example' })).toBeVisible();
    // nobody deactivates themselves
    expect(screen.queryByRole('button', { name: 'Deactivate ann@team.example' })).toBeNull();
  });

  it('checks the invitation before sending, then shows the link to copy', async () => {
    const f = network({ email: 'ann@team.example', role: 'owner' }, () =>
      person({
        id: 'p9',
        email: 'cl2@team.example',
        role: 'client',
        sites: [101],
        active: false,
        invited: true,
        invitation_expires_at: '2099-01-01T00:00:00.000Z',
        invitation_url: 'http://team.example/invite/abcdefghijklmnopqrstuvwx',
      }),
    );
    const user = userEvent.setup();
    render();
    const card = await screen.findByRole('region', { name: 'Invite someone' });
    await user.type(within(card).getByLabelText('Email'), 'not an email');
    await user.selectOptions(within(card).getByLabelText('Role'), 'client');
    await user.type(within(card).getByLabelText('Daily credit limit'), 'ten');
    await user.click(within(card).getByRole('button', { name: 'Invite' }));
    expect(within(card).getByLabelText('Email')).toHaveAccessibleDescription(/Enter an email address/);
    expect(within(card).getByText('Pick the sites this client may see.')).toBeVisible();
    expect(within(card).getByLabelText('Daily credit limit')).toHaveAccessibleDescription(/whole number/);
    expect(writes(f)).toEqual([]);

    await user.clear(within(card).getByLabelText('Email'));
    await user.type(within(card).getByLabelText('Email'), 'cl2@team.example');
    await user.click(await within(card).findByRole('checkbox', { name: /Northwind/ }));
    await user.clear(within(card).getByLabelText('Daily credit limit'));
    await user.type(within(card).getByLabelText('Daily credit limit'), '40');
    await user.click(within(card).getByRole('button', { name: 'Invite' }));
    const link = await within(card).findByLabelText('Invitation link for cl2@team.example');
    expect(link).toHaveValue('http://team.example/invite/abcdefghijklmnopqrstuvwx');
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(within(card).getByRole('status')).toHaveTextContent('does not mail it yet');
    expect(writes(f)).toEqual([
      [
        'POST',
        '/api/local/people',
        { email: 'cl2@team.example', role: 'client', sites: [101], daily_credits: 40, monthly_credits: null },
      ],
    ]);
  });

  it('offers an admin no owner role and leaves owners alone', async () => {
    network({ email: 'adm@team.example', role: 'admin' });
    const user = userEvent.setup();
    render();
    const card = await screen.findByRole('region', { name: 'Invite someone' });
    const options = within(within(card).getByLabelText('Role')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Admin', 'Editor', 'Viewer', 'Client']);
    expect(screen.queryByRole('button', { name: 'Change ann@team.example' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change cli@team.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Cli' });
    expect(within(dialog).queryByRole('option', { name: 'Owner' })).toBeNull();
  });

  it('deactivates after a confirmation', async () => {
    const f = network({ email: 'ann@team.example', role: 'owner' }, () =>
      person({ id: 'p2', active: false }),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Deactivate cli@team.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate cli@team.example?' });
    expect(writes(f)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(writes(f)).toEqual([['PATCH', '/api/local/people/p2', { active: false }]]));
  });
});
