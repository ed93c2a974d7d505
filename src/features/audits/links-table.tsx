import type { AuditLink } from '../../api/audit-page-schemas.ts';
import { TableScroll } from '../../components/ui/table-scroll.tsx';

const yesNo = (v: string | null) => (v === '1' ? 'yes' : v === '0' ? 'no' : (v ?? '—'));
const text = (v: string | null) => (v === null || v === '' ? '—' : v);

const COLUMNS: [string, string, (l: AuditLink) => string, string][] = [
  ['url', 'Link target', (l) => text(l.url), 'w-[28%]'],
  ['status', 'Status', (l) => text(l.status), 'w-20'],
  ['type', 'Type', (l) => text(l.type), 'w-28'],
  ['source_url', 'Found on', (l) => text(l.source_url), 'w-[24%]'],
  ['anchor', 'Anchor', (l) => text(l.anchor || l.alt), ''],
  ['anchor_type', 'Anchor type', (l) => text(l.anchor_type), 'w-24'],
  ['nofollow', 'Nofollow', (l) => yesNo(l.nofollow), 'w-20'],
  ['source_noindex', 'Source noindex', (l) => yesNo(l.source_noindex), 'w-24'],
];

/** One page of links; empty strings from the service show as "—". */
export function LinksTable({ items, caption }: { items: readonly AuditLink[]; caption: string }) {
  return (
    <TableScroll className="rounded-md border border-slate-200 bg-white">
      <table className="w-full min-w-[64rem] table-fixed text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {COLUMNS.map(([k, label, , w]) => (
              <th key={k} scope="col" className={`px-3 py-2 ${w}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((l, i) => (
            <tr key={`${l.id}-${i}`} className="border-t border-slate-100">
              {COLUMNS.map(([k, , get]) => {
                const v = get(l);
                const bad = k === 'status' && Number(v) >= 400;
                return (
                  <td
                    key={k}
                    className={`truncate px-3 py-1.5 ${bad ? 'font-medium text-red-700' : ''}`}
                    title={v}
                  >
                    {v}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
