import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityPageSchema, type ActivityItem } from '../../lib/local-schemas/activity.ts';
import { startTestTeam, type TestPerson, type TestTeam } from '../people/test-team.ts';

/**
 * The activity log as a team meets it off loopback: every write, paid call (with its credits) and refusal of a
 * signed-in person is in it, with who, what and which site; share links made and revoked too; free reads are not.
 * Only owners and admins read it.
 */
let team: TestTeam;
let owner: TestPerson;
let editor: TestPerson;

beforeAll(async () => {
  // a team budget a call of 1,000 keywords is over: its refusal is a 402 of the proxy's own
  team = await startTestTeam({ budget: { daily: 500 } });
  owner = await team.add('owner');
  editor = await team.add('editor');
}, 60_000);
afterAll(() => team?.close());

const send = (path: string, who: TestPerson, method = 'GET', body?: unknown) =>
  team.call(path, {
    method,
    cookie: who.cookie,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

/** the log as the owner reads it, once every row of the requests so far is written */
async function log(query = ''): Promise<{ items: ActivityItem[]; total: number }> {
  await team.tp.proxy.activity.settled();
  const res = await send(`/api/local/activity${query}`, owner);
  expect(res.status).toBe(200);
  return activityPageSchema.parse(await res.json());
}
const of = (person: TestPerson) => `?person=${encodeURIComponent(person.email)}`;

describe('the activity recorder', () => {
  it('records a write with who, what and the site, and no free read', async () => {
    const before = (await log(of(editor))).total;
    const write = await send('/api/local/annotations?site_id=101', editor, 'POST', {
      date: '2026-03-01',
      label: 'Launch',
    });
    expect(write.status).toBe(201);
    expect((await send('/api/local/status', editor)).status).toBe(200);
    expect((await send('/api/project/site-groups', editor)).status).toBe(200);
    const { items, total } = await log(of(editor));
    expect(total).toBe(before + 1);
    expect(items[0]).toMatchObject({
      email: editor.email,
      action: 'write',
      operation: 'POST /api/local/annotations',
      site_id: 101,
      credits: null,
      outcome: 'ok',
    });
  });

  it('records a paid call with the credits its ledger row settled to', async () => {
    const paid = await send(
      '/api/data/v1/keywords/related?source=us&keyword=camping%20stove&limit=4',
      editor,
    );
    expect(paid.status).toBe(200);
    const [row] = (await log(`${of(editor)}&action=paid`)).items;
    const ledger = await team.tp.proxy.store.db
      .selectFrom('ledger')
      .select(['credits'])
      .where('op', '=', 'keywords.related')
      .where('person_id', '=', editor.id)
      .executeTakeFirstOrThrow();
    expect(ledger.credits).toBeGreaterThan(0);
    expect(row).toMatchObject({
      email: editor.email,
      action: 'paid',
      operation: 'keywords.related',
      credits: ledger.credits,
      outcome: 'ok',
    });
  });

  it('records a refused spend, and a refused read of a person, as refused', async () => {
    const over = await send('/api/data/v1/keywords/related?source=us&keyword=tent&limit=1000', editor);
    expect(over.status).toBe(402);
    const closed = await send('/api/local/activity', editor);
    expect(closed.status).toBe(403);
    const refused = (await log(`${of(editor)}&action=refused`)).items;
    expect(refused.map((r) => [r.operation, r.outcome, r.credits])).toEqual([
      ['GET /api/local/activity', 'refused', null],
      ['keywords.related', 'refused', null],
    ]);
    expect(refused[1]?.detail).toBe('paid: HTTP 402');
  });

  it('records a share link made and revoked, with its site', async () => {
    const made = await send('/api/local/shares', owner, 'POST', { site_id: 102, expires_in_days: 7 });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    expect((await send(`/api/local/shares/${id}`, owner, 'DELETE')).status).toBe(200);
    const items = (await log(of(owner))).items.filter((i) => i.action.startsWith('share.'));
    expect(items.map((i) => [i.action, i.operation, i.site_id, i.outcome])).toEqual([
      ['share.revoke', `DELETE /api/local/shares/${id}`, 102, 'ok'],
      ['share.create', 'POST /api/local/shares', 102, 'ok'],
    ]);
  });

  it('answers the request when its row cannot be written, and says so in the log', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const record = vi
      .spyOn(team.tp.proxy.activity, 'record')
      .mockRejectedValueOnce(new Error('the store is away'));
    try {
      const write = await send('/api/local/annotations?site_id=101', editor, 'POST', {
        date: '2026-03-02',
        label: 'Sale',
      });
      expect(write.status).toBe(201);
      await team.tp.proxy.activity.settled();
      expect(errors).toHaveBeenCalledWith(
        expect.stringContaining('[activity] not recorded: the store is away'),
      );
    } finally {
      record.mockRestore();
      errors.mockRestore();
    }
  });
});

describe('GET /api/local/activity', () => {
  it('filters by action and days, and pages newest first with the total', async () => {
    const all = await log();
    expect(all.total).toBeGreaterThanOrEqual(4);
    const second = await log('?limit=1&offset=1');
    expect(second.total).toBe(all.total);
    expect(second.items).toEqual([all.items[1]]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(`?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await log('?to=2020-01-01')).total).toBe(0);
    const writes = await log('?action=write');
    expect(writes.items.length).toBeGreaterThan(0);
    expect(writes.items.every((i) => i.action === 'write')).toBe(true);
  });

  it('refuses a malformed filter naming the field', async () => {
    const res = await send('/api/local/activity?from=2026-02-30&limit=0', owner);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({
      limit: 'limit must be a whole number from 1 to 500.',
      from: 'from must be a day, YYYY-MM-DD.',
    });
    const backwards = await send('/api/local/activity?from=2026-03-02&to=2026-03-01', owner);
    expect(((await backwards.json()) as { errors: unknown }).errors).toEqual({
      to: 'to must be on or after from.',
    });
  });

  it.each(['editor', 'viewer', 'client'] as const)(
    'is closed to the role %s (403, saying who can open it)',
    async (role) => {
      const someone = await team.add(role, role === 'client' ? { sites: [101] } : {});
      const res = await send('/api/local/activity', someone);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/owner or an admin/);
    },
  );

  it('is open to an admin', async () => {
    const admin = await team.add('admin');
    expect((await send('/api/local/activity', admin)).status).toBe(200);
  });
});
