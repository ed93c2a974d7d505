import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useWidth } from '../../components/charts/use-width.ts';

export interface HistoryPoint {
  day: string;
  position: number | null;
  checked: boolean;
}

/**
 * One keyword's positions by day, 1 at the top. Days the site was not found, or not checked, have no value: the
 * line breaks there (connectNulls off), so they are never drawn as 0 or 100.
 */
export function HistoryChart({ points }: { points: HistoryPoint[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const found = points.filter((p) => p.position !== null).map((p) => p.position as number);
  const worst = Math.max(10, ...found);
  return (
    <div ref={ref} className="h-64 text-indigo-700">
      {width !== undefined && (
        <LineChart
          width={width}
          height={256}
          data={points}
          margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
        >
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 11, fill: '#475569' }} minTickGap={24} />
          <YAxis
            reversed
            allowDecimals={false}
            domain={[1, worst]}
            tick={{ fontSize: 11, fill: '#475569' }}
            width={36}
            label={{ value: 'position', angle: -90, position: 'insideLeft', fill: '#475569', fontSize: 11 }}
          />
          <Tooltip
            formatter={(v) => [String(v), 'position']}
            labelFormatter={(day) => {
              const p = points.find((x) => x.day === day);
              return p && p.position === null
                ? `${String(day)}: ${p.checked ? 'not in top 100' : 'not checked'}`
                : String(day);
            }}
          />
          <Line
            type="linear"
            dataKey="position"
            stroke="currentColor"
            strokeWidth={2}
            dot={{ r: 2.5 }}
            connectNulls={false}
            isAnimationActive={false}
          />
        </LineChart>
      )}
    </div>
  );
}
