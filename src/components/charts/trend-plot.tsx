import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { MarkerText } from './marker-text.tsx';
import { printedWidth } from './print-width.ts';
import { TrendTooltip } from './trend-tooltip.tsx';
import {
  dayTickCount,
  dayTicks,
  loneIndexes,
  MARKER_CLASS,
  niceTicks,
  tickLabel,
  type Marker,
  type TrendRow,
  type TrendSeries,
} from './trend-shape.ts';

export interface TrendPlotProps {
  /** what the chart shows: the name of its day-by-day keyboard control */
  label: string;
  rows: readonly TrendRow[];
  series: readonly TrendSeries[];
  domain: [number, number];
  yDomain: [number, number | 'auto'];
  reversed: boolean;
  unit?: string;
  format: (v: number | null) => string;
  markers: readonly Marker[];
  dots: 'lone' | 'all';
  onDayClick?: (day: string) => void;
}

/** Room around the plot: the value axis on the left, the day axis below, marker labels above. */
const Y_AXIS = 52;
const RIGHT = 16;
const X_AXIS = 24;
const BOTTOM = 4;
const TICK = 6;
const FONT = 11;

/**
 * The size of the box the plot fills (the chart's CSS sets its height), followed as it changes. Printing is not a
 * resize the page sees: the browser lays the page out for the sheet after `beforeprint`, and prints what is drawn.
 * So as printing starts the chart is drawn again, at once, at the width it will have on paper (print-width.ts),
 * and again at its box's after.
 */
function useBoxSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number }>();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const set = (width: number, height: number) => {
      const next = { width: Math.round(width), height: Math.round(height) };
      setSize((now) => (now?.width === next.width && now.height === next.height ? now : next));
    };
    const forPrint = () => {
      const box = el.getBoundingClientRect();
      const page = document.documentElement.clientWidth;
      // a report laid out for the sheet (its print layout) is at the printed width already
      const laidOut = el.closest('.sb-print-layout') !== null;
      flushSync(() => set(printedWidth(box.width, page, undefined, laidOut), box.height));
    };
    const onScreen = () => {
      const box = el.getBoundingClientRect();
      flushSync(() => set(box.width, box.height));
    };
    const print = window.matchMedia?.('print');
    const onMedia = (e: MediaQueryListEvent) => (e.matches ? forPrint() : onScreen());
    window.addEventListener('beforeprint', forPrint);
    window.addEventListener('afterprint', onScreen);
    print?.addEventListener?.('change', onMedia);
    const seen =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(([entry]) => {
            const box = entry?.contentRect;
            if (box) set(box.width, box.height);
          });
    seen?.observe(el);
    return () => {
      seen?.disconnect();
      window.removeEventListener('beforeprint', forPrint);
      window.removeEventListener('afterprint', onScreen);
      print?.removeEventListener?.('change', onMedia);
    };
  }, []);
  return [ref, size] as const;
}

/** Each run of days with a value as one path: a day without one is a gap in the line, never a zero. */
function linePath(
  rows: readonly TrendRow[],
  key: string,
  x: (v: number) => number,
  y: (v: number) => number,
): string {
  let d = '';
  let open = false;
  for (const r of rows) {
    const v = r[key];
    if (typeof v !== 'number') {
      open = false;
      continue;
    }
    d += `${open ? 'L' : 'M'}${x(r.x).toFixed(1)},${y(v).toFixed(1)}`;
    open = true;
  }
  return d;
}

/**
 * The drawing of a trend chart (trend-chart.tsx), in plain SVG: days along the bottom, values up the left, a
 * line per series, the site's annotations as dashed markers, and a day's figures in a tooltip under the pointer.
 * Not the chart library: it took a phone's main thread for a few hundred milliseconds per chart (its store and
 * selectors, and a DOM measure of every tick label); this draws the same picture in a few milliseconds.
 */
export function TrendPlot({
  label,
  rows,
  series,
  domain,
  yDomain,
  reversed,
  unit,
  format,
  markers,
  dots,
  onDayClick,
}: TrendPlotProps) {
  const [box, size] = useBoxSize();
  const [active, setActive] = useState<number>();
  const width = size?.width ?? 0;
  const height = size?.height ?? 0;
  const top = markers.length ? 22 : 8;
  const left = Y_AXIS;
  const right = Math.max(left + 1, width - RIGHT);
  const bottom = Math.max(top + 1, height - BOTTOM - X_AXIS);

  const [first, last] = domain;
  const x = (day: number) => left + ((day - first) / (last - first || 1)) * (right - left);
  const keys = series.map((s) => s.key);
  let largest = -Infinity;
  for (const r of rows)
    for (const k of keys) {
      const v = r[k];
      if (typeof v === 'number' && v > largest) largest = v;
    }
  const [low, high] = yDomain;
  const ticks = niceTicks(low, high === 'auto' ? Math.max(low, largest) : high);
  const ceiling = ticks[ticks.length - 1] ?? low + 1;
  const share = (v: number) => (v - low) / (ceiling - low || 1);
  const y = (v: number) => (reversed ? top + share(v) * (bottom - top) : bottom - share(v) * (bottom - top));

  /** The row nearest the pointer, by day. */
  const rowAt = (e: { clientX: number; currentTarget: SVGRectElement }) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const day = first + ((e.clientX - rect.left) / (rect.width || 1)) * (last - first);
    let best = 0;
    rows.forEach((r, i) => {
      if (Math.abs(r.x - day) < Math.abs((rows[best]?.x ?? Infinity) - day)) best = i;
    });
    return best;
  };
  const shown = active === undefined ? undefined : rows[active];
  const lastRow = rows.length - 1;
  const current = rows[active ?? lastRow];
  const dayText = (r: TrendRow) =>
    `${formatDate(r.date)}: ${series
      .map((s) => `${s.label} ${format(typeof r[s.key] === 'number' ? (r[s.key] as number) : null)}`)
      .join('; ')}`;
  /** Arrow keys walk the days (the tooltip follows), Home and End jump, Enter picks the day as a click does. */
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = active ?? lastRow;
    const step: Record<string, number> = {
      ArrowLeft: at - 1,
      ArrowDown: at - 1,
      ArrowRight: at + 1,
      ArrowUp: at + 1,
    };
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? lastRow : step[e.key];
    if (next !== undefined) {
      e.preventDefault();
      setActive(Math.max(0, Math.min(lastRow, next)));
    } else if (e.key === 'Enter' && onDayClick) {
      e.preventDefault();
      const day = rows[at]?.date;
      if (day) onDayClick(day);
    }
  };
  const tipLeft = shown !== undefined && x(shown.x) > width / 2;

  return (
    // a keyboard stop, as the chart library's was: a slider over the days, read out as each day's figures
    <div
      ref={box}
      className="relative h-full w-full rounded-sm outline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-600"
      role="slider"
      tabIndex={0}
      aria-label={`${label}, day by day`}
      aria-valuemin={0}
      aria-valuemax={lastRow}
      aria-valuenow={active ?? lastRow}
      aria-valuetext={current ? dayText(current) : undefined}
      onFocus={() => setActive((a) => a ?? lastRow)}
      onBlur={() => setActive(undefined)}
      onKeyDown={onKey}
    >
      {size && width > left + RIGHT && (
        // drawn for a box of width × height, and scaled to the box it is in should that differ when printed (a
        // print the chart was not told of): smaller, never past its card or under its legend
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width="100%"
          height="100%"
          className="block overflow-visible"
          aria-hidden
        >
          {ticks.map((t) => (
            <g key={t}>
              <line x1={left} x2={right} y1={y(t)} y2={y(t)} stroke="currentColor" strokeOpacity={0.2} />
              <line x1={left - TICK} x2={left} y1={y(t)} y2={y(t)} stroke="currentColor" />
              <text
                x={left - TICK - 2}
                y={y(t)}
                dy="0.355em"
                textAnchor="end"
                fontSize={FONT}
                fill="currentColor"
              >
                {`${formatNumber(t)}${unit ?? ''}`}
              </text>
            </g>
          ))}
          <line x1={left} x2={left} y1={top} y2={bottom} stroke="currentColor" />
          <line x1={left} x2={right} y1={bottom} y2={bottom} stroke="currentColor" />
          {dayTicks(domain, dayTickCount(domain)).map((d) => (
            <g key={d}>
              <line x1={x(d)} x2={x(d)} y1={bottom} y2={bottom + TICK} stroke="currentColor" />
              <text
                x={x(d)}
                y={bottom + TICK + 2}
                dy="0.71em"
                textAnchor="middle"
                fontSize={FONT}
                fill="currentColor"
              >
                {tickLabel(d, domain)}
              </text>
            </g>
          ))}
          {markers.map((m) => {
            const at = x(m.x);
            return (
              <g key={`marker-${m.date}`} className={MARKER_CLASS}>
                <line
                  x1={at}
                  x2={at}
                  y1={top}
                  y2={bottom}
                  stroke="currentColor"
                  strokeDasharray="4 3"
                  strokeWidth={1.5}
                />
                <MarkerText marker={m} x={at} top={top} />
              </g>
            );
          })}
          {series.map((s) => {
            const lone = loneIndexes(rows, s.key);
            return (
              <g key={s.key} className={s.className}>
                <path
                  d={linePath(rows, s.key, x, y)}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeDasharray={s.dashed ? '6 3' : undefined}
                  strokeLinejoin="round"
                />
                {rows.map((r, i) => {
                  const v = r[s.key];
                  if (typeof v !== 'number' || (dots === 'lone' && !lone.has(i))) return null;
                  return <circle key={r.date} cx={x(r.x)} cy={y(v)} r={3} fill="currentColor" />;
                })}
              </g>
            );
          })}
          {shown && (
            <g>
              <line x1={x(shown.x)} x2={x(shown.x)} y1={top} y2={bottom} stroke="#94a3b8" />
              {series.map((s) => {
                const v = shown[s.key];
                return typeof v === 'number' ? (
                  <circle
                    key={s.key}
                    cx={x(shown.x)}
                    cy={y(v)}
                    r={4}
                    fill="currentColor"
                    stroke="white"
                    className={s.className}
                  />
                ) : null;
              })}
            </g>
          )}
          <rect
            x={left}
            y={top}
            width={right - left}
            height={bottom - top}
            fill="transparent"
            onPointerMove={(e) => setActive(rowAt(e))}
            onPointerLeave={() => setActive(undefined)}
            onClick={(e) => {
              const day = rows[rowAt(e)]?.date;
              if (onDayClick && day) onDayClick(day);
            }}
          />
        </svg>
      )}
      {shown && (
        <div
          className="pointer-events-none absolute z-10"
          // on the side of the day with more room, and no wider than that room (a phone's chart is narrow)
          style={{
            top,
            maxWidth: Math.max(120, (tipLeft ? x(shown.x) : width - x(shown.x)) - 12),
            ...(tipLeft ? { right: width - x(shown.x) + 12 } : { left: x(shown.x) + 12 }),
          }}
        >
          <TrendTooltip
            active
            payload={[{ payload: shown }]}
            series={series}
            format={format}
            markers={markers}
          />
        </div>
      )}
    </div>
  );
}
