import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from './test-fetch.ts';
import {
  createGroup,
  deleteGroup,
  groupsQueries,
  listGroups,
  moveSitesToGroup,
  renameGroup,
} from './groups.ts';

describe('groups', () => {
  it('lists groups with string ids (as the real service sends them), numeric ids read as strings too', async () => {
    const f = fakeFetch({
      json: [
        { id: '3', name: 'Clients' },
        { id: 4, name: 'Internal', sites_count: 2 },
      ],
    });
    const groups = await listGroups();
    expect(f.last.method).toBe('GET');
    expect(f.last.url.pathname).toBe('/api/project/site-groups');
    expect(groups.map((g) => [g.id, g.name])).toEqual([
      ['3', 'Clients'],
      ['4', 'Internal'],
    ]);
  });

  it('creates a group: the integer group_id becomes the same string id the list uses', async () => {
    const f = fakeFetch({ json: { group_id: 5 } });
    const created = await createGroup('  Agencies ');
    expect(f.last.method).toBe('POST');
    expect(f.last.url.pathname).toBe('/api/project/site-groups');
    expect(f.last.json).toEqual({ name: 'Agencies' });
    expect(created).toEqual({ group_id: '5' });
    await expect(createGroup(' ')).rejects.toThrow(/must not be empty/);
  });

  it('renames a group by a string or a number id (200, no body)', async () => {
    const f = fakeFetch({ status: 200, body: '' });
    await expect(renameGroup('5', 'Agency sites')).resolves.toBeUndefined();
    expect(f.last.method).toBe('PUT');
    expect(f.last.url.pathname).toBe('/api/project/site-groups/5');
    expect(f.last.json).toEqual({ name: 'Agency sites' });
    await renameGroup(5, 'Agency sites');
    expect(f.last.url.pathname).toBe('/api/project/site-groups/5');
    await expect(renameGroup(5, '')).rejects.toThrow(/must not be empty/);
  });

  it('deletes a group (204) and reports a missing one as not_found', async () => {
    const f = fakeFetch({ status: 204 });
    await expect(deleteGroup('5')).resolves.toBeUndefined();
    expect(f.last.method).toBe('DELETE');
    expect(f.last.url.pathname).toBe('/api/project/site-groups/5');
    fakeFetch({ status: 404, json: { message: 'Group not found' } });
    await expect(deleteGroup(99)).rejects.toMatchObject({ kind: 'not_found', message: 'Group not found' });
  });

  it('moves sites with integer site_ids (204) and refuses an empty selection', async () => {
    const f = fakeFetch({ status: 204 });
    await expect(moveSitesToGroup('5', [7, 8])).resolves.toBeUndefined();
    expect(f.last.method).toBe('POST');
    expect(f.last.url.pathname).toBe('/api/project/site-groups/5/sites');
    expect(f.last.json).toEqual({ site_ids: [7, 8] });
    await expect(moveSitesToGroup('5', [])).rejects.toThrow(/at least one/);
    expect(f.calls).toHaveLength(1);
  });

  it('caches the list under the groups key and parses it through the factory', async () => {
    fakeFetch({ json: [{ id: '3', name: 'Clients' }] });
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(groupsQueries.list().queryKey).toEqual(['groups', 'me', 'list', {}]);
    await expect(qc.fetchQuery(groupsQueries.list())).resolves.toEqual([{ id: '3', name: 'Clients' }]);
  });
});
