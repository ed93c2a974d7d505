import type { EngineStatistics, Prompt, RankingItem } from '../../api/ai-schemas.ts';
import { fieldColumns } from '../../lib/csv-fields.ts';
import { csvName, tableOf, type CsvTable } from '../../lib/csv-table.ts';
import type { ComparisonRow } from './comparison-series.ts';
import type { ResolvedRange } from './search.ts';

/**
 * The AI tables as CSV. Rankings carry each check date (the `date` of a position entry); the other files carry
 * the range they cover and, like every export, when they were read (read_at_utc). Spec, "Position entry": null
 * = no AI result block that day, written as an empty field; 0 = not found / not mentioned, written as 0.
 */

export const pageName = (offset: number, limit: number) =>
  offset > 0 ? `page-${Math.floor(offset / limit) + 1}` : '';

export function promptsCsv(
  siteId: number,
  engineId: number,
  items: readonly Prompt[],
  page: { limit: number; offset: number },
  readAt: number,
): CsvTable {
  return tableOf(
    csvName(['site', siteId, 'engine', engineId, 'prompts', pageName(page.offset, page.limit)], readAt),
    items,
    [
      { header: 'prompt', value: (p) => p.keyword },
      ...fieldColumns<Prompt>('keyword_id', 'k2site_llm_id'),
      { header: 'engine_id', value: (p) => p.site_llm_id },
      ...fieldColumns<Prompt>('search_volume', 'intent'),
    ],
    readAt,
  );
}

/** One row per prompt and checked day; a prompt with no check in the range still gets a row, undated. */
export function rankingsCsv(
  name: readonly (string | number)[],
  items: readonly RankingItem[],
  range: ResolvedRange,
  readAt: number,
): CsvTable {
  const rows = items.flatMap((item) =>
    item.positions.length
      ? item.positions.map((p) => ({ item, p }))
      : [{ item, p: undefined as RankingItem['positions'][number] | undefined }],
  );
  return tableOf(
    csvName(name, readAt),
    rows,
    [
      { header: 'prompt', value: (r) => r.item.keyword },
      { header: 'keyword_id', value: (r) => r.item.keyword_id },
      { header: 'search_volume', value: (r) => r.item.search_volume },
      { header: 'search_intent', value: (r) => r.item.search_intent?.join(',') ?? null },
      { header: 'date', value: (r) => r.p?.date ?? null },
      { header: 'url_position', value: (r) => r.p?.url_position ?? null },
      { header: 'urls_count', value: (r) => r.p?.urls_count ?? null },
      { header: 'mention_position', value: (r) => r.p?.mention_position ?? null },
      { header: 'mentions_count', value: (r) => r.p?.mentions_count ?? null },
      { header: 'organic_overlap', value: (r) => r.p?.organic_overlap ?? null },
      { header: 'organic_overlap_percent', value: (r) => r.p?.organic_overlap_percent ?? null },
      { header: 'range_from', value: () => range.from },
      { header: 'range_to', value: () => range.to },
    ],
    readAt,
  );
}

/** Each figure the statistics tab shows, with its change over the range; a section the engine lacks is left out. */
export function statisticsCsv(
  siteId: number,
  engineId: number,
  s: EngineStatistics,
  range: ResolvedRange,
  readAt: number,
): CsvTable {
  const rows: [string, number | null, number | null, string][] = [
    ['link_presence', s.presence.link_percent_in_top, s.presence.link_diff, '% / pp'],
    ['mention_presence', s.presence.mention_percent_in_top, s.presence.mention_diff, '% / pp'],
  ];
  if (s.aio_presence)
    rows.push([
      'ai_overview_presence',
      s.aio_presence.keywords_with_aio,
      s.aio_presence.keywords_with_aio_diff,
      '% / pp',
    ]);
  if (s.organic_overlap) {
    const o = s.organic_overlap;
    rows.push(['organic_overlap_urls', o.overlap_count, o.overlap_count_diff, 'URLs']);
    rows.push(['organic_overlap_percent', o.overlap_percent, null, '%']);
  }
  if (s.sources_presence)
    rows.push([
      'answers_with_sources',
      s.sources_presence.answers_with_sources,
      s.sources_presence.answers_with_sources_diff,
      '% / pp',
    ]);
  rows.push(
    ['indexed', s.stats.indexed_percent, null, '%'],
    ['prompts', s.stats.keywords_count, null, 'count'],
  );
  // no checked day in the range: the service's zeros are "no data"
  const none = s.stats.last_update === null;
  return tableOf(
    csvName(['site', siteId, 'engine', engineId, 'statistics', range.from, range.to], readAt),
    rows,
    [
      { header: 'metric', value: (r) => r[0] },
      { header: 'value', value: (r) => (none ? null : r[1]) },
      { header: 'change', value: (r) => (none ? null : r[2]) },
      { header: 'unit', value: (r) => r[3] },
      { header: 'range_from', value: () => range.from },
      { header: 'range_to', value: () => range.to },
      { header: 'top', value: () => s.top },
      { header: 'last_update', value: () => s.stats.last_update },
    ],
    readAt,
  );
}

/** The engines compared: presence on the last checked day of the range; no data stays empty. */
export function comparisonCsv(
  siteId: number,
  rows: readonly ComparisonRow[],
  range: ResolvedRange,
  readAt: number,
): CsvTable {
  return tableOf(
    csvName(['site', siteId, 'engines-compared', range.from, range.to], readAt),
    rows,
    [
      { header: 'engine', value: (r) => r.label },
      { header: 'engine_id', value: (r) => r.engineId },
      { header: 'link_presence_percent', value: (r) => r.link },
      { header: 'link_change_pp', value: (r) => r.linkDiff },
      { header: 'mention_presence_percent', value: (r) => r.mention },
      { header: 'mention_change_pp', value: (r) => r.mentionDiff },
      { header: 'range_from', value: () => range.from },
      { header: 'range_to', value: () => range.to },
      { header: 'top', value: () => range.top },
    ],
    readAt,
  );
}
