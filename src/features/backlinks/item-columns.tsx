import { createColumnHelper } from '@tanstack/react-table';
import type { AnchorItem, ReferringDomain } from '../../api/backlink-schemas.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import type { Columns } from '../../components/data-table/data-table.tsx';
import { HostName } from '../../components/ui/host-name.tsx';

const numeric = { numeric: true };

/** Every field of a referring domain and of an anchor (spec, "Backlink report": Domain item, Anchor item). */

const d = createColumnHelper<ReferringDomain>();
const a = createColumnHelper<AnchorItem>();

function LostCell({ value }: { value: string | null }) {
  return value === null ? (
    <span className="text-emerald-800">Still linking</span>
  ) : (
    <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800">
      Lost {formatDate(value)}
    </span>
  );
}

export const domainColumns: Columns<ReferringDomain> = [
  d.accessor('id', { header: 'ID', meta: numeric }),
  d.accessor('domain', {
    header: 'Domain',
    meta: { rowHeader: true },
    cell: ({ getValue }) => <HostName value={getValue()} />,
  }),
  d.accessor('domain_inlink_rank', {
    header: 'Domain inlink rank',
    meta: numeric,
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  d.accessor('backlinks', {
    header: 'Backlinks',
    meta: numeric,
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  d.accessor('first_seen', { header: 'First seen', cell: ({ getValue }) => formatDate(getValue()) }),
  d.accessor('lost_date', { header: 'Lost date', cell: ({ getValue }) => <LostCell value={getValue()} /> }),
];

/** `dofollow` has no type in the spec: a count, or a yes/no flag, shown as whichever arrives. */
function dofollowText(v: AnchorItem['dofollow']): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  return formatNumber(v);
}

export const anchorColumns: Columns<AnchorItem> = [
  a.accessor('id', { header: 'ID', meta: numeric }),
  a.accessor('anchor', {
    header: 'Anchor',
    meta: { rowHeader: true },
    cell: ({ getValue }) => (
      <span className="break-words">{getValue() || <em className="text-slate-500">(empty)</em>}</span>
    ),
  }),
  a.accessor('domains', {
    meta: numeric,
    header: 'Referring domains',
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  a.accessor('backlinks', {
    meta: numeric,
    header: 'Backlinks',
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  a.accessor('dofollow', {
    meta: numeric,
    header: 'Dofollow links',
    cell: ({ getValue }) => dofollowText(getValue()),
  }),
  a.accessor('words', { meta: numeric, header: 'Words', cell: ({ getValue }) => formatNumber(getValue()) }),
  a.accessor('first_seen', { header: 'First seen', cell: ({ getValue }) => formatDate(getValue()) }),
  a.accessor('last_visited', { header: 'Last visited', cell: ({ getValue }) => formatDate(getValue()) }),
];
