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
      <ShareTile
        label="Link presence"
        hint={`Share of prompts whose AI answer links to the site ${topWords}`}
        share={p.link_percent_in_top}
        diff={p.link_diff}
      />
      <ShareTile
        label="Mention presence"
        hint={`Share of prompts whose AI answer mentions the brand ${topWords}`}
        share={p.mention_percent_in_top}
        diff={p.mention_diff}
      />
      {stats.aio_presence && (
        <ShareTile
          label="AI overview presence"
          hint="Share of prompts that showed the AI overview"
          share={stats.aio_presence.keywords_with_aio}
          diff={stats.aio_presence.keywords_with_aio_diff}
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
        <ShareTile
          label="Answers with sources"
          hint="Share of AI answers that cite source links"
          share={stats.sources_presence.answers_with_sources}
          diff={stats.sources_presence.answers_with_sources_diff}
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

/** A share of prompts or answers, and its change in percentage points over the range. */
function ShareTile({
  label,
  hint,
  share,
  diff,
}: {
  label: string;
  hint: string;
  share: number | null;
  diff: number | null;
}) {
  return (
    <StatTile
      label={label}
      hint={hint}
      value={formatPercent(share)}
      change={<Change value={diff} unit=" pp" words="percentage points" />}
    />
  );
}
