import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProxy, type TestProxy } from '../http/test-proxy.ts';
import { STORE_ENGINES, freshDatabase } from '../store/test-engines.ts';

/**
 * The sites moved into each group through the dashboard: the proxy keeps every move the service accepted, and
 * `/api/local/group-sites` lists them by group, with when. The sandbox behind it answers as the spec says.
 */
describe.each(STORE_ENGINES)('/api/local/group-sites (%s)', (engine) => {
  let s: TestProxy;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const env: Record<string, string> = {};
    if (engine === 'postgres') {
      const db = await freshDatabase();
      drop = db.drop;
      env.DATABASE_URL = db.url;
      env.SHARE_SECRET = 'group-sites-test-share-secret-of-32-chars';
    }
    s = await startTestProxy({ sandboxClock: true, env });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await drop?.();
  });

  const groupSites = async () => {
    const r = await s.api('/api/local/group-sites');
    expect(r.status).toBe(200);
    return ((await r.json()) as { groups: unknown[] }).groups;
  };
  const move = (groupId: string | number, siteIds: unknown[]) =>
    s.api(`/api/project/site-groups/${groupId}/sites`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site_ids: siteIds }),
    });

  it('keeps each move the service accepted, a later move taking a site out of its first group', async () => {
    expect(await groupSites()).toEqual([]);
    const first = s.t.clock.now().toISOString();
    const moved = await move(11, [101, '102']);
    expect(moved.status).toBe(204);
    expect(await groupSites()).toEqual([
      {
        group_id: '11',
        sites: [
          { site_id: 101, moved_at: first },
          { site_id: 102, moved_at: first },
        ],
      },
    ]);

    s.t.clock.advance(86_400_000);
    const later = s.t.clock.now().toISOString();
    expect((await move(12, [102])).status).toBe(204);
    expect(await groupSites()).toEqual([
      { group_id: '11', sites: [{ site_id: 101, moved_at: first }] },
      { group_id: '12', sites: [{ site_id: 102, moved_at: later }] },
    ]);

    // refused by the service (no such group, no such site): nothing moved, nothing kept
    expect((await move(999, [103])).status).toBe(404);
    expect((await move(12, [103, 999_999])).status).toBe(404);
    expect(await groupSites()).toEqual([
      { group_id: '11', sites: [{ site_id: 101, moved_at: first }] },
      { group_id: '12', sites: [{ site_id: 102, moved_at: later }] },
    ]);
  });

  it('takes the sites of a deleted group out of it, and keeps the other groups', async () => {
    const made = await s.api('/api/project/site-groups', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Short-lived' }),
    });
    const { group_id } = (await made.json()) as { group_id: number };
    expect((await move(group_id, [103])).status).toBe(204);
    expect(await groupSites()).toContainEqual({
      group_id: String(group_id),
      sites: [{ site_id: 103, moved_at: expect.any(String) }],
    });

    expect((await s.api(`/api/project/site-groups/${group_id}`, { method: 'DELETE' })).status).toBe(204);
    const after = await groupSites();
    expect(after.map((g) => (g as { group_id: string }).group_id)).toEqual(['11', '12']);
    // a second delete is the service's 404: nothing else leaves
    expect((await s.api(`/api/project/site-groups/${group_id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await groupSites()).toEqual(after);
  });

  it('answers GET only, and only to the dashboard (x-searchboard: 1)', async () => {
    expect((await s.api('/api/local/group-sites', { method: 'POST' })).status).toBe(405);
    const bare = await fetch(`${s.url}/api/local/group-sites`);
    expect(bare.status).toBe(403);
  });
});
