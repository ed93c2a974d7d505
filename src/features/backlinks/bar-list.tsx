import { formatNumber } from '../../lib/format.ts';
import type { BarListRow } from './to-series.ts';

/**
 * A ranked list as a table, each value with a bar behind it (the way top lists read best). Extra columns sit
 * between the label and the value.
 */
export function BarList<T>({
  caption,
  labelHeader,
  valueHeader,
  rows,
  extra = [],
}: {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  rows: BarListRow<T>[];
  extra?: { header: string; cell: (item: T) => string }[];
}) {
  if (rows.length === 0) return <p className="py-4 text-sm text-slate-600">None in this report.</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
          <th scope="col" className="py-1.5 font-semibold">
            {labelHeader}
          </th>
          {extra.map((c) => (
            <th key={c.header} scope="col" className="py-1.5 font-semibold">
              {c.header}
            </th>
          ))}
          <th scope="col" className="w-2/5 py-1.5 text-right font-semibold">
            {valueHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-b border-slate-100">
            <th scope="row" className="max-w-56 truncate py-1.5 pr-2 text-left font-normal" title={r.label}>
              {r.label}
            </th>
            {extra.map((c) => (
              <td key={c.header} className="py-1.5 pr-2 text-slate-700">
                {c.cell(r.item)}
              </td>
            ))}
            <td className="py-1.5">
              <div className="relative flex h-6 items-center justify-end rounded-sm">
                {r.pct !== null && (
                  <div
                    aria-hidden
                    className="absolute inset-y-0 left-0 rounded-sm bg-indigo-100"
                    style={{ width: `${r.pct}%` }}
                  />
                )}
                <span className="relative pr-1.5 tabular-nums">{formatNumber(r.value)}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
