import type { HistoryTrend } from '../../api/keyword-schemas.ts';
import { NoData } from '../../components/data-table/empty-state.tsx';
import { formatNumber } from '../../lib/format.ts';
import { difficultyBand } from './difficulty.ts';
import { monthLabel, sparkPath, trendSeries } from './trend.ts';
import { featureLabel, intentName } from './vocabulary.ts';

/** Table cells of keyword metrics. A null is "—" (no data), never 0. */

export function Num({ value, digits = 0 }: { value: number | null; digits?: number }) {
  if (value === null) return <NoData />;
  return <>{formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits })}</>;
}

export function Difficulty({ value }: { value: number | null }) {
  if (value === null) return <NoData />;
  const band = difficultyBand(value);
  return (
    <span
      className={`inline-flex min-w-24 items-center gap-1.5 rounded px-1.5 py-0.5 text-xs font-medium ${band.className}`}
    >
      <span className="tabular-nums font-semibold">{value}</span>
      <span>{band.label}</span>
    </span>
  );
}

export function Intents({ codes }: { codes: readonly string[] }) {
  if (codes.length === 0) return <NoData />;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Intents">
      {codes.map((c) => (
        <li
          key={c}
          title={intentName(c)}
          className="rounded-full bg-indigo-50 px-1.5 text-xs font-semibold text-indigo-800 ring-1 ring-indigo-200"
        >
          <span aria-hidden>{c}</span>
          <span className="sr-only">{intentName(c)}</span>
        </li>
      ))}
    </ul>
  );
}

export function Features({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <span className="text-xs text-slate-500">none</span>;
  return (
    <ul className="flex max-w-64 flex-wrap gap-1" aria-label="SERP features">
      {names.map((f) => (
        <li key={f} className="rounded bg-slate-100 px-1.5 text-xs text-slate-700">
          {featureLabel(f)}
        </li>
      ))}
    </ul>
  );
}

const W = 96;
const H = 24;

/** The 12-month trend as a sparkline; its accessible name gives the first and last months in words. */
export function Sparkline({ trend }: { trend: HistoryTrend }) {
  const series = trendSeries(trend);
  const known = series.filter((p) => p.value !== null);
  const first = known[0];
  const last = known[known.length - 1];
  if (!first || !last) return <NoData />;
  const label = `Trend: ${formatNumber(first.value)} in ${monthLabel(first.month)} to ${formatNumber(last.value)} in ${monthLabel(last.month)}`;
  return (
    <svg
      role="img"
      aria-label={label}
      width={W}
      height={H}
      viewBox={`0 0 ${W} ${H}`}
      className="text-indigo-600"
    >
      <title>{series.map((p) => `${monthLabel(p.month)}: ${formatNumber(p.value)}`).join('\n')}</title>
      <path
        d={sparkPath(series, W, H)}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
    </svg>
  );
}
