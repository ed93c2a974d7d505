import type { EngineStatistics } from '../../api/ai-schemas.ts';
import { PeriodMove } from '../../components/period-move.tsx';
import { formatDate, formatNumber, formatPercent } from '../../lib/format.ts';
import type { PeriodChange } from '../../lib/period-change.ts';
import type { PresenceFigures } from './presence-change.ts';
import { StatTile } from './stat-tile.tsx';

/**
 * An engine's statistics for the range (spec, "LLM statistics"). The shape decides the tiles: the overview
 * engine answers with aio_presence + organic_overlap, every other engine with sources_presence.
 *
 * Link and mention presence are the mean of the range's days, each with its change against the mean of the period
 * before (`presence`, from the daily rankings; undefined while they are read). The service's own changes compare the
 * last checked day with the first, which reads a swinging line's noise as a trend: they are not shown; its other
 * shares are for the last checked day, and say so.
 */
export function StatisticsView({
  stats,
  presence,
}: {
  stats: EngineStatistics;
  presence: PresenceFigures | undefined;
}) {
  const { stats: s } = stats;
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
      <MeanTile
        label="Link presence"
        hint={`Daily share of prompts whose AI answer links to the site ${topWords}, averaged over the range`}
        figure={presence?.link}
      />
      <MeanTile
        label="Mention presence"
        hint={`Daily share of prompts whose AI answer mentions the brand ${topWords}, averaged over the range`}
        figure={presence?.mention}
      />
      {stats.aio_presence && (
        <StatTile
          label="AI overview presence"
          hint="Share of prompts that showed the AI overview on the last checked day"
          value={formatPercent(stats.aio_presence.keywords_with_aio)}
          change={<LastDay />}
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
          change={<LastDay />}
        />
      )}
      {stats.sources_presence && (
        <StatTile
          label="Answers with sources"
          hint="Share of AI answers that cite source links, on the last checked day"
          value={formatPercent(stats.sources_presence.answers_with_sources)}
          change={<LastDay />}
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

const LastDay = () => <span className="text-xs text-slate-600">on the last checked day</span>;

/** A share's mean over the range and its change against the period before, in percentage points. */
function MeanTile({
  label,
  hint,
  figure,
}: {
  label: string;
  hint: string;
  figure: PeriodChange | undefined;
}) {
  return (
    <StatTile
      label={label}
      hint={hint}
      value={figure ? formatPercent(figure.now) : <span className="text-base text-slate-500">Reading…</span>}
      change={figure ? <PeriodMove change={figure.change} unit="pp" /> : undefined}
    />
  );
}
