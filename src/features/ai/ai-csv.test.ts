import { describe, expect, it } from 'vitest';
import type { EngineStatistics, RankingItem } from '../../api/ai-schemas.ts';
import { rankingPosition as pos } from '../../api/test-ranking-position.ts';
import { toCsv } from '../../lib/csv.ts';
import { comparisonCsv, promptsCsv, rankingsCsv, statisticsCsv } from './ai-csv.ts';

const READ = Date.parse('2026-11-22T08:00:00Z');
const range = { from: '2026-11-01', to: '2026-11-02', top: 0 };

// the day's counts and organic overlap, beside its positions
const FIGURES = { urls_count: 9, mentions_count: 1, organic_overlap: 3, organic_overlap_percent: 30 };

describe('AI CSV files', () => {
  it('writes rankings one row per prompt and check date; no AI block (null) is empty, not found (0) is 0', () => {
    const item = {
      keyword_id: 7,
      keyword: 'wanderschuhe größe 42, wasserdicht',
      search_volume: null,
      search_intent: ['I', 'C'],
      positions: [pos('2026-11-01', 0, 2, FIGURES), pos('2026-11-02', null, null)],
    } as RankingItem;
    const t = rankingsCsv(['site', 101, 'engine', 301, 'rankings'], [item], range, READ);
    const lines = toCsv(t.header, t.rows).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"prompt","keyword_id","search_volume","search_intent","date","url_position","urls_count","mention_position","mentions_count","organic_overlap","organic_overlap_percent","range_from","range_to","read_at_utc"',
    );
    expect(lines[1]).toBe(
      '"wanderschuhe größe 42, wasserdicht","7","","I,C","2026-11-01","0","9","2","1","3","30","2026-11-01","2026-11-02","2026-11-22 08:00:00"',
    );
    expect(lines[2]).toBe(
      '"wanderschuhe größe 42, wasserdicht","7","","I,C","2026-11-02","","","","","","","2026-11-01","2026-11-02","2026-11-22 08:00:00"',
    );
    expect(t.filename).toBe('site-101-engine-301-rankings-2026-11-22.csv');
  });

  it('writes statistics as metric rows; a range with no checked day has empty values, not the zeros sent', () => {
    const stats = {
      llm_id: 301,
      site_id: 101,
      top: 3,
      stats: { indexed_percent: 0, keywords_count: 0, last_update: null },
      presence: { link_percent_in_top: 0, link_diff: 0, mention_percent_in_top: 0, mention_diff: 0 },
      aio_presence: null,
      organic_overlap: null,
      sources_presence: { answers_with_sources: 0, answers_with_sources_diff: 0 },
    } as EngineStatistics;
    const t = statisticsCsv(101, 301, stats, range, READ);
    expect(t.rows.map((r) => r[0])).toEqual([
      'link_presence',
      'mention_presence',
      'answers_with_sources',
      'indexed',
      'prompts',
    ]);
    expect(t.rows.every((r) => r[1] === null && r[2] === null)).toBe(true);
    expect(t.rows[0]?.slice(4, 7)).toEqual(['2026-11-01', '2026-11-02', 3]);
  });

  it('names paged prompt files by page, and keeps an unknown volume empty', () => {
    const t = promptsCsv(
      101,
      301,
      [
        {
          k2site_llm_id: 1,
          site_llm_id: 301,
          keyword_id: 7,
          keyword: 'boots',
          search_volume: null,
          intent: null,
        },
      ],
      { limit: 50, offset: 100 },
      READ,
    );
    expect(t.filename).toBe('site-101-engine-301-prompts-page-3-2026-11-22.csv');
    expect(t.rows[0]).toEqual(['boots', 7, 1, 301, null, null, '2026-11-22 08:00:00']);
  });

  it('compares engines with no data as empty fields', () => {
    const t = comparisonCsv(
      101,
      [
        {
          engineId: 301,
          label: 'Chat assistant #301',
          link: null,
          mention: null,
          linkDiff: null,
          mentionDiff: null,
        },
      ],
      range,
      READ,
    );
    expect(t.rows[0]?.slice(0, 6)).toEqual(['Chat assistant #301', 301, null, null, null, null]);
  });
});
