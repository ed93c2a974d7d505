import { createColumnHelper } from '@tanstack/react-table';
import type { AuditLink } from '../../../api/audit-page-schemas.ts';
import { DataTable, type Columns } from '../../../components/data-table/data-table.tsx';
import { PathFirst } from '../../../components/ui/path-first.tsx';

const yesNo = (v: string | null) => (v === '1' ? 'yes' : v === '0' ? 'no' : (v ?? '—'));
const text = (v: string | null) => (v === null || v === '' ? '—' : v);

const col = createColumnHelper<AuditLink>();
const url = ({ getValue }: { getValue: () => string }) =>
  getValue() === '—' ? '—' : <PathFirst url={getValue()} />;

// `long`: a value that may be cut, so its cell takes focus and then shows it whole
const COLUMNS: Columns<AuditLink> = [
  col.accessor((l) => text(l.url), { id: 'url', header: 'Link target', meta: { long: true }, cell: url }),
  col.accessor((l) => text(l.status), {
    id: 'status',
    header: 'Status',
    // a broken link's status (4xx, 5xx) stands out
    cell: ({ getValue }) =>
      Number(getValue()) >= 400 ? <span className="font-medium text-red-700">{getValue()}</span> : getValue(),
  }),
  col.accessor((l) => text(l.type), { id: 'type', header: 'Type' }),
  col.accessor((l) => text(l.source_url), {
    id: 'source_url',
    header: 'Found on',
    meta: { long: true },
    cell: url,
  }),
  col.accessor((l) => text(l.anchor || l.alt), { id: 'anchor', header: 'Anchor', meta: { long: true } }),
  col.accessor((l) => text(l.anchor_type), { id: 'anchor_type', header: 'Anchor type' }),
  col.accessor((l) => yesNo(l.nofollow), { id: 'nofollow', header: 'Nofollow' }),
  col.accessor((l) => yesNo(l.source_noindex), { id: 'source_noindex', header: 'Source noindex' }),
];

const WIDTHS = {
  url: 260,
  status: 80,
  type: 110,
  source_url: 240,
  anchor: 200,
  anchor_type: 110,
  nofollow: 90,
  source_noindex: 120,
};

/**
 * One page of links; empty strings from the service show as "—". Columns are resized by their header's grip and
 * keep their width in this browser; a cut value shows whole on hover (title) and when its cell has focus.
 */
export function LinksTable({ items, caption }: { items: readonly AuditLink[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      data={items}
      columns={COLUMNS}
      getRowId={(l, i) => `${l.id}-${i}`}
      resizable={{ table: 'audit-links', defaults: WIDTHS }}
      className="text-sm"
      boxClassName="rounded-md border border-slate-200 bg-white"
    />
  );
}
