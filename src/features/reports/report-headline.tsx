import { useQueries, useQuery } from '@tanstack/react-query';
import { aiQueries } from '../../api/ai.ts';
import { auditsQueries } from '../../api/audits.ts';
import { backlinksQueries } from '../../api/backlinks.ts';
import { positionsQueries } from '../../api/positions.ts';
import { formatDate, formatNumber, formatPercent } from '../../lib/format.ts';
import { Change } from '../../components/change.tsx';
import { meanPresence } from './headline-shape.ts';
import { daysToCover, positionsFigures } from './positions-shape.ts';
import { latestAudit, matchingReport } from './report-shape.ts';
import type { ReportSection } from './search.ts';

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
    ...backlinksQueries.list({ limit: 100 }),
    enabled: shown.includes('backlinks'),
  });
  const today = new Date().toISOString().slice(0, 10);
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
  const tiles: {
    label: string;
    value: string;
    change?: { v: number | null; unit: string; words?: string };
    compared: string;
  }[] = [];
  if (shown.includes('audits') && audit?.stats)
    tiles.push({
      label: 'Audit score',
      value: formatNumber(audit.stats.score),
      change: { v: audit.prev_stats ? audit.stats.score - audit.prev_stats.score : null, unit: '' },
      compared: `audit of ${formatDate(audit.last_update)} vs the run before`,
    });
  if (shown.includes('ai') && ai) {
    tiles.push({
      label: 'AI link presence',
      value: formatPercent(ai.link_percent_in_top),
      change: { v: ai.link_diff, unit: ' pp' },
      compared: aiCompared,
    });
    tiles.push({
      label: 'AI mention presence',
      value: formatPercent(ai.mention_percent_in_top),
      change: { v: ai.mention_diff, unit: ' pp' },
      compared: aiCompared,
    });
  }
  if (shown.includes('backlinks') && report) {
    const compared = `backlink report of ${formatDate(report.created)}; no earlier report to compare`;
    tiles.push({ label: 'Backlinks', value: formatNumber(report.backlinks), compared });
    tiles.push({ label: 'Referring domains', value: formatNumber(report.refdomains), compared });
  }
  if (shown.includes('positions') && ranks && ranks.average !== null && ranks.last)
    tiles.push({
      label: 'Average position',
      value: formatNumber(ranks.average, { maximumFractionDigits: 1 }),
      // a fall in the average position is a rise in the rankings: the change is first minus last
      change: { v: ranks.averageChange, unit: '', words: 'places' },
      compared: ranks.first
        ? `tracked keywords found, ${formatDate(ranks.last)} vs ${formatDate(ranks.first)}`
        : `tracked keywords found on ${formatDate(ranks.last)}`,
    });
  if (tiles.length === 0) return null;
  return (
    <section aria-label="Headline figures" className="break-inside-avoid">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))]">
        {tiles.map((t) => (
          <div key={t.label} className="rounded-lg border border-slate-200 bg-white p-3">
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
        ))}
      </dl>
    </section>
  );
}
