import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatPercent } from '../../lib/format.ts';
import { ChartLegend } from '../../components/charts/chart-legend.tsx';
import type { ComparisonRow } from './comparison-series.ts';

const pct = (v: unknown) => (typeof v === 'number' ? formatPercent(v) : '');

/** Link and mention presence of every engine, side by side, for one range and top N. */
export function ComparisonChart({ rows }: { rows: ComparisonRow[] }) {
  const drawn = rows.filter((r) => r.link !== null || r.mention !== null);
  return (
    <figure>
      {drawn.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-600">
          No engine has an AI answer in this range yet.
        </p>
      ) : (
        <div className="h-72 text-slate-500" aria-hidden>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={rows}
              // the chart is aria-hidden (the table below is its text): its SVG must not take focus
              accessibilityLayer={false}
              margin={{ top: 20, right: 8, bottom: 4, left: 0 }}
              barGap={2}
              maxBarSize={64}
            >
              <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.2} />
              <XAxis
                dataKey="label"
                tick={{ fill: 'currentColor', fontSize: 12 }}
                stroke="currentColor"
                interval={0}
              />
              <YAxis
                domain={[0, 100]}
                unit="%"
                tick={{ fill: 'currentColor', fontSize: 12 }}
                stroke="currentColor"
                width={44}
              />
              <Tooltip formatter={(v) => pct(v)} cursor={{ fillOpacity: 0.06 }} />
              <Bar
                dataKey="link"
                name="Link presence"
                fill="currentColor"
                className="text-indigo-600"
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              >
                <LabelList dataKey="link" position="top" formatter={pct} fill="currentColor" fontSize={11} />
              </Bar>
              <Bar
                dataKey="mention"
                name="Mention presence"
                fill="currentColor"
                className="text-amber-500"
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              >
                <LabelList
                  dataKey="mention"
                  position="top"
                  formatter={pct}
                  fill="currentColor"
                  fontSize={11}
                />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
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
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Link and mention presence by engine</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs text-slate-600">
              <th scope="col" className="py-1">
                Engine
              </th>
              <th scope="col">Link presence</th>
              <th scope="col">Mention presence</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.engineId} className="border-b border-slate-100">
                <th scope="row" className="py-1 font-normal">
                  {r.label}
                </th>
                <td className="tabular-nums">{formatPercent(r.link)}</td>
                <td className="tabular-nums">{formatPercent(r.mention)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
