import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { groupsQueries } from '../../api/groups.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { useKnownSites } from '../../components/layout/use-sites.ts';
import { Card } from '../../components/ui/card.tsx';
import { DrawAfter } from '../../components/ui/draw-after.tsx';
import { PAGE_HEADINGS } from '../../lib/page-headings.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { GroupFilter } from './group-filter.tsx';
import { last30Days, sitesByGroup } from './overview-figures.ts';
import { choiceOf, searchOf } from './search.ts';
import { SiteCard } from './site-card.tsx';
import { TeamStrip } from './team-strip.tsx';

const route = getRouteApi('/');

/**
 * The page a team opens every morning: the credits spent this month against the budget and what is running, then
 * per site its audit score, AI presence and backlink totals, each with its change and the period compared. The
 * sites can be cut to one group, as moved through this dashboard (the service lists no group's sites).
 */
export function OverviewPage() {
  const { sites, isLoading, error, retry } = useKnownSites();
  const range = last30Days();
  const asked = choiceOf(route.useSearch());
  const navigate = route.useNavigate();
  const groups = useQuery(groupsQueries.list());
  const moved = useQuery(groupsQueries.moved());
  const reading = asked !== '' && (groups.isPending || moved.isPending);
  const view = sitesByGroup(sites, asked, groups.data, moved.data);
  // nothing to filter by: no group in the account, or the groups could not be read and none is asked for
  const filterShown = (groups.data?.length ?? 0) > 0 || asked !== '';
  return (
    <div>
      <PageHeader {...PAGE_HEADINGS.overview} />
      <TeamStrip />
      {error ? <ErrorPanel error={error} onRetry={retry} /> : null}
      {isLoading && <Spinner label="Finding your sites…" />}
      {!isLoading && sites.length === 0 && !error && (
        <Card>
          <p className="text-sm text-slate-700">
            No sites yet. Sites appear here once they have a website audit, or add one by id with the site
            switcher at the top.
          </p>
        </Card>
      )}
      {/* while the groups are read, the group the address names has no option to show chosen yet */}
      {!isLoading && !reading && sites.length > 0 && filterShown && (
        <div className="mb-4 flex flex-col gap-2">
          <GroupFilter
            choice={view.choice}
            options={view.options}
            onChoose={(choice) => void navigate({ search: searchOf(choice), replace: true })}
          />
          {view.note ? <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{view.note}</p> : null}
        </div>
      )}
      {reading && <Spinner label="Reading the groups…" />}
      {/* the site cards (each reads its engines, audits and backlinks) drawn in slices the first time */}
      {!isLoading && !reading && (
        <DrawAfter fallback={sites.length > 0 ? <Spinner label="Finding your sites…" /> : null}>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Sites">
            {view.sites.map((s) => (
              <li key={s.id} className="min-w-0">
                <SiteCard site={s} range={range} />
              </li>
            ))}
          </ul>
        </DrawAfter>
      )}
    </div>
  );
}
