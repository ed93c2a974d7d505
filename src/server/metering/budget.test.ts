import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestProxy, type TestProxy } from '../http/test-proxy.ts';

// The credit budget holds: each case runs with CREDIT_BUDGET_DAILY=50 through the proxy, in front of a sandbox
// that counts the calls reaching it, and checks that no way of calling spends past it.

let s: TestProxy;
afterEach(() => s?.close());

const spend = async () =>
  (await (await s.api('/api/local/credits?limit=1000')).json()) as {
    today: number;
    reserved: number;
    unknown: number;
    budget: { remainingToday: number | null };
    latest: { op: string; outcome: string; credits: number | null; status: number }[];
  };
const counted = (rows: { outcome: string; credits: number | null }[]) =>
  rows
    .filter((r) => ['ok', 'reserved', 'unknown'].includes(r.outcome))
    .reduce((n, r) => n + (r.credits ?? 0), 0);
const calls = (prefix: string) => s.upstreamCalls.filter((c) => c.startsWith(prefix)).length;

const serpBody = (query: string[]) =>
  JSON.stringify({
    search_engine: 'web_search_engine_1',
    query,
    device: 'desktop',
    language_code: 'en',
    location_id: 2840,
  });

describe('the budget holds under parallel calls', () => {
  it('20 parallel searches of up to 50 credits each under a daily budget of 50: one goes out, 19 are refused', async () => {
    s = await startTestProxy({ budget: { daily: 50 } });
    // the service is slow to answer: before, every call passed the check made before any answer was recorded
    const release = s.hold('GET /data/v1/keywords/similar');
    const sent = Array.from({ length: 20 }, (_, i) =>
      // spec: "similar, related and question keywords 10 per returned keyword"; limit 5: up to 50
      s.api(`/api/data/v1/keywords/similar?source=us&keyword=tent%20${i}&limit=5`).then((r) => r.status),
    );
    await vi.waitFor(() => expect(calls('GET /data/v1/keywords/similar')).toBeGreaterThanOrEqual(1));
    release();
    const statuses = await Promise.all(sent);
    expect(statuses.filter((x) => x === 200)).toHaveLength(1);
    expect(statuses.filter((x) => x === 402)).toHaveLength(19);
    expect(calls('GET /data/v1/keywords/similar')).toBe(1);
    const after = await spend();
    expect(counted(after.latest)).toBeLessThanOrEqual(50);
    expect(after.latest.filter((r) => r.outcome === 'refused')).toHaveLength(19);
  });

  it('40 parallel paid calls of mixed kinds never reserve or spend more than the budget of 50', async () => {
    s = await startTestProxy({ budget: { daily: 50 } });
    const created = await s.t.call('data', 'POST', '/v1/serp/classic/tasks', {
      json: JSON.parse(serpBody(['done task'])) as unknown,
    });
    const taskId = (created.body as { id: number }[])[0]!.id;
    s.t.clock.advance(2_000);
    const paid: (() => Promise<Response>)[] = [];
    for (let i = 0; i < 10; i++) {
      paid.push(() => s.api(`/api/data/v1/keywords/similar?source=us&keyword=boots%20${i}&limit=2`)); // ≤ 20
      paid.push(() => s.api(`/api/data/v1/keywords/longtail?source=us&keyword=socks%20${i}&limit=7`)); // ≤ 7
      paid.push(() =>
        s.api('/api/data/v1/serp/classic/tasks', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: serpBody([`jacket ${i}`, `coat ${i}`]), // 20
        }),
      );
      paid.push(
        () =>
          i % 2 === 0
            ? s.api(`/api/data/v1/serp/classic/tasks/results_advanced?task_id=${taskId}`) // 10
            : s.api('/api/data/v1/keywords/export?source=us', {
                method: 'POST',
                body: (() => {
                  const fd = new FormData();
                  fd.append('keywords[]', `kw ${i}`);
                  return fd;
                })(),
              }), // 100: always over
      );
    }
    const release = s.hold('');
    const sent = paid.map((f) => f().then((r) => r.status));
    await vi.waitFor(() => expect(s.proxy.paidWaiting()).toBeGreaterThan(0));
    release();
    const statuses = await Promise.all(sent);
    expect(statuses.every((x) => x === 200 || x === 402)).toBe(true);
    const after = await spend();
    expect(counted(after.latest)).toBeLessThanOrEqual(50);
    expect(after.today).toBeLessThanOrEqual(50);
    // what reached the service: each paid call at the most it could cost, added up
    const worst = s.upstreamCalls.reduce((n, c) => {
      if (c.includes('/keywords/similar')) return n + 10 * Number(/limit=(\d+)/.exec(c)?.[1]);
      if (c.includes('/keywords/longtail')) return n + Number(/limit=(\d+)/.exec(c)?.[1]);
      if (c.startsWith('POST /data/v1/serp/classic/tasks')) return n + 20;
      if (c.includes('results_advanced')) return n + 10;
      if (c.includes('/keywords/export')) return n + 100;
      return n;
    }, 0);
    expect(worst).toBeLessThanOrEqual(50);
    expect(statuses.filter((x) => x === 200).length).toBeGreaterThan(0);
  });
});

describe('identical calls in flight', () => {
  it('20 identical searches at once are one upstream call and one charge; every caller gets the answer', async () => {
    s = await startTestProxy();
    const release = s.hold('GET /data/v1/keywords/related');
    const path = '/api/data/v1/keywords/related?source=us&keyword=camping%20stove&limit=4';
    const sent = Array.from({ length: 20 }, () => s.api(path));
    // every caller is waiting on the service's one answer before it comes
    await vi.waitFor(() => expect(s.proxy.paidWaiting()).toBe(20));
    release();
    const answers = await Promise.all(sent);
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(calls('GET /data/v1/keywords/related')).toBe(1);
    const rows = (await spend()).latest.filter((r) => r.op === 'keywords.related');
    expect(rows.filter((r) => r.outcome === 'ok')).toHaveLength(1);
    expect(rows.filter((r) => r.outcome === 'cache')).toHaveLength(19);
  });
});

describe('a paid body is read whatever its content type', () => {
  it.each([['text/plain'], [undefined], ['application/JSON']])(
    'a SERP task sent as %s is counted and held to the budget',
    async (type) => {
      s = await startTestProxy({ budget: { daily: 50 } });
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      // 10 queries: spec "add SERP tasks 10 per keyword" = 100 credits, over the budget
      const big = await s.api('/api/data/v1/serp/classic/tasks', {
        method: 'POST',
        headers,
        body: serpBody(Array.from({ length: 10 }, (_, i) => `tent ${i}`)),
      });
      expect(big.status).toBe(402);
      expect(calls('POST /data/v1/serp/classic/tasks')).toBe(0);
      const small = await s.api('/api/data/v1/serp/classic/tasks', {
        method: 'POST',
        headers,
        body: serpBody(['tent a', 'tent b']),
      });
      expect(small.status).toBe(200);
      // the service reads what the proxy counted: a JSON body
      expect(JSON.parse(s.upstreamBodies.at(-1) ?? '{}')).toMatchObject({ query: ['tent a', 'tent b'] });
      const ok = (await spend()).latest.find((r) => r.op === 'serp.tasks.create' && r.outcome === 'ok');
      expect(ok?.credits).toBe(20);
    },
  );

  it('refuses a paid body in an encoding the service does not read as JSON with 415', async () => {
    s = await startTestProxy();
    const r = await s.api('/api/data/v1/serp/classic/tasks', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=tent',
    });
    expect(r.status).toBe(415);
    expect(calls('POST /data/v1/serp/classic/tasks')).toBe(0);
  });
});

describe('a paid call whose outcome is unknown', () => {
  it('stays reserved at its maximum, then the task list settles it to the tasks the service queued', async () => {
    s = await startTestProxy({ budget: { daily: 50 }, timeoutMs: 300, sandboxClock: true });
    s.hold('POST /data/v1/serp/classic/tasks'); // the service queues the tasks, and its answer never comes in time
    const r = await s.api('/api/data/v1/serp/classic/tasks', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: serpBody(['rain jacket', 'rain boots', 'rain cover']),
    });
    expect(r.status).toBe(504);
    let after = await spend();
    const row = after.latest.find((x) => x.op === 'serp.tasks.create');
    expect(row).toMatchObject({ outcome: 'unknown', credits: 30 });
    expect(after.unknown).toBe(30);
    // counted against the budget: 30 of 50 may be spent, so a call of up to 30 more is refused
    const over = await s.api('/api/data/v1/keywords/similar?source=us&keyword=tarp&limit=3');
    expect(over.status).toBe(402);
    // a later read of the task list (spec: "array of SERP task added in the last 24 hours") tells what happened
    expect((await s.api('/api/data/v1/serp/classic/tasks')).status).toBe(200);
    after = await spend();
    expect(after.latest.find((x) => x.op === 'serp.tasks.create')).toMatchObject({
      outcome: 'ok',
      credits: 30,
    });
    expect(after.unknown).toBe(0);
  });

  it('is released when the task list shows the service queued none of it', async () => {
    s = await startTestProxy({ budget: { daily: 50 }, timeoutMs: 300, sandboxClock: true });
    s.withhold('POST /data/v1/serp/classic/tasks'); // the call went out and nothing came back; the service did nothing
    const r = await s.api('/api/data/v1/serp/classic/tasks', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: serpBody(['snow boots']),
    });
    expect(r.status).toBe(504);
    expect((await spend()).latest.find((x) => x.op === 'serp.tasks.create')).toMatchObject({
      outcome: 'unknown',
      credits: 10,
    });
    // a later read of the task list, as the SERP page makes it: none of the queries is there
    expect((await s.api('/api/data/v1/serp/classic/tasks')).status).toBe(200);
    expect((await spend()).latest.find((x) => x.op === 'serp.tasks.create')).toMatchObject({
      outcome: 'failed',
      credits: 0,
    });
  });
});
