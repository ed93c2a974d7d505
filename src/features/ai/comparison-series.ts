import type { Engine, EngineStatistics } from '../../api/ai-schemas.ts';
import { engineName } from './engine-labels.ts';

/** One bar group per engine: link and mention presence over the same range and top N. */
export interface ComparisonRow {
  engineId: number;
  label: string;
  /** null while loading or when the engine has no answer in the range: drawn as no bar, not as 0 */
  link: number | null;
  mention: number | null;
  linkDiff: number | null;
  mentionDiff: number | null;
}

/**
 * Statistics of an engine whose range holds no checked day say 0% with no last update; that is "no data",
 * so it is kept out of the bars rather than drawn as zero visibility.
 */
export function comparisonSeries(
  engines: readonly Engine[],
  stats: ReadonlyMap<number, EngineStatistics | undefined>,
): ComparisonRow[] {
  return engines.map((e) => {
    const s = stats.get(e.id);
    const has = s !== undefined && s.stats.last_update !== null && s.stats.keywords_count > 0;
    return {
      engineId: e.id,
      label: `${engineName(e.base_name)} #${e.id}`,
      link: has ? s.presence.link_percent_in_top : null,
      mention: has ? s.presence.mention_percent_in_top : null,
      linkDiff: has ? s.presence.link_diff : null,
      mentionDiff: has ? s.presence.mention_diff : null,
    };
  });
}

/** The room an engine's pair of upright bars needs for its name and two value labels to stand clear. */
export const COLUMN_GROUP_MIN_PX = 150;

/**
 * Upright bars (engines side by side) when each engine's group has room for its name underneath; otherwise
 * lying bars, one engine per row with its name beside it, which fit any width. Unknown width: upright.
 */
export function comparisonLayout(width: number | undefined, engines: number): 'columns' | 'rows' {
  if (width === undefined || engines === 0) return 'columns';
  return width / engines >= COLUMN_GROUP_MIN_PX ? 'columns' : 'rows';
}
