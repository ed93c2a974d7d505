// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrendPlot } from './trend-plot.tsx';
import { chartRows, dayDomain, placeMarkers } from './trend-shape.ts';

// jsdom lays nothing out: the box the plot fills reports 452 x 300
class FixedBox {
  constructor(private report: ResizeObserverCallback) {}
  observe(el: Element) {
    this.report([{ contentRect: { width: 452, height: 300 } } as ResizeObserverEntry], this as never);
    void el;
  }
  disconnect() {}
}

const data = [
  { date: '2026-11-01', values: { link: 40, mention: 60 } },
  { date: '2026-11-02', values: { link: 50, mention: 65 } },
  { date: '2026-11-03', values: { link: null, mention: 70 } },
  { date: '2026-11-04', values: { link: 30, mention: 72 } },
  { date: '2026-11-05', values: { link: 35, mention: null } },
];
const series = [
  { key: 'link', label: 'Link presence', className: 'text-indigo-600' },
  { key: 'mention', label: 'Mention presence', className: 'text-amber-500', dashed: true },
];

function draw(onDayClick?: (day: string) => void) {
  const rows = chartRows(data, ['link', 'mention']);
  const domain = dayDomain(rows);
  if (!domain) throw new Error('no days');
  const markers = placeMarkers([{ id: 1, date: '2026-11-03', label: 'Pricing page live' }], domain);
  const { container } = render(
    <TrendPlot
      label="ChatGPT #301: daily presence"
      rows={rows}
      series={series}
      domain={domain}
      yDomain={[0, 100]}
      reversed={false}
      unit="%"
      format={(v) => (v === null ? 'no data' : `${v}%`)}
      markers={markers}
      dots="lone"
      onDayClick={onDayClick}
    />,
  );
  const plot = container.querySelector('rect');
  if (!plot) throw new Error('nothing drawn');
  // the plot spans x 52..436 (452 - 16): one day is 96 px
  plot.getBoundingClientRect = () => ({ left: 52, width: 384, top: 22, height: 250 }) as DOMRect;
  return { container, plot };
}

describe('TrendPlot', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', FixedBox));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws a day without a value as a gap in its line, never as a zero, and a lone value as a dot', () => {
    const { container } = draw();
    const [link = '', mention = ''] = [...container.querySelectorAll('path')].map(
      (p) => p.getAttribute('d') ?? '',
    );
    // link: days 1-2, a gap on day 3, then days 4-5: two runs
    expect(link.match(/M/g)).toHaveLength(2);
    expect(link).not.toMatch(/,272\.0/); // the value axis' 0 (the plot's bottom) is never reached
    expect(mention.match(/M/g)).toHaveLength(1);
    // no lone value here: no dots
    expect(container.querySelectorAll('circle')).toHaveLength(0);
    expect(screen.getByText('Pricing page live')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it("shows the day under the pointer with each series' figure, and a click gives that day", () => {
    const clicked = vi.fn();
    const { plot } = draw(clicked);
    // pointer 100 px into the plot: nearest day is the 2nd (96 px)
    act(() => void fireEvent.pointerMove(plot, { clientX: 152 }));
    expect(screen.getByText('Link presence: 50%')).toBeInTheDocument();
    expect(screen.getByText('Mention presence: 65%')).toBeInTheDocument();
    fireEvent.click(plot, { clientX: 152 + 96 });
    expect(clicked).toHaveBeenCalledWith('2026-11-03');
    act(() => void fireEvent.pointerMove(plot, { clientX: 52 + 96 * 2 }));
    // the gap says so, and the day's marker is listed
    expect(screen.getByText('Link presence: no data')).toBeInTheDocument();
    expect(screen.getByText('┆ Pricing page live')).toBeInTheDocument();
    fireEvent.pointerLeave(plot);
    expect(screen.queryByText(/Link presence:/)).not.toBeInTheDocument();
  });

  it('walks the days from the keyboard, says each day with its figures, and Enter picks the day', async () => {
    const clicked = vi.fn();
    draw(clicked);
    const days = screen.getByRole('slider', { name: 'ChatGPT #301: daily presence, day by day' });
    act(() => days.focus());
    // focused: the last day, read out and shown
    expect(days).toHaveAttribute(
      'aria-valuetext',
      'Nov 5, 2026: Link presence 35%; Mention presence no data',
    );
    expect(screen.getByText('Link presence: 35%')).toBeInTheDocument();
    fireEvent.keyDown(days, { key: 'ArrowLeft' });
    fireEvent.keyDown(days, { key: 'ArrowLeft' });
    expect(days).toHaveAttribute(
      'aria-valuetext',
      'Nov 3, 2026: Link presence no data; Mention presence 70%',
    );
    expect(days).toHaveAttribute('aria-valuenow', '2');
    fireEvent.keyDown(days, { key: 'Enter' });
    expect(clicked).toHaveBeenCalledWith('2026-11-03');
    fireEvent.keyDown(days, { key: 'Home' });
    expect(screen.getByText('Link presence: 40%')).toBeInTheDocument();
    fireEvent.keyDown(days, { key: 'ArrowLeft' }); // stays on the first day
    expect(days).toHaveAttribute('aria-valuenow', '0');
    act(() => days.blur());
    expect(screen.queryByText(/Link presence:/)).not.toBeInTheDocument();
  });

  it('is drawn again at the width it will have on paper as printing starts, and at its own after', () => {
    const { container } = draw();
    const svg = () => container.querySelector('svg');
    expect(svg()).toHaveAttribute('viewBox', '0 0 452 300');
    // on screen the chart is 1302 px wide in a 1366 px window; the sheet is 702 px wide
    const box = container.querySelector('[role="slider"]') as HTMLElement;
    box.getBoundingClientRect = () => ({ left: 32, width: 1302, top: 0, height: 300 }) as DOMRect;
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1366 });
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(svg()).toHaveAttribute('viewBox', '0 0 638 300');
    // the drawing fills its box whatever its width: never past its card
    expect(svg()).toHaveAttribute('width', '100%');
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(svg()).toHaveAttribute('viewBox', '0 0 1302 300');
  });
});
