import { Bar, BarChart, CartesianGrid, LabelList, Text, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPercent } from '../../lib/format.ts';
import { ChartLegend } from '../../components/charts/chart-legend.tsx';
import { useWidth } from '../../components/charts/use-width.ts';
import { comparisonLayout, type ComparisonRow } from './comparison-series.ts';
import { ComparisonTable } from './comparison-table.tsx';

const pct = (v: unknown) => (typeof v === 'number' ? formatPercent(v) : '');
const TICK = { fill: 'currentColor', fontSize: 12 };
const COLUMNS_HEIGHT = 288;
// one engine per row: its name over its two bars, and the gap to the next
const ROW_PX = 64;
const rowsHeight = (n: number) => n * ROW_PX + 32;
// room for "100%" past the longest bar
const VALUE_PX = 44;

/**
 * An engine's name over its bars, from the plot's left edge, so it has the chart's whole width and never
 * collides with its neighbours (the tooltip and the table have it whole should it still be cut).
 */
function NameTick({
  x,
  y,
  payload,
  room,
}: {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
  room: number;
}) {
  return (
    <Text
      x={Number(x)}
      y={Number(y) - 22}
      width={room}
      maxLines={1}
      textAnchor="start"
      verticalAnchor="end"
      fill="currentColor"
      fontSize={12}
    >
      {String(payload?.value ?? '')}
    </Text>
  );
}

const bars = (position: 'top' | 'right', size: number | undefined) =>
  (
    [
      ['link', 'Link presence', 'text-indigo-600'],
      ['mention', 'Mention presence', 'text-amber-500'],
    ] as const
  ).map(([key, name, colour]) => (
    <Bar
      key={key}
      dataKey={key}
      name={name}
      fill="currentColor"
      className={colour}
      radius={position === 'top' ? [3, 3, 0, 0] : [0, 3, 3, 0]}
      barSize={size}
      isAnimationActive={false}
    >
      <LabelList dataKey={key} position={position} formatter={pct} fill="currentColor" fontSize={11} />
    </Bar>
  ));

/** Wide: engines side by side, upright bars, names underneath. */
function ColumnsChart({ rows, width }: { rows: ComparisonRow[]; width: number }) {
  return (
    <BarChart
      width={width}
      height={COLUMNS_HEIGHT}
      data={rows}
      // the chart is aria-hidden (the table below is its text): its SVG must not take focus
      accessibilityLayer={false}
      margin={{ top: 20, right: 8, bottom: 4, left: 0 }}
      barGap={2}
      maxBarSize={64}
    >
      <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.2} />
      <XAxis dataKey="label" tick={TICK} stroke="currentColor" interval={0} />
      <YAxis domain={[0, 100]} unit="%" tick={TICK} stroke="currentColor" width={44} interval={0} />
      <Tooltip formatter={(v) => pct(v)} cursor={{ fillOpacity: 0.06 }} />
      {bars('top', undefined)}
    </BarChart>
  );
}

/** Narrow: one engine per row, lying bars with their figures past their ends, so nothing collides. */
function RowsChart({ rows, width }: { rows: ComparisonRow[]; width: number }) {
  return (
    <BarChart
      width={width}
      height={rowsHeight(rows.length)}
      data={rows}
      layout="vertical"
      accessibilityLayer={false}
      margin={{ top: 10, right: VALUE_PX, bottom: 4, left: 12 }}
      barGap={2}
    >
      <CartesianGrid horizontal={false} stroke="currentColor" strokeOpacity={0.2} />
      <XAxis type="number" domain={[0, 100]} unit="%" tick={TICK} stroke="currentColor" interval={0} />
      <YAxis
        type="category"
        dataKey="label"
        width={1}
        tick={<NameTick room={width - 8} />}
        tickLine={false}
        tickSize={0}
        tickMargin={0}
        axisLine={false}
        interval={0}
      />
      <Tooltip formatter={(v) => pct(v)} cursor={{ fillOpacity: 0.06 }} />
      {bars('right', 14)}
    </BarChart>
  );
}

/** Link and mention presence of every engine, side by side, for one range and top N. */
export function ComparisonChart({ rows }: { rows: ComparisonRow[] }) {
  const drawn = rows.filter((r) => r.link !== null || r.mention !== null);
  const [ref, width] = useWidth<HTMLDivElement>();
  const layout = comparisonLayout(width, rows.length);
  return (
    <figure>
      {drawn.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-600">
          No engine has an AI answer in this range yet.
        </p>
      ) : (
        <div
          ref={ref}
          className="text-slate-500"
          style={{ height: layout === 'rows' ? rowsHeight(rows.length) : COLUMNS_HEIGHT }}
          aria-hidden
        >
          {/* sized by the one width measure the layout needs already (no second observer in a container) */}
          {width !== undefined &&
            (layout === 'rows' ? (
              <RowsChart rows={rows} width={width} />
            ) : (
              <ColumnsChart rows={rows} width={width} />
            ))}
        </div>
      )}
      {drawn.length > 0 && (
        <ChartLegend
          items={[
            { label: 'Link presence', className: 'text-indigo-600', marker: 'box' },
            { label: 'Mention presence', className: 'text-amber-500', marker: 'box' },
          ]}
        />
      )}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-700">Show as a table</summary>
        <ComparisonTable rows={rows} />
      </details>
    </figure>
  );
}
