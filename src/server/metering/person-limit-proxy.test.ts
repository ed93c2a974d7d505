import { afterEach, describe, expect, it, vi } from 'vitest';
import { priceOf } from '../../lib/operations.ts';
import { postgresBin } from '../store/pg-cluster.ts';
import { freshDatabase } from '../store/test-engines.ts';
import { startTestTeam, type TestPerson, type TestTeam } from '../people/test-team.ts';
import { RUN_OUTSIDE_LIMIT } from '../positions/api.ts';

/**
 * A person's credit limit through the paid path, as people meet it: the refusal a signed-in editor gets past their
 * daily limit (the team budget's status, 402, and Searchboard's marker), the ledger rows saying who spent and in
 * which request, their own spend beside their limit on `/api/local/credits`, and the limit race: twelve calls of
 * 50 credits at once, split over two servers on one store, never spend more than the limit.
 */
const LIMIT = 50;
// SERP tasks cost a price per keyword, charged exactly: this many keywords make a call of exactly 50 credits
const PER_KEYWORD = priceOf('serp.tasks.create').credits;
const KEYWORDS = LIMIT / PER_KEYWORD;

const serp = (team: TestTeam, who: TestPerson, tag: string) =>
  team.call('/api/data/v1/serp/classic/tasks', {
    method: 'POST',
    cookie: who.cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      search_engine: 'web_search_engine_1',
      query: Array.from({ length: KEYWORDS }, (_, i) => `${tag} ${i}`),
      device: 'desktop',
      language_code: 'en',
      location_id: 2840,
    }),
  });

const teams: TestTeam[] = [];
const drops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const t of teams.splice(0)) await t.close();
  for (const d of drops.splice(0)) await d();
});

describe('a person’s daily limit on the paid path', () => {
  it('refuses the call past it with 402, naming whose limit it is and when it resets; others still spend', async () => {
    expect(Number.isInteger(KEYWORDS)).toBe(true);
    const team = await startTestTeam();
    teams.push(team);
    const editor = await team.add('editor', { daily_credits: LIMIT });
    const other = await team.add('editor');

    expect((await serp(team, editor, 'first')).status).toBe(200);
    const refused = await serp(team, editor, 'second');
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({
      refused_by: 'searchboard',
      message: expect.stringMatching(
        /^Your daily limit of 50 credits is reached \(50 spent today\)\. It resets at 00:00 UTC \(in (\d+ h )?\d+ min\)\. An owner or an admin can raise it\.$/,
      ) as string,
    });
    // someone else's limit is their own
    expect((await serp(team, other, 'third')).status).toBe(200);

    const rows = await team.tp.proxy.store.db
      .selectFrom('ledger')
      .select(['person_id', 'request_id', 'outcome', 'credits'])
      .where('op', '=', 'serp.tasks.create')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.person_id, r.outcome, r.credits])).toEqual([
      [editor.id, 'ok', LIMIT],
      [editor.id, 'refused', 0],
      [other.id, 'ok', LIMIT],
    ]);
    expect(rows.every((r) => typeof r.request_id === 'string' && r.request_id.length > 0)).toBe(true);
    expect(new Set(rows.map((r) => r.request_id)).size).toBe(3);

    const credits = await team.call('/api/local/credits?limit=1', { cookie: editor.cookie });
    expect(((await credits.json()) as { mine: unknown }).mine).toEqual({
      today: LIMIT,
      month: LIMIT,
      limits: { daily_credits: LIMIT, monthly_credits: null },
    });
  });

  it('the loopback owner spends as nobody and has no limit of their own', async () => {
    const team = await startTestTeam();
    teams.push(team);
    const res = await team.tp.api('/api/local/credits?limit=1');
    expect(((await res.json()) as { mine: unknown }).mine).toBeNull();
  });
});

const servers: [string, boolean, () => Promise<[TestTeam, TestTeam]>][] = [
  [
    'one server on SQLite',
    true,
    async () => {
      const t = await startTestTeam();
      teams.push(t);
      return [t, t];
    },
  ],
  [
    'two replicas on one PostgreSQL',
    Boolean(process.env.TEST_DATABASE_URL || postgresBin()),
    async () => {
      const db = await freshDatabase();
      drops.push(db.drop);
      const env = { DATABASE_URL: db.url, SHARE_SECRET: 'person-limit-share-secret-of-32-chars' };
      const a = await startTestTeam({ env });
      teams.push(a);
      const b = await startTestTeam({ env });
      teams.push(b);
      return [a, b];
    },
  ],
];

describe.each(servers)('the limit race (%s)', (_name, runs, start) => {
  it.runIf(runs)('12 calls of 50 credits at once under a daily limit of 50 spend at most 50', async () => {
    const [a, b] = await start();
    const editor = await a.add('editor', { daily_credits: LIMIT });
    const onB = { ...editor, cookie: await b.signIn(editor.email, editor.password) };
    // the service holds its answers: every call is in flight, or refused, before any is settled
    const releases = [...new Set([a, b])].map((t) => t.tp.hold('POST /data/v1/serp'));
    let answered = 0;
    const sent = Array.from({ length: 12 }, (_, i) =>
      serp(i % 2 ? b : a, i % 2 ? onB : editor, `race ${i}`).then((r) => {
        answered++;
        return r.status;
      }),
    );
    const waiting = () => [...new Set([a, b])].reduce((n, t) => n + t.tp.proxy.paidWaiting(), 0);
    await vi.waitFor(() => expect(answered + waiting()).toBe(12), { timeout: 20_000 });
    for (const release of releases) release();
    const statuses = await Promise.all(sent);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(11);
    const rows = await a.tp.proxy.store.db
      .selectFrom('ledger')
      .select(['credits', 'outcome'])
      .where('person_id', '=', editor.id)
      .execute();
    const spent = rows
      .filter((r) => ['ok', 'reserved', 'unknown'].includes(r.outcome))
      .reduce((n, r) => n + Number(r.credits ?? 0), 0);
    expect(spent).toBe(LIMIT);
  });
});

describe('a rank-tracking run started by hand', () => {
  it('is refused to a person held to a credit limit, since its calls are the server’s own; others may start it', async () => {
    const team = await startTestTeam();
    teams.push(team);
    const limited = await team.add('editor', { monthly_credits: 500 });
    const free = await team.add('editor');
    const run = (who: TestPerson) =>
      team.call('/api/local/positions/run?site_id=101', {
        method: 'POST',
        cookie: who.cookie,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    const refused = await run(limited);
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({ refused_by: 'searchboard', message: RUN_OUTSIDE_LIMIT });
    // without a limit of their own the run is theirs to start: here it stops at the site having nothing tracked
    const unlimited = await run(free);
    expect(unlimited.status).toBe(400);
    expect(JSON.stringify(await unlimited.json())).toContain('Add keywords to track first.');
  });
});
