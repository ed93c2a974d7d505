import type { AuditLink } from '../../../api/audit-page-schemas.ts';
import { ResizeHandle, useColumnWidths } from '../../../components/ui/column-widths.tsx';
import { TableScroll } from '../../../components/ui/table-scroll.tsx';
import { PathFirst } from '../../../components/ui/path-first.tsx';

const yesNo = (v: string | null) => (v === '1' ? 'yes' : v === '0' ? 'no' : (v ?? '—'));
const text = (v: string | null) => (v === null || v === '' ? '—' : v);

/** `long`: a value that may be cut, so its cell takes focus and then shows it whole */
type Column = {
  id: string;
  label: string;
  get: (l: AuditLink) => string;
  px: number;
  url?: boolean;
  long?: boolean;
};
const COLUMNS: Column[] = [
  { id: 'url', label: 'Link target', get: (l) => text(l.url), px: 260, url: true, long: true },
  { id: 'status', label: 'Status', get: (l) => text(l.status), px: 80 },
  { id: 'type', label: 'Type', get: (l) => text(l.type), px: 110 },
  { id: 'source_url', label: 'Found on', get: (l) => text(l.source_url), px: 240, url: true, long: true },
  { id: 'anchor', label: 'Anchor', get: (l) => text(l.anchor || l.alt), px: 200, long: true },
  { id: 'anchor_type', label: 'Anchor type', get: (l) => text(l.anchor_type), px: 110 },
  { id: 'nofollow', label: 'Nofollow', get: (l) => yesNo(l.nofollow), px: 90 },
  { id: 'source_noindex', label: 'Source noindex', get: (l) => yesNo(l.source_noindex), px: 120 },
];
const DEFAULTS = Object.fromEntries(COLUMNS.map((c) => [c.id, c.px]));

/**
 * One page of links; empty strings from the service show as "—". Columns are resized by their header's grip and
 * keep their width in this browser; a cut value shows whole on hover (title) and when its cell has focus.
 */
export function LinksTable({ items, caption }: { items: readonly AuditLink[]; caption: string }) {
  const { widthOf, setWidth } = useColumnWidths('audit-links', DEFAULTS);
  const total = COLUMNS.reduce((sum, c) => sum + widthOf(c.id), 0);
  return (
    <TableScroll className="rounded-md border border-slate-200 bg-white">
      <table className="table-fixed text-sm" style={{ width: total }}>
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          {COLUMNS.map((c) => (
            <col key={c.id} style={{ width: widthOf(c.id) }} />
          ))}
        </colgroup>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.id} scope="col" className="relative truncate px-3 py-2" title={c.label}>
                {c.label}
                <ResizeHandle label={c.label} width={widthOf(c.id)} onResize={(px) => setWidth(c.id, px)} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((l, i) => (
            <tr key={`${l.id}-${i}`} className="border-t border-slate-100">
              {COLUMNS.map((c) => {
                const v = c.get(l);
                const bad = c.id === 'status' && Number(v) >= 400;
                return (
                  <td
                    key={c.id}
                    tabIndex={c.long ? 0 : undefined}
                    className={`truncate px-3 py-1.5 align-top focus:whitespace-normal focus:[overflow-wrap:anywhere] focus:outline-2 focus:outline-indigo-600 ${bad ? 'font-medium text-red-700' : ''}`}
                    title={v}
                  >
                    {c.url && v !== '—' ? <PathFirst url={v} /> : v}
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
