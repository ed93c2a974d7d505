// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { LazyTrendChart } from './lazy-trend-chart.tsx';

/** An IntersectionObserver that never reports: the chart stays far below the viewport. */
class FarAway {
  observe() {}
  disconnect() {}
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("a chart not drawn yet gives a screen reader the chart's own text: title, summary and markers", () => {
  vi.stubGlobal('IntersectionObserver', FarAway);
  render(
    <LazyTrendChart
      title="Share of voice by day"
      summary="a gap is a day without data"
      data={[
        { date: '2026-11-01', values: { share: 12 } },
        { date: '2026-11-02', values: { share: null } },
        { date: '2026-11-03', values: { share: 15 } },
      ]}
      series={[{ key: 'share', label: 'Share', className: 'text-indigo-600' }]}
      annotations={[{ id: 1, date: '2026-11-02', label: 'Launch' }]}
    />,
  );
  // the figure's caption, as the drawn chart has it (browsers name a figure by its figcaption)
  expect(screen.getByRole('figure').querySelector('figcaption')).toHaveTextContent(
    'Share of voice by day: a gap is a day without data Markers: 2026-11-02 Launch.',
  );
  // not a live region: a page of charts would announce each
  expect(screen.queryByRole('status')).toBeNull();
});
