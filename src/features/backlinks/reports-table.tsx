import { Link } from '@tanstack/react-router';
import type { BacklinkReport } from '../../api/backlink-schemas.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { TableScroll } from '../../components/ui/table-scroll.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { ReportActions } from './report-actions.tsx';
import type { ReportRef } from './report-ref.ts';
import { HostName } from '../../components/ui/host-name.tsx';

const TH = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const NUM = 'px-3 py-2 text-right tabular-nums';

/** The reports of one page of the list, each with its refresh and delete. */
export function ReportsTable({
  reports,
  onRefreshed,
  onDeleted,
}: {
  reports: readonly BacklinkReport[];
  onRefreshed: (r: ReportRef) => void;
  onDeleted: (r: ReportRef) => void;
}) {
  return (
    <TableScroll>
      <table className="w-full text-sm">
        <caption className="sr-only">Backlink reports</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={TH}>
              Target
            </th>
            <th scope="col" className={TH}>
              Mode
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Backlinks
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Referring domains
            </th>
            <th scope="col" className={TH}>
              Created
            </th>
            <th scope="col" className={TH}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {reports.map((r) => (
            <tr key={r.id} className="hover:bg-slate-50">
              <th scope="row" className="max-w-md px-3 py-2 text-left font-medium">
                <Link
                  to="/backlinks/$reportId"
                  params={{ reportId: r.id }}
                  className="text-indigo-700 underline-offset-2 hover:underline"
                >
                  <HostName value={r.target} />
                </Link>
              </th>
              <td className="px-3 py-2">
                <Badge tone={r.mode === 'url' ? 'info' : 'neutral'}>{r.mode}</Badge>
              </td>
              <td className={NUM}>{formatNumber(r.backlinks)}</td>
              <td className={NUM}>{formatNumber(r.refdomains)}</td>
              <td className="whitespace-nowrap px-3 py-2 text-slate-700">{formatDate(r.created, true)}</td>
              <td className="px-3 py-2">
                <ReportActions report={r} compact onRefreshed={onRefreshed} onDeleted={onDeleted} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
