import { lazy, memo, Suspense, type ComponentProps } from 'react';
import { DrawWhenNear } from '../../components/charts/draw-when-near.tsx';

/**
 * The charts load on demand: the chart library is the heaviest part of these pages, and the prompts tab,
 * the rankings table and every figure render without it. A placeholder of the chart's height keeps the
 * page from jumping when it arrives. (The visibility trend is the shared components/charts/ one.)
 */
// drawn again only when a bar's figures change, not on every render of the page around it
const Comparison = lazy(() =>
  import('./comparison-chart.tsx').then((m) => ({
    default: memo(m.ComparisonChart, (a, b) => JSON.stringify(a.rows) === JSON.stringify(b.rows)),
  })),
);
const Prompt = lazy(() => import('./prompt-chart.tsx').then((m) => ({ default: m.PromptChart })));

function Placeholder({ height, legend = false }: { height: string; legend?: boolean }) {
  return (
    <>
      <div role="status" className={`${height} flex items-center justify-center text-sm text-slate-500`}>
        Drawing the chart…
      </div>
      {/* the legend's line under the chart, kept so the text below does not move when the chart arrives */}
      {legend && <div className="h-4" aria-hidden />}
    </>
  );
}

/** `rows` is null until every engine's statistics are in: one drawing, not one per answer as they arrive. */
export function LazyComparisonChart({ rows }: { rows: ComponentProps<typeof Comparison>['rows'] | null }) {
  if (!rows) return <Placeholder height="h-72" />;
  return (
    <DrawWhenNear placeholder={<Placeholder height="h-72" />}>
      <Suspense fallback={<Placeholder height="h-72" />}>
        <Comparison rows={rows} />
      </Suspense>
    </DrawWhenNear>
  );
}

export function LazyPromptChart(props: ComponentProps<typeof Prompt>) {
  return (
    <DrawWhenNear placeholder={<Placeholder height="h-80" legend />}>
      <Suspense fallback={<Placeholder height="h-80" legend />}>
        <Prompt {...props} />
      </Suspense>
    </DrawWhenNear>
  );
}
