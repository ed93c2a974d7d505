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
import { formatNumber } from '../../lib/format.ts';
import type { BarDatum } from './to-series.ts';

const num = (v: unknown) => (typeof v === 'number' ? formatNumber(v) : '');

/**
 * Counts of one kind side by side, as horizontal bars with their values. The chart is for the eye; the same
 * numbers are in the list beside it, which is what screen readers read.
 */
export function ProfileChart({
  data,
  className = 'text-indigo-600',
}: {
  data: BarDatum[];
  className?: string;
}) {
  if (data.length === 0) return <p className="py-6 text-sm text-slate-600">The service gave no counts.</p>;
  return (
    <div className="text-slate-500" style={{ height: 36 * data.length + 24 }} aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        {/* aria-hidden (the list beside it is its text): the SVG must not take focus */}
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 56, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke="currentColor" strokeOpacity={0.15} />
          <XAxis
            type="number"
            tick={{ fill: 'currentColor', fontSize: 11 }}
            stroke="currentColor"
            tickFormatter={num}
          />
          <YAxis
            type="category"
            dataKey="label"
            width={128}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            stroke="currentColor"
            interval={0}
          />
          <Tooltip formatter={(v) => num(v)} cursor={{ fillOpacity: 0.06 }} />
          <Bar dataKey="value" name="Count" fill="currentColor" className={className} radius={[0, 3, 3, 0]}>
            <LabelList
              dataKey="value"
              position="right"
              formatter={num}
              className="fill-slate-700 text-[11px]"
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
