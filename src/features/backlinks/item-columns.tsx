import { createColumnHelper } from '@tanstack/react-table';
import type { AnchorItem, ReferringDomain } from '../../api/backlink-schemas.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { HostName } from '../../components/ui/host-name.tsx';

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

export const DOMAIN_NUMERIC = new Set(['id', 'domain_inlink_rank', 'backlinks']);
export const domainColumns = [
  d.accessor('id', { header: 'ID' }),
  d.accessor('domain', {
    header: 'Domain',
    cell: ({ getValue }) => <HostName value={getValue()} />,
  }),
  d.accessor('domain_inlink_rank', {
    header: 'Domain inlink rank',
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  d.accessor('backlinks', { header: 'Backlinks', cell: ({ getValue }) => formatNumber(getValue()) }),
  d.accessor('first_seen', { header: 'First seen', cell: ({ getValue }) => formatDate(getValue()) }),
  d.accessor('lost_date', { header: 'Lost date', cell: ({ getValue }) => <LostCell value={getValue()} /> }),
];

/** `dofollow` has no type in the spec: a count, or a yes/no flag, shown as whichever arrives. */
function dofollowText(v: AnchorItem['dofollow']): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  return formatNumber(v);
}

export const ANCHOR_NUMERIC = new Set(['id', 'domains', 'backlinks', 'dofollow', 'words']);
export const anchorColumns = [
  a.accessor('id', { header: 'ID' }),
  a.accessor('anchor', {
    header: 'Anchor',
    cell: ({ getValue }) => (
      <span className="break-words">{getValue() || <em className="text-slate-500">(empty)</em>}</span>
    ),
  }),
  a.accessor('domains', { header: 'Referring domains', cell: ({ getValue }) => formatNumber(getValue()) }),
  a.accessor('backlinks', { header: 'Backlinks', cell: ({ getValue }) => formatNumber(getValue()) }),
  a.accessor('dofollow', { header: 'Dofollow links', cell: ({ getValue }) => dofollowText(getValue()) }),
  a.accessor('words', { header: 'Words', cell: ({ getValue }) => formatNumber(getValue()) }),
  a.accessor('first_seen', { header: 'First seen', cell: ({ getValue }) => formatDate(getValue()) }),
  a.accessor('last_visited', { header: 'Last visited', cell: ({ getValue }) => formatDate(getValue()) }),
];
