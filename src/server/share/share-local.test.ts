import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxOrganicByDay } from '../../sandbox/server.ts';
import { DEMO_SITE, seedDemoPositions } from '../positions/demo-seed.ts';
import { PositionsRepo } from '../positions/repo.ts';
import { trackedKeyword } from '../positions/test-site.ts';
import { sharedAnnotations, sharedPositions, sharedTrends } from './share-local.ts';
import { boundView, type ReportView } from './share-view.ts';
import type { Store } from '../store/store.ts';
import { STORE_ENGINES } from '../store/test-engines.ts';

// A share link reads only its view: its dates bound every read of rank tracking it may make, and the runs (whose
// messages tell the team's budget), the schedule, tags and competitors never reach it.
describe.each(STORE_ENGINES)("a share link's reads of rank tracking (%s)", (_name, open) => {
  const now = new Date('2026-11-25T10:00:00Z');
  const view: ReportView = {
    from: '2026-10-01',
    to: '2026-10-20',
    sections: ['positions'],
    engine: null,
    rolling: null,
  };
  let store: Store;
  let repo: PositionsRepo;
  beforeAll(async () => {
    store = await open();
    repo = new PositionsRepo(store, () => now);
    // 60 keywords with tags, 90 days of checks and 90 runs, as the demo site has
    await seedDemoPositions(repo, sandboxOrganicByDay, now);
    await repo.addKeywords(DEMO_SITE.id, [trackedKeyword('added after the range', ['later'])]);
  });
  afterAll(() => store.close());

  it("answers the summary as of the range's end, without runs, schedule, tags or days outside it", async () => {
    const team = await repo.runs(DEMO_SITE.id, 10);
    expect(team.some((r) => r.message)).toBe(true);
    const got = await sharedPositions(repo, DEMO_SITE.id, view);
    expect(got).toMatchObject({ runs: [], running: null, schedule: null });
    expect(Object.keys(got.settings ?? {}).sort()).toEqual(['cadence', 'domain']);
    const text = JSON.stringify(got);
    for (const r of team) if (r.message) expect(text).not.toContain(r.message);
    expect(text).not.toContain('"tags"');
    expect(got.keywords).toHaveLength(60);
    expect(got.keywords.map((k) => k.keyword)).not.toContain('added after the range');
    for (const k of got.keywords)
      expect(k.day === null || (k.day >= view.from && k.day <= view.to)).toBe(true);
    expect(got.keywords.filter((k) => k.day === view.to).length).toBeGreaterThan(50);
  });

  it('answers the trend of the range and of the period before it that the report compares with, no competitors', async () => {
    const got = await sharedTrends(repo, DEMO_SITE.id, view);
    const days = got.trend.map((d) => d.day);
    expect(days.filter((d) => d >= view.from).length).toBeGreaterThan(15);
    expect(days.filter((d) => d < view.from).length).toBeGreaterThan(15);
    // the 20 days before the range's 20, and nothing earlier or later
    expect(days.every((d) => d >= '2026-09-11' && d <= view.to)).toBe(true);
    expect([got.days, got.since, got.competitors, got.site]).toEqual([40, '2026-09-11', [], []]);
  });

  it('binds a link without a stored view to the last 30 days ending today', async () => {
    const got = await sharedTrends(repo, DEMO_SITE.id, boundView(null, now));
    const days = got.trend.map((d) => d.day);
    expect(days.every((d) => d >= '2026-09-27' && d <= '2026-11-25')).toBe(true);
    expect(days.length).toBeGreaterThan(25);
  });
});

describe('sharedAnnotations', () => {
  it("keeps the annotations dated inside the link's range", () => {
    const at = (date: string) => ({
      id: 1,
      site_id: 101,
      date,
      label: date,
      note: null,
      created_at: '',
      updated_at: '',
    });
    const view: ReportView = {
      from: '2026-11-01',
      to: '2026-11-07',
      sections: ['ai'],
      engine: null,
      rolling: null,
    };
    const got = sharedAnnotations(['2026-10-31', '2026-11-01', '2026-11-07', '2026-11-08'].map(at), view);
    expect(got.map((a) => a.date)).toEqual(['2026-11-01', '2026-11-07']);
  });
});
