import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { aiQueries } from '../../api/ai.ts';
import { auditsQueries } from '../../api/audits.ts';
import { backlinksQueries } from '../../api/backlinks.ts';
import { positionsQueries } from '../../api/positions.ts';
import { isoDay } from '../../lib/dates.ts';
import { formatDate, formatNumber, formatPercent } from '../../lib/format.ts';
import { presenceChange } from '../../lib/ai-trend.ts';
import { comparedText, verdict, type PeriodChange } from '../../lib/period-change.ts';
import { Change } from '../../components/change.tsx';
import { PeriodMove } from '../../components/period-move.tsx';
import { meanOfEngines } from './headline-shape.ts';
import { daysToCover, positionsFigures } from './positions-shape.ts';
import { rankingsOfPeriods } from './presence-reads.ts';
import { latestAudit, matchingReport } from './report-shape.ts';
import type { ReportSection } from './search.ts';
import { REPORT_BACKLINKS } from './first-reads.ts';

type Tile =
  | { label: string; pending: true }
  | {
      label: string;
      value: string;
      /** a change against an earlier figure (the audit's run before) */
      change?: { v: number | null; unit: string; words?: string };
      /** a period mean's change against the period before */
      move?: { c: PeriodChange; unit: 'pp' | 'places'; lowerIsBetter?: boolean };
      compared: string;
    };

/** a placeholder and its figure take the same room, so the sections below stay where they are drawn */
const TILE = 'min-h-[10.5rem] rounded-lg border border-slate-200 bg-white p-3 print:min-h-0 print:p-2';

/**
 * A tile's change in words with what it is compared with ("+4 pp better, mean of Nov 1 – 30 vs Oct 2 – 31"), for
 * the mail and the PDF that read the tiles; empty when there is no change to tell.
 */
export function changeWords(t: Extract<Tile, { value: string }>): string {
  if (t.move) {
    const news = verdict(t.move.c.change, t.move.lowerIsBetter ?? false);
    if (news === null || t.move.c.change === null) return '';
    const size = formatNumber(Math.abs(t.move.c.change), { maximumFractionDigits: 2 });
    return `${news === 'same' ? 'no change' : `${size} ${t.move.unit} ${news}`}, ${t.compared}`;
  }
  if (t.change && t.change.v !== null) {
    const v = t.change.v;
    const words = t.change.words ?? (t.change.unit ? 'percentage points' : 'points');
    return `${v === 0 ? 'no change' : `${v > 0 ? '+' : '−'}${formatNumber(Math.abs(v))} ${words}`}, ${t.compared}`;
  }
  return '';
}

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
  onSettled,
}: {
  siteId: number;
  range: { from: string; to: string };
  shown: readonly ReportSection[];
  engine: number | undefined;
  domain: string | undefined;
  /** told whether every tile has its figure, or has left (the page's ready marker waits for this) */
  onSettled?: (settled: boolean) => void;
}) {
  const audits = useQuery({ ...auditsQueries.every(), enabled: shown.includes('audits') });
  const engines = useQuery({ ...aiQueries.engines(siteId), enabled: shown.includes('ai') });
  const drawn = (engines.data ?? []).filter((e) => engine === undefined || e.id === engine);
  const reads = useQueries({
    queries: drawn.flatMap((e) => rankingsOfPeriods(siteId, e.id, range)),
  });
  const reports = useQuery({
    ...backlinksQueries.list(REPORT_BACKLINKS),
    enabled: shown.includes('backlinks'),
  });
  const today = isoDay();
  const trends = useQuery({
    ...positionsQueries.trends(siteId, daysToCover(range, today)),
    enabled: shown.includes('positions'),
  });
  const ranks = trends.data ? positionsFigures(trends.data, range.from, range.to) : undefined;
  const audit = audits.data ? latestAudit(audits.data.items, siteId) : undefined;
  const presences = drawn.flatMap((_, i) => {
    const now = reads[2 * i]?.data;
    const before = reads[2 * i + 1]?.data;
    return now && before
      ? [presenceChange({ now: now.items, before: before.items }, { ...range, top: 0 })]
      : [];
  });
  const ai =
    presences.length === drawn.length
      ? {
          link: meanOfEngines(presences.map((p) => p.link)),
          mention: meanOfEngines(presences.map((p) => p.mention)),
        }
      : null;
  const report = reports.data && domain ? matchingReport(reports.data.reports, domain) : undefined;
  const engineWord = drawn.length > 1 ? `${drawn.length} engines averaged, ` : '';
  const compared = comparedText(range);
  const aiCompared = `${engineWord}all positions; daily ${compared}`;
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
      engines.isPending || reads.some((s) => s.isPending),
      () =>
        !ai?.link || !ai.mention
          ? []
          : [
              {
                label: 'AI link presence',
                value: formatPercent(ai.link.now),
                move: { c: ai.link, unit: 'pp' },
                compared: aiCompared,
              },
              {
                label: 'AI mention presence',
                value: formatPercent(ai.mention.now),
                move: { c: ai.mention, unit: 'pp' },
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
        !ranks || ranks.average.now === null
          ? []
          : [
              {
                label: 'Average position',
                value: formatNumber(ranks.average.now, { maximumFractionDigits: 1 }),
                // a smaller position is better: the move says so in words, arrow and colour alike
                move: { c: ranks.average, unit: 'places', lowerIsBetter: true },
                compared: `tracked keywords found, daily ${compared}`,
              },
            ],
      ['Average position'],
    );
  const settled = tiles.every((t) => !('pending' in t));
  useEffect(() => onSettled?.(settled), [onSettled, settled]);
  if (tiles.length === 0) return null;
  return (
    <section aria-label="Headline figures" className="break-inside-avoid">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))] print:grid-cols-3 print:gap-2">
        {tiles.map((t) =>
          'pending' in t ? (
            <div key={t.label} className={TILE} aria-busy="true">
              <dt className="text-xs font-medium text-slate-600">{t.label}</dt>
              <dd className="text-sm text-slate-500">Reading…</dd>
            </div>
          ) : (
            <div
              key={t.label}
              className={TILE}
              data-figure-label={t.label}
              data-figure-value={t.value}
              data-figure-change={changeWords(t)}
            >
              <dt className="text-xs font-medium text-slate-600">{t.label}</dt>
              <dd className="text-2xl font-semibold tabular-nums text-slate-900">{t.value}</dd>
              {t.move && (
                <dd>
                  <PeriodMove
                    change={t.move.c.change}
                    unit={t.move.unit}
                    lowerIsBetter={t.move.lowerIsBetter}
                  />
                </dd>
              )}
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
