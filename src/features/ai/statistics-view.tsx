import type { EngineStatistics } from '../../api/ai-schemas.ts';
import { formatDate, formatNumber, formatPercent } from '../../lib/format.ts';
import { Change } from '../../components/change.tsx';
import { StatTile } from './stat-tile.tsx';

/**
 * An engine's statistics for the range (spec, "LLM statistics"). The shape decides the tiles: the overview
 * engine answers with aio_presence + organic_overlap, every other engine with sources_presence.
 */
export function StatisticsView({ stats }: { stats: EngineStatistics }) {
  const { presence: p, stats: s } = stats;
  const topWords = stats.top ? `in the top ${stats.top}` : 'at any position';
  if (s.last_update === null) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
        No prompt of this engine was checked in this range yet, so there are no figures to show.
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Statistics">
      <StatTile
        label="Link presence"
        hint={`Share of prompts whose AI answer links to the site ${topWords}`}
        value={formatPercent(p.link_percent_in_top)}
        change={<Change value={p.link_diff} unit=" pp" words="percentage points" />}
      />
      <StatTile
        label="Mention presence"
        hint={`Share of prompts whose AI answer mentions the brand ${topWords}`}
        value={formatPercent(p.mention_percent_in_top)}
        change={<Change value={p.mention_diff} unit=" pp" words="percentage points" />}
      />
      {stats.aio_presence && (
        <StatTile
          label="AI overview presence"
          hint="Share of prompts that showed the AI overview"
          value={formatPercent(stats.aio_presence.keywords_with_aio)}
          change={
            <Change value={stats.aio_presence.keywords_with_aio_diff} unit=" pp" words="percentage points" />
          }
        />
      )}
      {stats.organic_overlap && (
        <StatTile
          label="Organic overlap"
          hint="URLs in both the top 20 organic results and the AI overview"
          value={
            <>
              {formatNumber(stats.organic_overlap.overlap_count)}{' '}
              <span className="text-sm font-normal text-slate-600">
                URLs · {formatPercent(stats.organic_overlap.overlap_percent)}
              </span>
            </>
          }
          change={<Change value={stats.organic_overlap.overlap_count_diff} unit=" URLs" words="URLs" />}
        />
      )}
      {stats.sources_presence && (
        <StatTile
          label="Answers with sources"
          hint="Share of AI answers that cite source links"
          value={formatPercent(stats.sources_presence.answers_with_sources)}
          change={
            <Change
              value={stats.sources_presence.answers_with_sources_diff}
              unit=" pp"
              words="percentage points"
            />
          }
        />
      )}
      <StatTile
        label="Indexed"
        hint="Share of the engine's prompts with a result"
        value={formatPercent(s.indexed_percent)}
      />
      <StatTile label="Prompts" value={formatNumber(s.keywords_count)} />
      <StatTile label="Last update" value={<span className="text-base">{formatDate(s.last_update)}</span>} />
    </dl>
  );
}
