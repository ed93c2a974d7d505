import { lazy, Suspense } from 'react';
import { DrawWhenNear } from './draw-when-near.tsx';
import type { TrendChartProps } from './trend-chart.tsx';
import { trendCaption } from './trend-shape.ts';

/**
 * The trend chart on demand: its code stays out of the entry chunk, and it is drawn only when it comes near the
 * viewport (draw-when-near.tsx). A placeholder of the chart's height keeps the page from jumping when it arrives.
 */
const Trend = lazy(() => import('./trend-chart.tsx').then((m) => ({ default: m.TrendChart })));

export function LazyTrendChart(props: TrendChartProps) {
  const height = props.size === 'short' ? 'h-56' : 'h-72';
  // not a status (a page of charts would announce each): a figure whose caption is the chart's own text
  const placeholder = (
    <figure className={`${height} flex items-center justify-center text-sm text-slate-500`}>
      <figcaption className="sr-only">
        {trendCaption(props.title, props.summary, props.data, props.series, props.annotations)}
      </figcaption>
      <span aria-hidden>Drawing the chart…</span>
    </figure>
  );
  return (
    <DrawWhenNear placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <Trend {...props} />
      </Suspense>
    </DrawWhenNear>
  );
}
