import { describe, expect, it } from 'vitest';
import { startTestSandbox } from '../testing.ts';
import { useTestSandbox } from '../use-test-sandbox.ts';

const NOW = '2026-11-22T12:00:00Z';
const TODAY = '2026-11-22';
const POSITION_KEYS = [
  'date',
  'mention_position',
  'mentions_count',
  'organic_overlap',
  'organic_overlap_percent',
  'url_position',
  'urls_count',
];

interface Pos {
  date: string;
  url_position: number | null;
  urls_count: number | null;
  mention_position: number | null;
  organic_overlap: number | null;
}

/**
 * An independent reading of the statistics from rankings: values of the last checked date of the range, diffs
 * against the first; days without an AI block leave the link/mention/source denominators.
 */
function expectedFromRankings(items: { positions: Pos[] }[], top: number) {
  const byDate = new Map<string, Pos[]>();
  for (const it of items)
    for (const p of it.positions) byDate.set(p.date, [...(byDate.get(p.date) ?? []), p]);
  const dates = [...byDate.keys()].sort();
  const inTop = (x: number | null) => x !== null && x >= 1 && (top === 0 || x <= top);
  const pct = (a: number, b: number) => (b === 0 ? 0 : (100 * a) / b);
  const day = (date: string) => {
    const all = byDate.get(date) ?? [];
    const blocks = all.filter((p) => p.url_position !== null);
    return {
      link: pct(blocks.filter((p) => inTop(p.url_position)).length, blocks.length),
      mention: pct(blocks.filter((p) => inTop(p.mention_position)).length, blocks.length),
      aio: pct(blocks.length, all.length),
      sources: pct(blocks.filter((p) => (p.urls_count ?? 0) > 0).length, blocks.length),
      overlap: blocks.reduce((s, p) => s + (p.organic_overlap ?? 0), 0),
      urls: blocks.reduce((s, p) => s + (p.urls_count ?? 0), 0),
      checked: all.length,
    };
  };
  return {
    first: day(dates[0] as string),
    last: day(dates[dates.length - 1] as string),
    lastDate: dates[dates.length - 1],
  };
}

describe('AI result tracking: status, statistics and rankings', () => {
  const t = useTestSandbox({ now: NOW });

  const rankings = async (id: number, query: Record<string, string | number> = {}, site = 101) =>
    t.call('project', 'GET', `/sites/${site}/airt/llm/${id}/prompts/rankings`, { query });
  const statistics = async (id: number, query: Record<string, string | number> = {}, site = 101) =>
    t.call('project', 'GET', `/sites/${site}/airt/llm/${id}/statistics`, { query });

  it('GET status → LLM status; seeded engines are fully checked today', async () => {
    const r = await t.call('project', 'GET', '/sites/101/airt/llm/302/status');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      llm_id: 302,
      site_id: 101,
      progress: 100,
      prompts_count: 40,
      prompts_checked: 40,
      last_update_date: TODAY,
    });
    expect((await t.call('project', 'GET', '/sites/101/airt/llm/306/status')).status).toBe(404);
    expect((await t.call('project', 'GET', '/sites/999/airt/llm/302/status')).status).toBe(404);
  });

  it('rankings → {site_llm_id, site_id, date_from, date_to, items, total, limit, offset}; dates default to the current date', async () => {
    const r = await rankings(302);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      site_llm_id: 302,
      site_id: 101,
      date_from: TODAY,
      date_to: TODAY,
      total: 40,
      limit: 100,
      offset: 0,
    });
    expect(r.body.items).toHaveLength(40);
    const item = r.body.items[0];
    expect(Object.keys(item).sort()).toEqual([
      'keyword',
      'keyword_id',
      'positions',
      'search_intent',
      'search_volume',
    ]);
    expect(item).toMatchObject({
      keyword_id: 9001,
      keyword: 'best waterproof hiking boots for women',
      search_volume: 2900,
      search_intent: ['C'],
    });
    expect(item.positions).toHaveLength(1);
    expect(Object.keys(item.positions[0]).sort()).toEqual(POSITION_KEYS);
    expect(r.body.items.some((i: any) => i.search_intent === null)).toBe(true);
    expect(r.body.items.some((i: any) => i.search_volume === null)).toBe(true);
  });

  it('seeded history: 90 days of daily positions ending on the current date, with nulls and zeros', async () => {
    const r = await rankings(302, { date_from: '2026-07-01', date_to: '2026-12-31', limit: 1000 });
    const all: any[] = r.body.items.flatMap((i: any) => i.positions);
    for (const item of r.body.items) {
      expect(item.positions).toHaveLength(90);
      expect(item.positions[0].date).toBe('2026-08-25');
      expect(item.positions[89].date).toBe(TODAY);
    }
    // "null = no AI result block that date" — then every field of the entry is null
    const nulls = all.filter((p) => p.url_position === null);
    expect(nulls.length).toBeGreaterThan(0);
    const partlyNull = nulls.filter((p) =>
      [p.urls_count, p.mention_position, p.mentions_count, p.organic_overlap, p.organic_overlap_percent].some(
        (v) => v !== null,
      ),
    );
    expect(partlyNull).toEqual([]);
    // "0 = site URL not found", "0 = brand not mentioned"
    expect(all.some((p) => p.url_position === 0)).toBe(true);
    expect(all.some((p) => p.mention_position === 0)).toBe(true);
    const impossible = all.filter(
      (p) =>
        p.url_position !== null &&
        (p.url_position > p.urls_count ||
          p.mention_position > p.mentions_count ||
          p.organic_overlap > p.urls_count ||
          p.organic_overlap_percent < 0 ||
          p.organic_overlap_percent > 100),
    );
    expect(impossible).toEqual([]);
  });

  it('positions are the same whatever range or page asks for them', async () => {
    const wide = await rankings(301, { date_from: '2026-11-01', date_to: TODAY, limit: 3, offset: 2 });
    const narrow = await rankings(301, {
      date_from: '2026-11-10',
      date_to: '2026-11-12',
      limit: 1,
      offset: 3,
    });
    const fromWide = wide.body.items[1].positions.filter(
      (p: any) => p.date >= '2026-11-10' && p.date <= '2026-11-12',
    );
    expect(narrow.body.items[0].positions).toEqual(fromWide);
    expect(narrow.body).toMatchObject({ total: 40, limit: 1, offset: 3 });
  });

  it('the same seed gives the same positions in a second sandbox', async () => {
    const other = await startTestSandbox({ now: NOW });
    try {
      const q = { date_from: '2026-10-01', date_to: TODAY, limit: 5 };
      const a = (await rankings(303, q)).body;
      const b = (await other.call('project', 'GET', '/sites/101/airt/llm/303/prompts/rankings', { query: q }))
        .body;
      expect(b).toEqual(a);
    } finally {
      await other.close();
    }
  });

  it('future dates have no positions', async () => {
    const r = await rankings(301, { date_from: '2026-11-23', date_to: '2026-12-01' });
    expect(r.body.items.every((i: any) => i.positions.length === 0)).toBe(true);
  });

  it('rankings validation: bad dates, date_from after date_to, page size → 400; unknown engine → 404', async () => {
    const queries: Record<string, string | number>[] = [
      { date_from: '2026-13-01' },
      { date_to: '22-11-2026' },
      { date_from: '2026-02-30' },
      { date_from: '2026-11-22', date_to: '2026-11-01' },
      { limit: 0 },
      { limit: 1001 },
      { offset: -5 },
    ];
    for (const query of queries) {
      const r = await rankings(301, query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body.message).toMatch(Object.keys(query)[0] as string);
    }
    expect((await rankings(9999)).status).toBe(404);
    expect((await rankings(301, {}, 102)).status).toBe(404);
  });

  it('statistics shape for overview_engine: stats + presence + aio_presence + organic_overlap', async () => {
    const r = await statistics(302);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual([
      'aio_presence',
      'llm_id',
      'organic_overlap',
      'presence',
      'site_id',
      'stats',
      'top',
    ]);
    expect(r.body).toMatchObject({ llm_id: 302, site_id: 101, top: 0 });
    expect(Object.keys(r.body.stats).sort()).toEqual(['indexed_percent', 'keywords_count', 'last_update']);
    expect(r.body.stats).toEqual({ indexed_percent: 100, keywords_count: 40, last_update: TODAY });
    expect(Object.keys(r.body.presence).sort()).toEqual([
      'link_diff',
      'link_percent_in_top',
      'mention_diff',
      'mention_percent_in_top',
    ]);
    expect(Object.keys(r.body.aio_presence).sort()).toEqual(['keywords_with_aio', 'keywords_with_aio_diff']);
    expect(Object.keys(r.body.organic_overlap).sort()).toEqual([
      'overlap_count',
      'overlap_count_diff',
      'overlap_percent',
    ]);
    // a single-day range has nothing to compare against
    expect(r.body.presence.link_diff).toBe(0);
    expect(r.body.aio_presence.keywords_with_aio_diff).toBe(0);
  });

  it('statistics shape for every other engine: stats + presence + sources_presence', async () => {
    for (const id of [301, 303, 304, 305]) {
      const r = await statistics(id);
      expect(Object.keys(r.body).sort(), String(id)).toEqual([
        'llm_id',
        'presence',
        'site_id',
        'sources_presence',
        'stats',
        'top',
      ]);
      expect(Object.keys(r.body.sources_presence).sort()).toEqual([
        'answers_with_sources',
        'answers_with_sources_diff',
      ]);
    }
  });

  it('statistics agree with rankings for the asked range and top N (first → last date diffs)', async () => {
    const range = { from: '2026-09-01', to: '2026-11-20' };
    for (const id of [302, 301, 305]) {
      const items = (await rankings(id, { date_from: range.from, date_to: range.to, limit: 1000 })).body
        .items;
      for (const top of [0, 1, 3, 10]) {
        const s = (await statistics(id, { ...range, top })).body;
        const e = expectedFromRankings(items, top);
        const label = `engine ${id} top ${top}`;
        expect(s.top, label).toBe(top);
        expect(s.stats.last_update, label).toBe(e.lastDate);
        expect(s.stats.indexed_percent, label).toBeCloseTo((100 * e.last.checked) / items.length, 1);
        expect(s.presence.link_percent_in_top, label).toBeCloseTo(e.last.link, 1);
        expect(s.presence.link_diff, label).toBeCloseTo(e.last.link - e.first.link, 1);
        expect(s.presence.mention_percent_in_top, label).toBeCloseTo(e.last.mention, 1);
        expect(s.presence.mention_diff, label).toBeCloseTo(e.last.mention - e.first.mention, 1);
        if (id === 302) {
          expect(s.aio_presence.keywords_with_aio, label).toBeCloseTo(e.last.aio, 1);
          expect(s.aio_presence.keywords_with_aio_diff, label).toBeCloseTo(e.last.aio - e.first.aio, 1);
          expect(s.organic_overlap.overlap_count, label).toBe(e.last.overlap);
          expect(s.organic_overlap.overlap_count_diff, label).toBe(e.last.overlap - e.first.overlap);
          expect(s.organic_overlap.overlap_percent, label).toBeCloseTo(
            (100 * e.last.overlap) / e.last.urls,
            1,
          );
        } else {
          expect(s.sources_presence.answers_with_sources, label).toBeCloseTo(e.last.sources, 1);
          expect(s.sources_presence.answers_with_sources_diff, label).toBeCloseTo(
            e.last.sources - e.first.sources,
            1,
          );
        }
      }
    }
  });

  it('a narrower top never shows more presence than a wider one', async () => {
    const q = { from: '2026-10-01', to: TODAY };
    const t1 = (await statistics(301, { ...q, top: 1 })).body.presence.link_percent_in_top;
    const t3 = (await statistics(301, { ...q, top: 3 })).body.presence.link_percent_in_top;
    const all = (await statistics(301, { ...q, top: 0 })).body.presence.link_percent_in_top;
    expect(t1).toBeLessThanOrEqual(t3);
    expect(t3).toBeLessThanOrEqual(all);
    expect(all).toBeGreaterThan(0);
  });

  it('statistics validation: "top (integer 0-100)", dates → 400; unknown engine → 404', async () => {
    const queries: Record<string, string | number>[] = [
      { top: -1 },
      { top: 101 },
      { top: 'x' },
      { from: '2026/11/01' },
      { to: 'yesterday' },
      { from: '2026-11-22', to: '2026-11-21' },
    ];
    for (const query of queries) {
      const r = await statistics(301, query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body.message).toMatch(Object.keys(query)[0] as string);
    }
    expect((await statistics(301, { top: 100 })).body.top).toBe(100);
    expect((await statistics(9999)).status).toBe(404);
    expect((await statistics(302, {}, 103)).status).toBe(404);
  });

  it('site 102 engines carry their own history', async () => {
    const r = await rankings(306, { date_from: '2026-11-20' }, 102);
    expect(r.body.total).toBe(10);
    expect(r.body.items[0].positions.map((p: any) => p.date)).toEqual(['2026-11-20', '2026-11-21', TODAY]);
  });
});
