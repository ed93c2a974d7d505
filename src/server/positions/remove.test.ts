import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../sandbox/clock.ts';
import { nodeHandler } from '../http/app.ts';
import type { AppEnv } from '../http/env.ts';
import type { Metering } from '../metering/metering.ts';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';
import { positionsRoutes } from './api.ts';
import type { Run } from './repo.ts';
import { Scheduler } from './scheduler.ts';
import { createPositions } from './service.ts';
import { trackedKeyword, trackSite } from './test-site.ts';

const HOUR = 3_600_000;

/**
 * Stopping tracked keywords: the route removes several by id and every keyword of a tag, and the schedule then
 * checks (and pays for) only the keywords left.
 */
describe.each(STORE_ENGINES)('removing tracked keywords (%s)', (_name, open) => {
  const fresh = storePerTest(open);
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  /** The routes as the server mounts them, on a port of their own (their answers are written to the socket). */
  async function serve(app: Hono<AppEnv>): Promise<string> {
    const root = new Hono<AppEnv>();
    root.route('/api/local', app);
    const server = createServer(nodeHandler(root));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    closing.push(() => new Promise((r) => server.close(() => r())));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/local`;
  }

  async function setup() {
    const store = await fresh();
    const clock = new ManualClock('2026-11-20T05:30:00Z');
    // no run goes through the proxy here: the scheduler below records what it would check
    const positions = createPositions({
      store,
      handle: () => () => undefined,
      metering: {} as Metering,
      now: () => clock.now(),
    });
    const { repo } = positions;
    await trackSite(repo, [
      trackedKeyword('hiking boots'),
      trackedKeyword('trail shoes'),
      trackedKeyword('tent', ['retail']),
      trackedKeyword('camp stove', ['retail', 'summer']),
      trackedKeyword('rope', ['summer']),
    ]);
    await trackSite(repo, [trackedKeyword('ledger', ['retail'])], { siteId: 103, domain: 'quantaledger.io' });
    const base = await serve(positionsRoutes(positions));
    const remove = (siteId: number, body: unknown) =>
      fetch(`${base}/positions/keywords?site_id=${siteId}`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const idOf = async (keyword: string, siteId = 101) =>
      (await repo.keywords(siteId)).find((k) => k.keyword === keyword)?.id ?? 0;
    const names = async (siteId = 101) => (await repo.keywords(siteId)).map((k) => k.keyword);
    const removeOne = (id: number, siteId?: number) =>
      fetch(`${base}/positions/keywords/${id}${siteId === undefined ? '' : `?site_id=${siteId}`}`, {
        method: 'DELETE',
      });
    return { clock, repo, remove, removeOne, idOf, names };
  }

  it('removes several by id and every keyword of a tag, with their recorded days; the next run checks the rest', async () => {
    const { clock, repo, remove, idOf, names } = await setup();
    const trail = await idOf('trail shoes');
    const rope = await idOf('rope');
    await repo.recordDay({
      keyword_id: trail,
      day: '2026-11-19',
      position: 7,
      url: null,
      top10: [],
      task_id: null,
    });

    const several = await remove(101, { keyword_ids: [trail, rope] });
    expect(several.status).toBe(200);
    expect(await several.json()).toMatchObject({ removed: 2 });
    const tagged = await remove(101, { tag: 'retail' });
    expect(await tagged.json()).toMatchObject({ removed: 2 });
    expect(await names()).toEqual(['hiking boots']);
    // the removed keywords' history goes with them; the other site's keyword of the same tag stays
    expect(await repo.history(trail)).toEqual([]);
    expect(await names(103)).toEqual(['ledger']);

    const checked: string[][] = [];
    const scheduler = new Scheduler({
      repo,
      now: () => clock.now(),
      lease: { owner: 'test', leaseMs: 30_000 },
      execute: async (run: Run) => {
        checked.push((await repo.runKeywords(run.id)).map((k) => k.keyword.keyword));
        await repo.finishRun(run.id, 'done', null);
      },
    });
    clock.advance(HOUR);
    const runs = await scheduler.tick();
    expect(runs.find((r) => r.site_id === 101)?.keywords).toBe(1);
    expect(checked).toContainEqual(['hiking boots']);
  });

  it('refuses at the field a removal naming nothing or another site’s keyword, and removes nothing', async () => {
    const { remove, idOf, names } = await setup();
    const nothing = await remove(101, {});
    expect(nothing.status).toBe(400);
    expect(((await nothing.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
      'keyword_ids',
    );
    const other = await remove(101, { keyword_ids: [await idOf('hiking boots'), await idOf('ledger', 103)] });
    expect(other.status).toBe(400);
    expect(((await other.json()) as { errors: Record<string, string> }).errors.keyword_ids).toMatch(
      /this site/,
    );
    const badTag = await remove(101, { tag: 'x'.repeat(41) });
    expect(((await badTag.json()) as { errors: Record<string, string> }).errors).toHaveProperty('tag');
    expect(await names()).toHaveLength(5);
    expect(await names(103)).toEqual(['ledger']);
  });

  it('removes one keyword by its address only for the site named, and refuses another site’s', async () => {
    const { removeOne, idOf, names } = await setup();
    const ledger = await idOf('ledger', 103);
    const other = await removeOne(ledger, 101);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: 'This site tracks no such keyword.' });
    // a removal that names no site is refused at the field: it cannot say whose keyword it means
    const unnamed = await removeOne(ledger);
    expect(unnamed.status).toBe(400);
    expect(((await unnamed.json()) as { errors: Record<string, string> }).errors).toHaveProperty('site_id');
    expect(await names(103)).toEqual(['ledger']);

    const own = await removeOne(ledger, 103);
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ id: ledger });
    expect(await names(103)).toEqual([]);
    expect(await names()).toHaveLength(5);
  });
});
