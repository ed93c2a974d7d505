import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { groupsQueries } from '../../api/groups.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { PAGE_HEADINGS } from '../../lib/page-headings.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useCan } from '../../components/roles/use-can.ts';
import { CreateGroupCard } from './create-group-card.tsx';
import { GROUP_COLUMNS, GroupHandlersContext, type GroupHandlers } from './group-columns.tsx';
import { GroupSitesCard } from './group-sites-card.tsx';
import { groupsCsv } from './groups-csv.ts';
import { MoveSitesCard } from './move-sites-card.tsx';
import { fromSearchId, toSearchId } from './search.ts';

const route = getRouteApi('/groups');

const READ_COLUMNS = GROUP_COLUMNS.filter((c) => c.id !== 'actions');

/** Project groups: list, create, rename, delete, move sites into one, and the sites moved into each here. */
export function GroupsPage() {
  const canWrite = useCan('write');
  const { data: groups, dataUpdatedAt } = useSuspenseQuery(groupsQueries.list());
  const group = fromSearchId(route.useSearch().group);
  const navigate = route.useNavigate();
  const [notice, setNotice] = useState<string>();
  const [gone, setGone] = useState<unknown>();
  const selectGroup = (id: string | undefined) =>
    void navigate({ search: id === undefined ? {} : { group: toSearchId(id) }, replace: true });
  const announce = (message: string) => {
    setGone(undefined);
    setNotice(message);
  };
  const [renaming, setRenaming] = useState<ReadonlySet<string>>(new Set());
  const handlers: GroupHandlers = {
    groups,
    renaming,
    setRenaming: (id, on) =>
      setRenaming((s) => {
        const next = new Set(s);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    onMoveInto: (id) => {
      selectGroup(id);
      document.getElementById('move-sites')?.scrollIntoView({ block: 'start' });
    },
    onNotice: announce,
    onGone: setGone,
  };

  return (
    <div>
      <PageHeader {...PAGE_HEADINGS.groups} />
      <p
        role="status"
        className={notice ? 'mb-4 text-sm font-medium text-emerald-800 [overflow-wrap:anywhere]' : undefined}
      >
        {notice}
      </p>
      {gone ? (
        <div className="mb-4 flex flex-col gap-2">
          <ErrorPanel error={gone} />
          <div>
            <Button variant="secondary" onClick={() => setGone(undefined)}>
              Dismiss
            </Button>
          </div>
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <div className="flex flex-col gap-6">
          <CreateGroupCard
            groups={groups}
            onCreated={(id, name) => {
              announce(`Created the group “${name}” (#${id}). Pick sites below to move them into it.`);
              selectGroup(id);
            }}
          />
          <Card aria-labelledby="groups-title">
            <CardTitle
              action={
                groups.length > 0 ? (
                  <ExportCsvButton build={() => groupsCsv(groups, dataUpdatedAt)} />
                ) : undefined
              }
            >
              <span id="groups-title">Groups</span>
            </CardTitle>
            <GroupHandlersContext.Provider value={handlers}>
              <DataTable
                caption="Groups"
                data={groups}
                // a role that cannot change groups has no actions: no column of empty cells either
                columns={canWrite ? GROUP_COLUMNS : READ_COLUMNS}
                getRowId={(g) => g.id}
                empty={canWrite ? 'No groups yet. Create one above.' : 'No groups yet.'}
              />
            </GroupHandlersContext.Provider>
          </Card>
          <GroupSitesCard groups={groups} />
        </div>
        <MoveSitesCard groups={groups} groupId={group} onGroupChange={selectGroup} onNotice={announce} />
      </div>
    </div>
  );
}
