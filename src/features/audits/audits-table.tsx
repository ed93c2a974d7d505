import { Link } from '@tanstack/react-router';
import type { AuditListItem } from '../../api/audit-schemas.ts';
import { TableScroll } from '../../components/ui/table-scroll.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { Change } from '../../components/change.tsx';
import { RISE, statChange, type StatKey } from './report-shape.ts';
import { AuditStatusBadge } from './status-badge.tsx';

const FIGURES: [StatKey, string][] = [
  ['score', 'Score'],
  ['errors', 'Errors'],
  ['warnings', 'Warnings'],
  ['notices', 'Notices'],
  ['crawled', 'Pages crawled'],
];

/** The audit list: each figure with its change against prev_stats (none shown when there was no earlier run). */
export function AuditsTable({ items }: { items: readonly AuditListItem[] }) {
  return (
    <TableScroll className="rounded-md border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">Website audits, newest activity first</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              Audit
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            {FIGURES.map(([k, label]) => (
              <th key={k} scope="col" className="px-3 py-2 text-right">
                {label}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              Last update
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((a) => (
            <tr key={a.id} className="border-t border-slate-100 align-top">
              <th scope="row" className="max-w-xs px-3 py-2 text-left font-normal">
                <Link
                  to="/audits/$auditId"
                  params={{ auditId: a.id }}
                  className="font-medium text-indigo-700 hover:underline"
                >
                  {a.title || a.url}
                </Link>
                <div className="truncate text-xs text-slate-500">
                  {a.url} · #{a.id}
                </div>
              </th>
              <td className="px-3 py-2">
                <AuditStatusBadge status={a.status} />
              </td>
              {FIGURES.map(([k]) => (
                <td key={k} className="px-3 py-2 text-right tabular-nums">
                  <div className={k === 'score' ? 'font-semibold' : ''}>
                    {formatNumber(a.stats ? a.stats[k] : null)}
                  </div>
                  <Change
                    value={statChange(a.stats, a.prev_stats, k)}
                    rise={RISE[k]}
                    words="since the previous crawl"
                    unknown="hidden"
                  />
                </td>
              ))}
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(a.last_update)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
