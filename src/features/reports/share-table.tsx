import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import type { ShareLink } from '../../api/shares.ts';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatDate } from '../../lib/format.ts';
import { lastsUntilRevoked } from '../../lib/share-rules.ts';

const TONE = { active: 'good', expired: 'neutral', revoked: 'bad' } as const;
export const shareName = (s: ShareLink) => s.label ?? `Link #${s.id}`;

interface Actions {
  describe: (view: ShareLink['view']) => string;
  onRevoke: (s: ShareLink) => void;
}

// The columns are built once and their cells read the caller's functions from here: columns rebuilt on each render
// would be new cell components to React, remounting the Revoke buttons (the dialog could not give the focus back).
const ActionsContext = createContext<Actions | null>(null);
function useActions(): Actions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error('ShareTable cells outside ShareTable');
  return actions;
}

function View({ link }: { link: ShareLink }) {
  return useActions().describe(link.view);
}

function Revoke({ link }: { link: ShareLink }) {
  const { onRevoke } = useActions();
  if (link.status !== 'active') return null;
  return (
    <Button variant="ghost" aria-label={`Revoke ${shareName(link)}`} onClick={() => onRevoke(link)}>
      Revoke
    </Button>
  );
}

const col = createColumnHelper<ShareLink>();

const COLUMNS: Columns<ShareLink> = [
  // a plain cell, not the row's header: the label may be missing, and callers find a row by its label cell
  col.display({ id: 'label', header: 'Label', cell: ({ row }) => shareName(row.original) }),
  col.display({
    id: 'view',
    header: 'View',
    // the widest words: the dates give way first, so the revoke button stays in a dialog's width
    meta: { cellClassName: 'min-w-40 text-xs text-slate-700' },
    cell: ({ row }) => <View link={row.original} />,
  }),
  col.accessor('created_at', { header: 'Created', cell: ({ getValue }) => formatDate(getValue(), true) }),
  col.accessor('expires_at', {
    header: 'Expires',
    cell: ({ getValue }) => (lastsUntilRevoked(getValue()) ? 'never expires' : formatDate(getValue(), true)),
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
    cell: ({ row }) => <Revoke link={row.original} />,
  }),
];

/** The site's share links as the service lists them (newest first), or words when there are none. */
export function ShareTable({ links, ...actions }: Actions & { links: readonly ShareLink[] }) {
  return (
    <ActionsContext.Provider value={actions}>
      <DataTable
        caption="Links to this report"
        showCaption
        data={links}
        columns={COLUMNS}
        getRowId={(s) => String(s.id)}
        empty="No share links for this report yet."
      />
    </ActionsContext.Provider>
  );
}
