import { useQuery } from '@tanstack/react-query';
import { groupsQueries, type Group } from '../../api/groups.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { useKnownSites } from '../../components/layout/use-sites.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { formatDate } from '../../lib/format.ts';
import { movedByGroup } from './moved-sites.ts';

/**
 * Each group's sites as this dashboard moved them. The service moves sites into a group but lists no group's sites,
 * so the server keeps every move it passed on that the service accepted: a site moved with another tool, or before
 * this dashboard kept moves, is not shown, and the card says so rather than show a group as empty for sure.
 */
export function GroupSitesCard({ groups }: { groups: readonly Group[] }) {
  const moved = useQuery(groupsQueries.moved());
  const { sites } = useKnownSites();
  const names = new Map(sites.map((s) => [s.id, s.name]));
  const byGroup = movedByGroup(moved.data ?? [], groups);
  return (
    <TitledCard title="Sites in each group">
      <p className="mb-3 text-xs text-slate-600">
        As moved through this dashboard (the service does not list a group’s sites). A site moved into a group
        with another tool is not shown here.
      </p>
      {moved.isPending && <Spinner label="Reading the sites moved here…" />}
      {moved.error ? <ErrorPanel error={moved.error} onRetry={() => void moved.refetch()} compact /> : null}
      {moved.data && groups.length === 0 && <p className="text-sm text-slate-600">No groups yet.</p>}
      {moved.data && (
        <ul className="flex flex-col gap-3">
          {byGroup.map(({ group, sites: inGroup }) => (
            <li key={group.id} className="min-w-0">
              <h3 className="text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">{group.name}</h3>
              {inGroup.length === 0 ? (
                <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
                  No site moved into “{group.name}” here yet.
                </p>
              ) : (
                <ul aria-label={`Sites moved into “${group.name}”`} className="mt-1 flex flex-col gap-0.5">
                  {inGroup.map((s) => (
                    <li
                      key={s.site_id}
                      className="flex flex-wrap justify-between gap-x-3 text-sm text-slate-800"
                    >
                      <span className="min-w-0 [overflow-wrap:anywhere]">
                        {names.get(s.site_id) ?? 'Site'} (#{s.site_id})
                      </span>
                      <span className="text-xs text-slate-600 tabular-nums">
                        moved {formatDate(s.moved_at)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
