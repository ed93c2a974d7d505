import { MARKER_CLASS, type Marker } from './trend-shape.ts';

/**
 * An annotation marker's label beside its dashed line, on every chart that draws markers (the SVG trend chart and
 * the Recharts ones): `x` is the line, `top` the top of the plot. Labels close to each other go down a row.
 */
export function MarkerText({ marker, x, top }: { marker: Marker; x: number; top: number }) {
  const left = marker.side === 'left';
  return (
    <text
      x={left ? x - 4 : x + 4}
      y={top + 11 + marker.row * 13}
      textAnchor={left ? 'end' : 'start'}
      fill="currentColor"
      fontSize={11}
      className={MARKER_CLASS}
      // a white halo keeps the label legible where it crosses a line or another marker
      stroke="white"
      strokeWidth={3}
      paintOrder="stroke"
    >
      {marker.short}
    </text>
  );
}
