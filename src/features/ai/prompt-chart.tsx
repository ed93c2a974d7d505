import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { ChartLegend } from '../../components/charts/chart-legend.tsx';
import { markerLines, MARKER_CLASS } from '../../components/charts/marker-lines.tsx';
import { MarkerList } from '../../components/charts/marker-list.tsx';
import { placeMarkers, type MarkerSource } from '../../components/charts/trend-shape.ts';
import { dayNumber } from '../../lib/dates.ts';
import { describePosition, noAnswerRuns, type PromptPoint, type PromptSeries } from './prompt-series.ts';
import { countOf } from '../../lib/plural.ts';

const count = (n: number | null, one: string, many: string) =>
  n === null ? '' : ` · ${countOf(n, one, many)} in the answer`;

function PointTooltip({
  active,
  payload,
}: {
  active?: boolean;
  payload?: readonly { payload?: PromptPoint }[];
}) {
  const p = payload?.[0]?.payload;
  if (!active || !p) return null;
  return (
    <div className="rounded-md border border-slate-200 bg-white p-2 text-xs text-slate-800 shadow">
      <p className="font-semibold">{formatDate(p.date)}</p>
      {p.kind === 'unchecked' ? (
        <p>Not checked that day</p>
      ) : p.kind === 'no-answer' ? (
        <p>No AI answer that day</p>
      ) : (
        <>
          <p>
            Site link: {describePosition(p.urlPosition, 'not found')}
            {count(p.urlsCount, 'URL', 'URLs')}
          </p>
          <p>
            Brand mention: {describePosition(p.mentionPosition, 'not mentioned')}
            {count(p.mentionsCount, 'mention', 'mentions')}
          </p>
          <p>
            Organic overlap: {formatNumber(p.overlap)} URLs
            {p.overlapPercent !== null ? ` (${formatNumber(p.overlapPercent)}%)` : ''}
          </p>
        </>
      )}
    </div>
  );
}

const AXIS = { tick: { fill: 'currentColor', fontSize: 12 }, stroke: 'currentColor' } as const;

export function PromptChart({
  series,
  annotations = [],
}: {
  series: PromptSeries;
  annotations?: readonly MarkerSource[];
}) {
  const { points, floor } = series;
  const first = points[0];
  const last = points[points.length - 1];
  const markers =
    first && last ? placeMarkers(annotations, [dayNumber(first.date), dayNumber(last.date)]) : [];
  const indexOf = new Map(points.map((p) => [p.date, p.i]));
  const step = floor <= 12 ? 1 : 5;
  const ticks = [
    1,
    ...Array.from({ length: floor - 2 }, (_, i) => i + 2).filter((t) => t % step === 0),
    floor,
    floor + 1,
  ];
  const yTick = (v: number) => (v === floor ? 'not found' : v === floor + 1 ? 'not mentioned' : `#${v}`);
  const xTick = (i: number) => points[i]?.date.slice(5) ?? '';
  return (
    <div>
      <div className="h-80 text-slate-500" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={points}
            margin={{ top: 8, right: 12, bottom: 4, left: 8 }}
            // aria-hidden: its SVG must not take focus
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.2} />
            {noAnswerRuns(points).map(([a, b]) => (
              <ReferenceArea
                key={a}
                x1={a - 0.5}
                x2={b + 0.5}
                fill="currentColor"
                fillOpacity={0.15}
                className="text-slate-400"
                ifOverflow="hidden"
              />
            ))}
            <XAxis
              dataKey="i"
              type="number"
              domain={[-0.5, points.length - 0.5]}
              tickFormatter={xTick}
              allowDecimals={false}
              minTickGap={24}
              {...AXIS}
            />
            <YAxis
              reversed
              domain={[1, floor + 1]}
              ticks={ticks}
              tickFormatter={yTick}
              interval={0}
              width={120}
              padding={{ top: 8, bottom: 8 }}
              {...AXIS}
            />
            <Tooltip content={<PointTooltip />} />
            {markerLines(markers, (m) => indexOf.get(m.date))}
            <Line
              dataKey="link"
              name="Site link position"
              stroke="currentColor"
              className="text-indigo-600"
              strokeWidth={2}
              dot={{ r: 2.5, fill: 'currentColor', stroke: 'currentColor', className: 'text-indigo-600' }}
              connectNulls={false}
              isAnimationActive={false}
            />
            <Line
              dataKey="mention"
              name="Brand mention position"
              stroke="currentColor"
              className="text-amber-500"
              strokeWidth={2}
              strokeDasharray="6 3"
              dot={{
                r: 2.5,
                fill: 'currentColor',
                stroke: 'currentColor',
                strokeDasharray: '',
                className: 'text-amber-500',
              }}
              connectNulls={false}
              isAnimationActive={false}
            />
            <Line
              dataKey="linkAbsent"
              name="Site link not found"
              stroke="none"
              className="text-indigo-600"
              dot={{
                r: 3,
                fill: 'white',
                stroke: 'currentColor',
                strokeWidth: 2,
                className: 'text-indigo-600',
              }}
              activeDot={false}
              isAnimationActive={false}
            />
            <Line
              dataKey="mentionAbsent"
              name="Brand not mentioned"
              stroke="none"
              className="text-amber-500"
              dot={{
                r: 3,
                fill: 'white',
                stroke: 'currentColor',
                strokeWidth: 2,
                className: 'text-amber-500',
              }}
              activeDot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ChartLegend
        items={[
          { label: 'Site link position', className: 'text-indigo-600' },
          { label: 'Brand mention position', className: 'text-amber-500', dashed: true },
          { label: 'not found / not mentioned', className: 'text-slate-600', marker: 'dot' },
          { label: 'no AI answer that day', className: 'text-slate-400', marker: 'band' },
          ...(markers.length
            ? [{ label: 'Annotation', className: MARKER_CLASS, marker: 'rule' as const }]
            : []),
        ]}
      />
      <MarkerList markers={markers} />
    </div>
  );
}
