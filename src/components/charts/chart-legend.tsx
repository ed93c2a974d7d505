/**
 * A chart legend in HTML, shared by every chart: each series' colour class, line style and name, so colour is
 * not the only cue.
 */
export interface LegendItem {
  label: string;
  className: string;
  dashed?: boolean;
  /** line (default), box, dot, band (a shaded area) or rule (a dashed vertical marker) */
  marker?: 'line' | 'box' | 'dot' | 'band' | 'rule';
}

export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden>
      {items.map((it) => (
        <li key={it.label} className="flex items-center gap-1.5">
          <svg width="22" height="10" className={it.className}>
            {it.marker === 'box' || it.marker === 'band' ? (
              <rect
                x="3"
                y="0"
                width="16"
                height="10"
                rx="2"
                fill="currentColor"
                fillOpacity={it.marker === 'band' ? 0.25 : 1}
              />
            ) : it.marker === 'rule' ? (
              <line
                x1="11"
                y1="0"
                x2="11"
                y2="10"
                stroke="currentColor"
                strokeWidth="2"
                strokeDasharray="3 2"
              />
            ) : it.marker === 'dot' ? (
              <circle cx="11" cy="5" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
            ) : (
              <line
                x1="1"
                y1="5"
                x2="21"
                y2="5"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeDasharray={it.dashed ? '5 3' : undefined}
              />
            )}
          </svg>
          {it.label}
        </li>
      ))}
    </ul>
  );
}
