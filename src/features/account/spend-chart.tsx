import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCreditCount } from './spend-view.ts';

/** Credits this month by area. Loaded lazily: the chart library stays out of the account page's first chunk. */
export default function SpendChart({ data }: { data: { area: string; credits: number }[] }) {
  return (
    <div
      className="h-48 text-indigo-600"
      role="img"
      aria-label={`Credits this month by area: ${data.map((d) => `${d.area} ${formatCreditCount(d.credits)}`).join(', ')}`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid
            strokeDasharray="3 3"
            className="text-slate-200"
            stroke="currentColor"
            vertical={false}
          />
          <XAxis dataKey="area" tick={{ fontSize: 12, fill: '#475569' }} />
          {/* ticks read like the tiles above them: "1,430", not "1430" */}
          <YAxis
            allowDecimals={false}
            tick={{ fontSize: 12, fill: '#475569' }}
            tickFormatter={formatCreditCount}
            width={56}
          />
          <Tooltip formatter={(v) => (typeof v === 'number' ? formatCreditCount(v) : String(v))} />
          <Bar dataKey="credits" name="Credits" fill="currentColor" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
