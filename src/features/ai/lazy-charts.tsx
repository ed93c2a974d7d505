import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The charts load on demand: the chart library is the heaviest part of these pages, and the prompts tab,
 * the rankings table and every figure render without it. A placeholder of the chart's height keeps the
 * page from jumping when it arrives. (The visibility trend is the shared components/charts/ one.)
 */
const Comparison = lazy(() => import('./comparison-chart.tsx').then((m) => ({ default: m.ComparisonChart })));
const Prompt = lazy(() => import('./prompt-chart.tsx').then((m) => ({ default: m.PromptChart })));

function Placeholder({ height }: { height: string }) {
  return (
    <div role="status" className={`${height} flex items-center justify-center text-sm text-slate-500`}>
      Drawing the chart…
    </div>
  );
}

export function LazyComparisonChart(props: ComponentProps<typeof Comparison>) {
  return (
    <Suspense fallback={<Placeholder height="h-72" />}>
      <Comparison {...props} />
    </Suspense>
  );
}

export function LazyPromptChart(props: ComponentProps<typeof Prompt>) {
  return (
    <Suspense fallback={<Placeholder height="h-80" />}>
      <Prompt {...props} />
    </Suspense>
  );
}
