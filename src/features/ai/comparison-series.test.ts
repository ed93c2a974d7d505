import { describe, expect, it } from 'vitest';
import type { Engine, EngineStatistics } from '../../api/ai-schemas.ts';
import { COLUMN_GROUP_MIN_PX, comparisonLayout, comparisonSeries } from './comparison-series.ts';

const engine = (id: number, base_name: string): Engine => ({
  id,
  site_id: 1,
  base_name,
  country_code: 'US',
  region_name: null,
  lang_code: 'en',
  region_settings: null,
});
const stats = (last_update: string | null, link: number, mention: number): EngineStatistics => ({
  llm_id: 1,
  site_id: 1,
  top: 0,
  stats: { indexed_percent: 100, keywords_count: 3, last_update },
  presence: { link_percent_in_top: link, link_diff: 1, mention_percent_in_top: mention, mention_diff: -2 },
  aio_presence: null,
  organic_overlap: null,
  sources_presence: null,
});

describe('comparisonSeries', () => {
  it('gives each engine its presence, unknown labels under their own name', () => {
    const rows = comparisonSeries(
      [engine(1, 'chat_engine'), engine(2, 'vendor_x'), engine(3, 'chatgpt')],
      new Map([
        [1, stats('2026-01-01', 40, 60)],
        [2, stats('2026-01-01', 0, 10)],
        [3, stats('2026-01-01', 20, 30)],
      ]),
    );
    // both names of one engine (the spec's label, the service's own) are the same product
    expect(rows).toEqual([
      { engineId: 1, label: 'ChatGPT #1', link: 40, mention: 60, linkDiff: 1, mentionDiff: -2 },
      { engineId: 2, label: 'vendor_x #2', link: 0, mention: 10, linkDiff: 1, mentionDiff: -2 },
      { engineId: 3, label: 'ChatGPT #3', link: 20, mention: 30, linkDiff: 1, mentionDiff: -2 },
    ]);
  });

  it('draws no bar (null, not 0) for an engine still loading or never checked in the range', () => {
    const rows = comparisonSeries(
      [engine(1, 'chat_engine'), engine(2, 'answer_engine')],
      new Map([[2, stats(null, 0, 0)]]),
    );
    expect(rows.map((r) => [r.link, r.mention])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});

describe('comparisonLayout', () => {
  it('stands the bars up while each engine has room for its name, and lays them down below that', () => {
    // the site page at 1366 px: five engines in about 1,050 px
    expect(comparisonLayout(1050, 5)).toBe('columns');
    // a phone: five engines in 330 px would crowd names and figures into each other
    expect(comparisonLayout(330, 5)).toBe('rows');
    expect(comparisonLayout(5 * COLUMN_GROUP_MIN_PX, 5)).toBe('columns');
    expect(comparisonLayout(5 * COLUMN_GROUP_MIN_PX - 1, 5)).toBe('rows');
    // two engines fit upright on a phone
    expect(comparisonLayout(330, 2)).toBe('columns');
  });

  it('draws upright bars before the width is known', () => {
    expect(comparisonLayout(undefined, 5)).toBe('columns');
  });
});
