import { createColumnHelper } from '@tanstack/react-table';
import type { ShareLink } from '../../api/shares.ts';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatDate } from '../../lib/format.ts';

const TONE = { active: 'good', expired: 'neutral', revoked: 'bad' } as const;
export const shareName = (s: ShareLink) => s.label ?? `Link #${s.id}`;

const col = createColumnHelper<ShareLink>();

function shareColumns(
  describe: (view: ShareLink['view']) => string,
  onRevoke: (s: ShareLink) => void,
): Columns<ShareLink> {
  return [
    // a plain cell, not the row's header: the label may be missing, and callers find a row by its label cell
    col.display({ id: 'label', header: 'Label', cell: ({ row }) => shareName(row.original) }),
    col.accessor('view', {
      header: 'View',
      // the widest words: the dates give way first, so the revoke button stays in a dialog's width
      meta: { cellClassName: 'min-w-40 text-xs text-slate-700' },
      cell: ({ getValue }) => describe(getValue()),
    }),
    col.accessor('created_at', {
      header: 'Created',
      cell: ({ getValue }) => formatDate(getValue(), true),
    }),
    col.accessor('expires_at', {
      header: 'Expires',
      cell: ({ getValue }) => formatDate(getValue(), true),
    }),
    col.accessor('status', {
      header: 'Status',
      cell: ({ row: { original: s } }) => (
        <Badge tone={TONE[s.status]}>{s.status[0]?.toUpperCase() + s.status.slice(1)}</Badge>
      ),
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { cellClassName: 'text-right' },
      cell: ({ row: { original: s } }) =>
        s.status === 'active' && (
          <Button variant="ghost" aria-label={`Revoke ${shareName(s)}`} onClick={() => onRevoke(s)}>
            Revoke
          </Button>
        ),
    }),
  ];
}

/** The site's share links as the service lists them (newest first), or words when there are none. */
export function ShareTable({
  links,
  describe,
  onRevoke,
}: {
  links: readonly ShareLink[];
  describe: (view: ShareLink['view']) => string;
  onRevoke: (s: ShareLink) => void;
}) {
  return (
    <DataTable
      caption="Links to this report"
      showCaption
      data={links}
      columns={shareColumns(describe, onRevoke)}
      getRowId={(s) => String(s.id)}
      empty="No share links for this report yet."
    />
  );
}
