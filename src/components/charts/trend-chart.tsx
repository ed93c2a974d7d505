import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../lib/format.ts';
import { ChartLegend } from './chart-legend.tsx';
import { markerLines, MARKER_CLASS } from './marker-lines.tsx';
import { MarkerList } from './marker-list.tsx';
import { TrendTooltip } from './trend-tooltip.tsx';
import {
  chartRows,
  clickedDay,
  dayDomain,
  dayTickCount,
  dayTicks,
  hasValues,
  loneIndexes,
  placeMarkers,
  tickLabel,
  trendCaption,
  type MarkerSource,
  type TrendDatum,
  type TrendRow,
  type TrendSeries,
} from './trend-shape.ts';

export type { TrendSeries } from './trend-shape.ts';

export interface TrendChartProps {
  /** what the chart shows, for its caption (read by screen readers) */
  title: string;
  /** more for the caption, e.g. how gaps are meant */
  summary?: string;
  data: readonly TrendDatum[];
  series: readonly TrendSeries[];
  /** [min, max]; 'auto' lets the largest value decide */
  yDomain?: [number, number | 'auto'];
  unit?: string;
  /** 1 at the top (search positions: a smaller number is better) */
  reversed?: boolean;
  format?: (v: number | null) => string;
  /** the site's annotations: dashed vertical markers with their label, also listed as text */
  annotations?: readonly MarkerSource[];
  /** a day clicked on the chart (to add an annotation on it) */
  onDayClick?: (day: string) => void;
  /** "Edit" beside a listed marker */
  onEditMarker?: (id: number) => void;
  size?: 'short' | 'tall';
  /** 'lone': a dot only where a value has no neighbour (the line cannot show it); 'all': every value */
  dots?: 'lone' | 'all';
  emptyText?: string;
  testId?: string;
}

type DotProps = { cx?: number; cy?: number; index?: number };

function dotFor(rows: readonly TrendRow[], key: string, className: string, all: boolean) {
  const lone = loneIndexes(rows, key);
  const Dot = ({ cx, cy, index = 0 }: DotProps) => {
    const drawn = typeof rows[index]?.[key] === 'number' && (all || lone.has(index));
    if (!drawn || cx === undefined || cy === undefined) return <g key={index} />;
    return <circle key={index} cx={cx} cy={cy} r={3} fill="currentColor" className={className} />;
  };
  return Dot;
}

const AXIS = { tick: { fill: 'currentColor', fontSize: 11 }, stroke: 'currentColor' } as const;

/**
 * The one trend chart: series over days on a time axis, null days as gaps (never 0), and the site's
 * annotations as dashed markers. Recharts loads with it; pages reach it through lazy-trend-chart.tsx.
 */
export function TrendChart({
  title,
  summary,
  data,
  series,
  yDomain = [0, 'auto'],
  unit,
  reversed = false,
  format = (v) => formatNumber(v),
  annotations = [],
  onDayClick,
  onEditMarker,
  size = 'tall',
  dots = 'lone',
  emptyText = 'No data in this range yet.',
  testId = 'trend-chart',
}: TrendChartProps) {
  const keys = series.map((s) => s.key);
  const rows = chartRows(data, keys);
  const domain = dayDomain(rows);
  const height = size === 'short' ? 'h-56 print:h-48' : 'h-72 print:h-56';
  if (!domain || !hasValues(rows, keys)) {
    // as tall as the chart: data still being read is drawn in the same place, and nothing below it moves
    return (
      <p className={`${height} flex items-center justify-center text-center text-sm text-slate-600`}>
        {emptyText}
      </p>
    );
  }
  const markers = placeMarkers(annotations, domain);
  return (
    <figure>
      <figcaption className="sr-only">{trendCaption(title, summary, data, series, annotations)}</figcaption>
      <div
        className={`${height} w-full text-slate-500 ${onDayClick ? 'cursor-pointer' : ''}`}
        data-testid={testId}
        title={onDayClick ? 'Click a day to add an annotation on it' : undefined}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={rows}
            margin={{ top: markers.length ? 22 : 8, right: 16, bottom: 4, left: 0 }}
            onClick={(s) => {
              const day = clickedDay(rows, s?.activeTooltipIndex ?? s?.activeIndex);
              if (onDayClick && day) onDayClick(day);
            }}
          >
            <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.2} />
            <XAxis
              dataKey="x"
              type="number"
              domain={domain}
              ticks={dayTicks(domain, dayTickCount(domain))}
              tickFormatter={(x: number) => tickLabel(x, domain)}
              // every tick we chose is drawn: Recharts measures no label in the DOM to thin them (issue 24)
              interval={0}
              allowDecimals={false}
              {...AXIS}
            />
            <YAxis
              domain={yDomain}
              reversed={reversed}
              width={52}
              interval={0}
              allowDecimals={false}
              tickFormatter={(v: number) => `${formatNumber(v)}${unit ?? ''}`}
              {...AXIS}
            />
            <Tooltip content={<TrendTooltip series={series} format={format} markers={markers} />} />
            {markerLines(markers)}
            {series.map((s) => (
              <Line
                key={s.key}
                type="linear"
                dataKey={s.key}
                name={s.label}
                stroke="currentColor"
                className={s.className}
                strokeWidth={2}
                strokeDasharray={s.dashed ? '6 3' : undefined}
                dot={dotFor(rows, s.key, s.className, dots === 'all')}
                activeDot={{ r: 4, fill: 'currentColor', stroke: 'white', className: s.className }}
                connectNulls={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ChartLegend
        items={[
          ...series.map((s) => ({ label: s.label, className: s.className, dashed: s.dashed })),
          ...(markers.length
            ? [{ label: 'Annotation', className: MARKER_CLASS, marker: 'rule' as const }]
            : []),
        ]}
      />
      <MarkerList markers={markers} onEdit={onEditMarker} />
    </figure>
  );
}
