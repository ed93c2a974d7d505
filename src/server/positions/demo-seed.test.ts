import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxOrganicByDay } from '../../sandbox/server.ts';
import type { Store } from '../store/store.ts';
import { STORE_ENGINES } from '../store/test-engines.ts';
import { DEMO_DAYS, DEMO_SITE, demoKeywords, seedDemoPositions } from './demo-seed.ts';
import { PositionsRepo } from './repo.ts';

// A fresh install opens on one seeded site with 60 tracked keywords and 90 days of history, so the pages are
// lived-in; the seeded sites appear in them for a realistic share of their keywords.
describe.each(STORE_ENGINES)('the demo rank-tracking history (%s)', (_name, open) => {
  const now = new Date('2026-11-25T10:00:00Z');
  let store: Store;
  let repo: PositionsRepo;
  let seeded = false;
  beforeAll(async () => {
    store = await open();
    repo = new PositionsRepo(store, () => now);
    seeded = await seedDemoPositions(repo, sandboxOrganicByDay, now);
  });
  afterAll(() => store.close());

  it('tracks 60 keywords with tags and two locations, seeded once', async () => {
    expect(seeded).toBe(true);
    const kws = await repo.keywords(DEMO_SITE.id);
    expect(kws).toHaveLength(60);
    expect(new Set(kws.map((k) => k.location_id))).toEqual(new Set([2840, 2826]));
    expect(kws.every((k) => k.tags.length === 1)).toBe(true);
    expect(await seedDemoPositions(repo, sandboxOrganicByDay, now)).toBe(false);
    expect(await repo.keywords(DEMO_SITE.id)).toHaveLength(60);
  });

  it('has 90 daily runs ending with the latest slot, one skipped by the budget and left as a gap', async () => {
    const runs = await repo.runs(DEMO_SITE.id, 200);
    expect(runs).toHaveLength(DEMO_DAYS);
    // seeded at 10:00 UTC: the schedule's hour is 22:00, twelve hours away (no run fires minutes after a start)
    expect(runs[0]?.slot).toBe('2026-11-24T22:00:00.000Z');
    expect((await repo.settings(DEMO_SITE.id))?.hour).toBe(22);
    expect(runs.filter((r) => r.outcome === 'skipped-budget')).toHaveLength(1);
    const skippedDay = runs.find((r) => r.outcome === 'skipped-budget')?.slot.slice(0, 10) as string;
    const first = (await repo.keywords(DEMO_SITE.id))[0]?.id as number;
    const days = (await repo.history(first)).map((d) => d.day);
    expect(days).toHaveLength(DEMO_DAYS - 1);
    expect(days).not.toContain(skippedDay);
  });

  it('ranks for a realistic share of keywords, most days stable, never at 0', async () => {
    const rows = [...(await repo.siteDays(DEMO_SITE.id, '0000')).values()];
    const latest = rows.map((r) => r.at(-1)?.position ?? null);
    const found = latest.filter((p) => p !== null).length;
    expect(found / 60).toBeGreaterThan(0.5);
    expect(found / 60).toBeLessThan(0.95);
    expect(rows.flat().every((d) => d.position === null || (d.position >= 1 && d.position <= 100))).toBe(
      true,
    );
    // day to day: most found positions do not move, and some do
    let same = 0;
    let moved = 0;
    for (const r of rows)
      for (let i = 1; i < r.length; i++) {
        const a = r[i - 1]?.position;
        const b = r[i]?.position;
        if (a == null || b == null) continue;
        if (a === b) same++;
        else moved++;
      }
    expect(same).toBeGreaterThan(moved);
    expect(moved).toBeGreaterThan(0);
    expect(rows.flat().every((d) => d.top10.length === 10)).toBe(true);
  });

  it('keeps the keywords a user would type (no duplicates)', () => {
    const ks = demoKeywords().map((k) => `${k.keyword}|${k.location_id}|${k.device}`);
    expect(new Set(ks).size).toBe(60);
  });
});
