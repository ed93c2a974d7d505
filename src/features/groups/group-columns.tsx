import { createColumnHelper, type CellContext } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import type { Group } from '../../api/groups.ts';
import type { Columns } from '../../components/data-table/data-table.tsx';
import { GroupActions } from './group-actions.tsx';
import { RenameGroupForm } from './rename-group-form.tsx';

export interface GroupHandlers {
  /** every group listed: a rename may not take another's name */
  groups: readonly Group[];
  /** the groups whose rename form is open */
  renaming: ReadonlySet<string>;
  setRenaming: (groupId: string, on: boolean) => void;
  onMoveInto: (groupId: string) => void;
  onNotice: (message: string) => void;
  /** the service says the group does not exist (404): shown at page level, as the row goes away */
  onGone: (error: unknown) => void;
}

/**
 * The page's handlers, for the cells. A context rather than columns made anew at each render: the table remounts
 * cells drawn by new column functions, which would drop a half-typed name or an open confirmation.
 */
export const GroupHandlersContext = createContext<GroupHandlers | null>(null);

function useHandlers() {
  const h = useContext(GroupHandlersContext);
  if (!h) throw new Error('the groups table needs its GroupHandlersContext');
  return h;
}

function NameCell({ row: { original: g } }: CellContext<Group, unknown>) {
  const h = useHandlers();
  return h.renaming.has(g.id) ? (
    <RenameGroupForm
      group={g}
      others={h.groups.filter((o) => o.id !== g.id)}
      onClose={() => h.setRenaming(g.id, false)}
      onNotice={h.onNotice}
      onGone={h.onGone}
    />
  ) : (
    // a long name is clamped rather than pushing the row's buttons away; the whole of it is in the title
    <span className="line-clamp-2 text-slate-900 [overflow-wrap:anywhere]" title={g.name}>
      {g.name}
    </span>
  );
}

function ActionsCell({ row: { original: g } }: CellContext<Group, unknown>) {
  const h = useHandlers();
  return (
    <GroupActions
      group={g}
      renaming={h.renaming.has(g.id)}
      onRename={() => h.setRenaming(g.id, true)}
      onMoveInto={h.onMoveInto}
      onNotice={h.onNotice}
      onGone={h.onGone}
    />
  );
}

const col = createColumnHelper<Group>();

/** The groups table: the name (a form while renaming), the id, the row's actions. */
export const GROUP_COLUMNS: Columns<Group> = [
  col.accessor('name', {
    header: 'Name',
    meta: { rowHeader: true, cellClassName: 'align-top' },
    cell: NameCell,
  }),
  col.accessor('id', { header: 'Id', meta: { cellClassName: 'align-top tabular-nums text-slate-600' } }),
  col.display({
    id: 'actions',
    header: 'Actions',
    meta: { align: 'right', cellClassName: 'align-top' },
    cell: ActionsCell,
  }),
];
