import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTeam, type TestTeam } from '../people/test-team.ts';

let team: TestTeam;
beforeAll(async () => {
  team = await startTestTeam();
}, 60_000);
afterAll(() => team.close());

// A share link opens the site's report to whoever holds it: listing the links hands them out as surely as making one.
describe('who may list a site’s share links', () => {
  it('refuses a viewer and a client, who may not make links either, saying who can', async () => {
    for (const role of ['viewer', 'client'] as const) {
      const p = await team.add(role, role === 'client' ? { sites: [101] } : {});
      const res = await team.call('/api/local/shares?site_id=101', { cookie: p.cookie });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ refused_by: 'searchboard', role, need: 'write' });
    }
  });

  it('lists them for an editor', async () => {
    const p = await team.add('editor');
    const res = await team.call('/api/local/shares?site_id=101', { cookie: p.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ items: [] });
  });
});
