import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOperation, type UpstreamBase } from '../../lib/operations.ts';
import { startTestProxy, type TestProxy } from '../http/test-proxy.ts';
import { internalCaller } from '../positions/internal-call.ts';
import { upstreamCollectors, type InternalCall } from './collect-upstream.ts';
import { judge } from './judge.ts';
import { freeReadUrl } from './upstream-reads.ts';

/** The operation a proxy path names (`/api/<base><path>?…`). */
function operationAt(url: string) {
  const m = /^\/api\/(project|data|backlinks)(\/[^?]*)/.exec(url);
  return m ? findOperation(m[1] as UpstreamBase, 'GET', decodeURIComponent(m[2] ?? ''))?.op : undefined;
}

describe('upstream collectors against the sandbox', () => {
  let p: TestProxy;
  const asked: string[] = [];
  /** engines whose rankings answer 503 */
  const failing = new Set<number>();
  let call: InternalCall;
  beforeAll(async () => {
    p = await startTestProxy({ sandboxClock: true });
    const inner = internalCaller(() => p.proxy.handle);
    call = async (method, url, body) => {
      asked.push(url);
      const engine = /\/airt\/llm\/(\d+)\/prompts\/rankings/.exec(url)?.[1];
      if (engine && failing.has(Number(engine)))
        return { status: 503, headers: {}, body: Buffer.from('{}'), json: () => ({}) };
      return inner(method, url, body);
    };
  });
  afterAll(() => p.close());

  const collect = (name: string) => {
    const c = upstreamCollectors({ call, store: p.proxy.store }).find((x) => x.name === name);
    if (!c) throw new Error(`no collector ${name}`);
    return c.collect(p.t.clock.now());
  };

  it('names its collectors and when they run', () => {
    const all = upstreamCollectors({ call, store: p.proxy.store });
    expect(all.map((c) => [c.name, c.when])).toEqual([
      ['ai', 'daily'],
      ['audits', 'hourly'],
      ['backlinks', 'hourly'],
    ]);
  });

  it('AI: each engine of the demo sites, link and mention, the last 7 days against the 7 before', async () => {
    const obs = await collect('ai');
    expect(new Set(obs.map((o) => o.subject))).toEqual(
      new Set([301, 302, 303, 304, 305, 306, 307].map((id) => `engine:${id}`)),
    );
    expect(obs).toHaveLength(14);
    for (const o of obs) {
      expect(o.missing).toBeUndefined();
      expect(o.event).toBe('period:2026-11-15..2026-11-21');
      expect(o.before?.at).toBe('2026-11-08..2026-11-14');
      for (const v of [o.before?.value, o.now.value]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(100);
      }
      const engine = o.subject.split(':')[1];
      expect(o.url).toBe(`/sites/${o.siteId}/ai/${engine}?from=2026-11-15&to=2026-11-21`);
    }
    const chat = obs.find((o) => o.subject === 'engine:307' && o.metric === 'ai.link_presence_drop');
    expect(chat).toMatchObject({ siteId: 102, label: 'ChatGPT (GB)' });
    // the demo's second site lost link presence on its chat engine: a real drop of more than 10 points
    expect(judge({ metric: 'ai.link_presence_drop', threshold: 10 }, chat!).kind).toBe('fire');
  });

  it('AI: an engine whose answers cannot be read is missing, the others still compared', async () => {
    failing.add(307);
    try {
      const obs = await collect('ai');
      const chat = obs.filter((o) => o.subject === 'engine:307');
      expect(chat).toHaveLength(2);
      expect(chat.every((o) => o.missing?.includes('could not be read') && o.now.value === null)).toBe(true);
      expect(obs.filter((o) => o.missing === undefined)).toHaveLength(12);
    } finally {
      failing.clear();
    }
  });

  it('audits: finished crawls compared with the one before; unfinished, cancelled, expired and first crawls missing', async () => {
    const list = (await p.t.call('data', 'GET', '/v1/site-audit/audits', { query: { limit: 1000 } })).body;
    const obs = await collect('audits');
    for (const a of list.items) {
      const [score, errors] = ['audits.score_drop', 'audits.new_errors'].map((m) =>
        obs.find((o) => o.subject === `audit:${a.id}` && o.metric === m),
      );
      expect(score).toMatchObject({ siteId: a.site_id, label: a.title, url: `/audits/${a.id}` });
      if (a.status === 'finished' && a.prev_stats) {
        expect(score?.missing).toBeUndefined();
        expect([score?.before?.value, score?.now.value]).toEqual([a.prev_stats.score, a.stats.score]);
        expect([errors?.before?.value, errors?.now.value]).toEqual([a.prev_stats.errors, a.stats.errors]);
      } else {
        expect(score?.missing).toBeDefined();
        expect(errors?.missing).toBeDefined();
      }
    }
    expect(obs.filter((o) => o.missing === undefined).map((o) => o.subject)).toEqual(
      expect.arrayContaining(['audit:5101', 'audit:5102', 'audit:5104']),
    );
    expect(obs.find((o) => o.subject === 'audit:5101')?.event).toBe('crawl:2026-11-21 09:39:30');
    expect(obs.find((o) => o.subject === 'audit:5105')?.missing).toMatch(/cancelled/);
    expect(obs.find((o) => o.subject === 'audit:5106')?.missing).toMatch(/expired/);
    expect(obs.find((o) => o.subject === 'audit:5103')?.missing).toMatch(/one crawl/);
    // the marketplace's crawl found 3,262 more errors than the one before
    const market = obs.find((o) => o.subject === 'audit:5104' && o.metric === 'audits.new_errors');
    expect(judge({ metric: 'audits.new_errors', threshold: 20 }, market!).kind).toBe('fire');
  });

  it('backlinks: records each report once, then compares a target with what it had before', async () => {
    const first = await collect('backlinks');
    expect(first).toHaveLength(6);
    expect(first.every((o) => o.missing?.includes('one report'))).toBe(true);
    const northwind = first.find((o) => o.subject === 'target:northwind-outdoor.com');
    expect(northwind).toMatchObject({
      siteId: 101,
      now: { value: 1164, at: '2026-11-19 08:00:00' },
      url: '/backlinks/1',
      event: 'report:1:2026-11-19 08:00:00',
    });
    expect(first.find((o) => o.subject === 'target:trailforge-gear.com')?.siteId).toBeNull();
    const kept = await p.proxy.store.db.selectFrom('backlink_counts').selectAll().execute();
    expect(kept).toHaveLength(6);
    expect(kept.find((k) => k.target === 'northwind-outdoor.com')).toMatchObject({
      referring_domains: 1164,
      site_id: 101,
    });

    // an earlier count of the target: the same report compared with it, and a count kept is not read again
    await p.proxy.store.db
      .insertInto('backlink_counts')
      .values({
        target: 'northwind-outdoor.com',
        at: '2026-11-01 08:00:00',
        referring_domains: 1300,
        site_id: 101,
      })
      .execute();
    const before = asked.length;
    const second = await collect('backlinks');
    expect(asked.slice(before).some((u) => u.includes('/overview'))).toBe(false);
    const lost = second.find((o) => o.subject === 'target:northwind-outdoor.com');
    expect(lost).toMatchObject({
      before: { value: 1300, at: '2026-11-01 08:00:00' },
      now: { value: 1164, at: '2026-11-19 08:00:00' },
    });
    expect(lost?.missing).toBeUndefined();
    expect(judge({ metric: 'backlinks.domains_lost_share', threshold: 10 }, lost!).kind).toBe('fire');

    // the service refreshes a report in place: the refresh is a new event, compared with the count before it
    p.t.clock.advance(86_400_000);
    expect((await p.t.call('backlinks', 'PUT', '/backlink-reports', { json: { report_id: 1 } })).status).toBe(
      204,
    );
    const third = await collect('backlinks');
    const refreshed = third.find((o) => o.subject === 'target:northwind-outdoor.com');
    expect(refreshed?.event).not.toBe(lost?.event);
    expect(refreshed?.before).toEqual({ value: 1164, at: '2026-11-19 08:00:00' });
    expect(refreshed?.now.value).toBe(1164);
    expect(judge({ metric: 'backlinks.domains_lost_share', threshold: 10 }, refreshed!).kind).toBe('clear');
  });

  it('every read was a free operation, and nothing reached the ledger', async () => {
    expect(asked.length).toBeGreaterThan(10);
    for (const url of asked) {
      const op = operationAt(url);
      expect(op, url).toBeDefined();
      expect(op?.paid, url).toBe(false);
    }
    const lines = await p.proxy.store.db.selectFrom('ledger').selectAll().execute();
    expect(lines).toEqual([]);
  });

  it('refuses to build a read of an operation that spends credits or money', () => {
    expect(() => freeReadUrl('audits.create.standard')).toThrow(/not a free read/);
    expect(() => freeReadUrl('serp.results.advanced')).toThrow(/not a free read/);
    expect(() => freeReadUrl('backlinks.update')).toThrow(/not a free read/);
    expect(freeReadUrl('backlinks.overview', { report_id: '7' })).toBe(
      '/api/backlinks/backlink-reports/7/overview',
    );
  });
});
