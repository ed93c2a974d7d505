import { formatNumber } from '../../lib/format.ts';
import { ChartLegend } from './chart-legend.tsx';
import { MarkerList } from './marker-list.tsx';
import { TrendPlot } from './trend-plot.tsx';
import {
  chartRows,
  dayDomain,
  hasValues,
  MARKER_CLASS,
  placeMarkers,
  trendCaption,
  type MarkerSource,
  type TrendDatum,
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

/**
 * The one trend chart: series over days on a time axis, null days as gaps (never 0), and the site's
 * annotations as dashed markers, drawn by trend-plot.tsx; pages reach it through lazy-trend-chart.tsx.
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
        <TrendPlot
          label={title}
          rows={rows}
          series={series}
          domain={domain}
          yDomain={yDomain}
          reversed={reversed}
          unit={unit}
          format={format}
          markers={markers}
          dots={dots}
          onDayClick={onDayClick}
        />
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
