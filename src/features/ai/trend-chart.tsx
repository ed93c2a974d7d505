import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatNumber, formatPercent } from '../../lib/format.ts';
import { ChartLegend } from './chart-legend.tsx';
import type { TrendPoint } from '../../lib/ai-trend.ts';

const shortDate = (d: string) => d.slice(5);

function TrendTooltip({
  active,
  payload,
}: {
  active?: boolean;
  payload?: readonly { payload?: TrendPoint }[];
}) {
  const p = payload?.[0]?.payload;
  if (!active || !p) return null;
  return (
    <div className="rounded-md border border-slate-200 bg-white p-2 text-xs text-slate-800 shadow">
      <p className="font-semibold">{formatDate(p.date)}</p>
      {p.answered === 0 ? (
        <p>{p.checked === 0 ? 'Not checked that day' : 'No AI answer that day'}</p>
      ) : (
        <>
          <p>Link presence: {formatPercent(p.link)}</p>
          <p>Mention presence: {formatPercent(p.mention)}</p>
          <p className="text-slate-600">
            of {formatNumber(p.answered)} prompts with an AI answer ({formatNumber(p.checked)} checked)
          </p>
        </>
      )}
    </div>
  );
}

type DotProps = { cx?: number; cy?: number; index?: number };

/** A day whose neighbours are gaps would draw no line at all: it gets a dot so it still shows. */
function isolatedDot(points: readonly TrendPoint[], key: 'link' | 'mention', className: string) {
  const IsolatedDot = ({ cx, cy, index = 0 }: DotProps) => {
    const lone =
      points[index]?.[key] != null && points[index - 1]?.[key] == null && points[index + 1]?.[key] == null;
    if (!lone || cx === undefined || cy === undefined) return <g key={index} />;
    return <circle key={index} cx={cx} cy={cy} r={3} fill="currentColor" className={className} />;
  };
  return IsolatedDot;
}

/** Daily link and mention presence; a day with no AI answer at all is a gap, not a 0%. */
export function TrendChart({ points, top }: { points: TrendPoint[]; top: number }) {
  const drawn = points.some((p) => p.link !== null || p.mention !== null);
  if (!drawn) {
    return <p className="py-8 text-center text-sm text-slate-600">No AI answers in this range yet.</p>;
  }
  return (
    <figure>
      <figcaption className="sr-only">
        Daily share of prompts with the site&apos;s link and with a brand mention
        {top ? ` in the top ${top}` : ''}; days without any AI answer are left out.
      </figcaption>
      <div className="h-72 text-slate-500">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 12, bottom: 4, left: 0 }}>
            <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.2} />
            <XAxis
              dataKey="date"
              tickFormatter={shortDate}
              minTickGap={24}
              tick={{ fill: 'currentColor', fontSize: 12 }}
              stroke="currentColor"
            />
            <YAxis
              domain={[0, 100]}
              unit="%"
              width={44}
              tick={{ fill: 'currentColor', fontSize: 12 }}
              stroke="currentColor"
            />
            <Tooltip content={<TrendTooltip />} />
            <Line
              type="linear"
              dataKey="link"
              name="Link presence"
              stroke="currentColor"
              className="text-indigo-600"
              strokeWidth={2}
              dot={isolatedDot(points, 'link', 'text-indigo-600')}
              connectNulls={false}
              isAnimationActive={false}
            />
            <Line
              type="linear"
              dataKey="mention"
              name="Mention presence"
              stroke="currentColor"
              className="text-amber-500"
              strokeWidth={2}
              strokeDasharray="6 3"
              dot={isolatedDot(points, 'mention', 'text-amber-500')}
              connectNulls={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ChartLegend
        items={[
          { label: 'Link presence', className: 'text-indigo-600' },
          { label: 'Mention presence', className: 'text-amber-500', dashed: true },
        ]}
      />
    </figure>
  );
}
