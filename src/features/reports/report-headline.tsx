import { useQueries, useQuery } from '@tanstack/react-query';
import { aiQueries } from '../../api/ai.ts';
import { auditsQueries } from '../../api/audits.ts';
import { backlinksQueries } from '../../api/backlinks.ts';
import { positionsQueries } from '../../api/positions.ts';
import { isoDay } from '../../lib/dates.ts';
import { formatDate, formatNumber, formatPercent } from '../../lib/format.ts';
import { Change } from '../../components/change.tsx';
import { meanPresence } from './headline-shape.ts';
import { daysToCover, positionsFigures } from './positions-shape.ts';
import { latestAudit, matchingReport } from './report-shape.ts';
import type { ReportSection } from './search.ts';
import { REPORT_BACKLINKS } from './first-reads.ts';

type Tile =
  | { label: string; pending: true }
  | {
      label: string;
      value: string;
      change?: { v: number | null; unit: string; words?: string };
      compared: string;
    };

/** a placeholder and its figure take the same room, so the sections below stay where they are drawn */
const TILE = 'min-h-[10.5rem] rounded-lg border border-slate-200 bg-white p-3';

/**
 * The few figures a client reads first, above the sections: audit score, AI link and mention presence, backlinks
 * and referring domains, the tracked keywords' average position, each with its change and what it is compared with. Only the shown sections' figures
 * (a hidden section stays hidden here too); the reads are the sections' own, so nothing is asked twice.
 */
export function ReportHeadline({
  siteId,
  range,
  shown,
  engine,
  domain,
}: {
  siteId: number;
  range: { from: string; to: string };
  shown: readonly ReportSection[];
  engine: number | undefined;
  domain: string | undefined;
}) {
  const audits = useQuery({ ...auditsQueries.every(), enabled: shown.includes('audits') });
  const engines = useQuery({ ...aiQueries.engines(siteId), enabled: shown.includes('ai') });
  const drawn = (engines.data ?? []).filter((e) => engine === undefined || e.id === engine);
  const stats = useQueries({
    queries: drawn.map((e) => aiQueries.statistics(siteId, e.id, { ...range, top: 0 })),
  });
  const reports = useQuery({
    ...backlinksQueries.list(REPORT_BACKLINKS),
    enabled: shown.includes('backlinks'),
  });
  const today = isoDay();
  const trends = useQuery({
    ...positionsQueries.trends(siteId, daysToCover(range.from, today)),
    enabled: shown.includes('positions'),
  });
  const ranks = trends.data ? positionsFigures(trends.data, range.from, range.to) : undefined;
  const audit = audits.data ? latestAudit(audits.data.items, siteId) : undefined;
  const presences = stats.flatMap((s) => (s.data ? [s.data.presence] : []));
  const ai = presences.length === drawn.length ? meanPresence(presences) : null;
  const report = reports.data && domain ? matchingReport(reports.data.reports, domain) : undefined;
  const engineWord = drawn.length > 1 ? `mean of ${drawn.length} engines, ` : '';
  const aiCompared = `${engineWord}last vs first checked day, ${formatDate(range.from)} – ${formatDate(range.to)}`;
  // Every tile the shown sections may have gets its place on the first draw, as a placeholder while its read is
  // on its way: tiles that arrived one by one narrowed the grid's columns and pushed the sections down each time.
  // A tile whose read found nothing leaves its place once that read has settled.
  const tiles: Tile[] = [];
  const add = (pending: boolean, made: () => Tile[], labels: string[]) => {
    if (pending) tiles.push(...labels.map((label) => ({ label, pending: true as const })));
    else tiles.push(...made());
  };
  if (shown.includes('audits'))
    add(
      audits.isPending,
      () =>
        !audit?.stats
          ? []
          : [
              {
                label: 'Audit score',
                value: formatNumber(audit.stats.score),
                change: { v: audit.prev_stats ? audit.stats.score - audit.prev_stats.score : null, unit: '' },
                compared: `audit of ${formatDate(audit.last_update)} vs the run before`,
              },
            ],
      ['Audit score'],
    );
  if (shown.includes('ai'))
    add(
      engines.isPending || stats.some((s) => s.isPending),
      () =>
        !ai
          ? []
          : [
              {
                label: 'AI link presence',
                value: formatPercent(ai.link_percent_in_top),
                change: { v: ai.link_diff, unit: ' pp' },
                compared: aiCompared,
              },
              {
                label: 'AI mention presence',
                value: formatPercent(ai.mention_percent_in_top),
                change: { v: ai.mention_diff, unit: ' pp' },
                compared: aiCompared,
              },
            ],
      ['AI link presence', 'AI mention presence'],
    );
  if (shown.includes('backlinks')) {
    const compared =
      report && `backlink report of ${formatDate(report.created)}; no earlier report to compare`;
    add(
      reports.isPending,
      () =>
        !report || !compared
          ? []
          : [
              { label: 'Backlinks', value: formatNumber(report.backlinks), compared },
              { label: 'Referring domains', value: formatNumber(report.refdomains), compared },
            ],
      ['Backlinks', 'Referring domains'],
    );
  }
  if (shown.includes('positions'))
    add(
      trends.isPending,
      () =>
        !ranks || ranks.average === null || !ranks.last
          ? []
          : [
              {
                label: 'Average position',
                value: formatNumber(ranks.average, { maximumFractionDigits: 1 }),
                // a fall in the average position is a rise in the rankings: the change is first minus last
                change: { v: ranks.averageChange, unit: '', words: 'places' },
                compared: ranks.first
                  ? `tracked keywords found, ${formatDate(ranks.last)} vs ${formatDate(ranks.first)}`
                  : `tracked keywords found on ${formatDate(ranks.last)}`,
              },
            ],
      ['Average position'],
    );
  if (tiles.length === 0) return null;
  return (
    <section aria-label="Headline figures" className="break-inside-avoid">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))]">
        {tiles.map((t) =>
          'pending' in t ? (
            <div key={t.label} className={TILE} aria-busy="true">
              <dt className="text-xs font-medium text-slate-600">{t.label}</dt>
              <dd className="text-sm text-slate-500">Reading…</dd>
            </div>
          ) : (
            <div key={t.label} className={TILE}>
              <dt className="text-xs font-medium text-slate-600">{t.label}</dt>
              <dd className="text-2xl font-semibold tabular-nums text-slate-900">{t.value}</dd>
              {t.change && (
                <dd>
                  <Change
                    value={t.change.v}
                    unit={t.change.unit}
                    words={t.change.words ?? (t.change.unit ? 'percentage points' : 'points')}
                  />
                </dd>
              )}
              <dd className="mt-1 text-xs text-slate-600">{t.compared}</dd>
            </div>
          ),
        )}
      </dl>
    </section>
  );
}
