import { ReferenceLine } from 'recharts';
import { MarkerText } from './marker-text.tsx';
import { MARKER_CLASS, type Marker } from './trend-shape.ts';

export { MARKER_CLASS };

/** recharts passes the line's box: x is the line, y its top. */
function MarkerLabel({ marker, viewBox }: { marker: Marker; viewBox?: { x?: number; y?: number } }) {
  return <MarkerText marker={marker} x={viewBox?.x ?? 0} top={viewBox?.y ?? 0} />;
}

/**
 * Dashed vertical lines with their labels, one per annotated day. A function, not a component: recharts reads
 * its children's types. `toX` maps a marker to the chart's x value (a day number, or an index).
 */
export function markerLines(markers: readonly Marker[], toX: (m: Marker) => number | undefined = (m) => m.x) {
  return markers.flatMap((m) => {
    const x = toX(m);
    if (x === undefined) return [];
    return [
      <ReferenceLine
        key={`marker-${m.date}`}
        x={x}
        stroke="currentColor"
        className={MARKER_CLASS}
        strokeDasharray="4 3"
        strokeWidth={1.5}
        ifOverflow="discard"
        label={<MarkerLabel marker={m} />}
      />,
    ];
  });
}
