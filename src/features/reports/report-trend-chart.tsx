import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Annotation } from '../../api/annotations.ts';
import type { TrendPoint } from '../../lib/ai-trend.ts';
import { formatDate, formatPercent } from '../../lib/format.ts';

/** Annotations inside the chart's range: markers outside it would stretch the axis. */
export function markersIn(annotations: readonly Annotation[], points: readonly TrendPoint[]): Annotation[] {
  const first = points[0]?.date;
  const last = points[points.length - 1]?.date;
  if (!first || !last) return [];
  return annotations.filter((a) => a.date >= first && a.date <= last);
}

/**
 * The visibility trend with the site's annotations as dashed vertical markers. Null days are gaps (spec:
 * null = no AI block that day), never 0 %. Clicking a day offers it to the annotation form.
 */
export function ReportTrendChart({
  points,
  annotations,
  title,
  onPickDay,
}: {
  points: TrendPoint[];
  annotations: readonly Annotation[];
  title: string;
  onPickDay?: (day: string) => void;
}) {
  if (!points.some((p) => p.link !== null || p.mention !== null)) {
    return <p className="py-6 text-center text-sm text-slate-600">No AI answers in this range yet.</p>;
  }
  const markers = markersIn(annotations, points);
  // A marker in the right half writes its label to the left of the line, so it is not cut at the edge.
  const middle = points[Math.floor(points.length / 2)]?.date ?? '';
  return (
    <figure>
      <figcaption className="sr-only">
        {title}: daily link and mention presence; days without an AI answer are left out.
        {markers.length ? ` Markers: ${markers.map((m) => `${m.date} ${m.label}`).join('; ')}.` : ''}
      </figcaption>
      <div className="h-56 w-full text-slate-500 print:h-48" data-testid="report-trend">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={points}
            margin={{ top: 18, right: 12, bottom: 4, left: 0 }}
            onClick={(s) => {
              const day = s?.activeLabel;
              if (onPickDay && typeof day === 'string') onPickDay(day);
            }}
          >
            <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.2} />
            <XAxis
              dataKey="date"
              tickFormatter={(d: string) => d.slice(5)}
              minTickGap={24}
              tick={{ fill: 'currentColor', fontSize: 11 }}
              stroke="currentColor"
            />
            <YAxis
              domain={[0, 100]}
              unit="%"
              width={44}
              tick={{ fill: 'currentColor', fontSize: 11 }}
              stroke="currentColor"
            />
            <Tooltip
              formatter={(v) => formatPercent(typeof v === 'number' ? v : null)}
              labelFormatter={(d) => formatDate(String(d))}
            />
            {markers.map((m) => (
              <ReferenceLine
                key={m.id}
                x={m.date}
                stroke="currentColor"
                className="text-amber-600"
                strokeDasharray="4 3"
                label={{
                  value: m.label,
                  position: m.date > middle ? 'insideTopRight' : 'insideTopLeft',
                  fill: 'currentColor',
                  fontSize: 11,
                }}
              />
            ))}
            <Line
              type="linear"
              dataKey="link"
              name="Link presence"
              stroke="currentColor"
              className="text-indigo-600"
              strokeWidth={2}
              dot={false}
              connectNulls={false}
              isAnimationActive={false}
            />
            <Line
              type="linear"
              dataKey="mention"
              name="Mention presence"
              stroke="currentColor"
              className="text-emerald-600"
              strokeWidth={2}
              strokeDasharray="6 3"
              dot={false}
              connectNulls={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <p className="mt-1 flex flex-wrap gap-4 text-xs text-slate-700" aria-hidden>
        <span>
          <span className="text-indigo-600">━━</span> Link presence
        </span>
        <span>
          <span className="text-emerald-600">╍╍</span> Mention presence
        </span>
        {markers.length > 0 && (
          <span>
            <span className="text-amber-600">┆</span> Annotation
          </span>
        )}
      </p>
    </figure>
  );
}
