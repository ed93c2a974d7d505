import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { getActivity, activityQueries, type ActivityParams } from '../../api/activity.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { EmptyState } from '../../components/data-table/empty-state.tsx';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { SearchPager } from '../../components/data-table/search-pager.tsx';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { ACTIVITY_PAGE_MAX, type ActivityItem } from '../../lib/local-schemas/activity.ts';
import { ACTIVITY_COLUMNS } from './activity-columns.tsx';
import { ActivityFilters } from './activity-filters.tsx';
import { activityCsv } from './activity-view.ts';
import { ACTIVITY_SIZES, type ActivitySearch } from './search.ts';

const route = getRouteApi('/activity');

/** The server's query for the address's filters and page. */
export function activityParams(s: ActivitySearch): ActivityParams {
  const limit = s.limit ?? ACTIVITY_SIZES[0];
  return {
    limit,
    offset: ((s.page ?? 1) - 1) * limit,
    person: s.person,
    action: s.action,
    from: s.from,
    to: s.to,
  };
}

/** Every row the filters match, a page of the most the server gives at a time, for the CSV. */
async function allRows(s: ActivitySearch, onProgress: (done: number, total: number) => void) {
  const rows: ActivityItem[] = [];
  for (let offset = 0; ; offset += ACTIVITY_PAGE_MAX) {
    const page = await getActivity({ ...activityParams(s), limit: ACTIVITY_PAGE_MAX, offset });
    rows.push(...page.items);
    onProgress(rows.length, page.total);
    if (page.items.length < ACTIVITY_PAGE_MAX || rows.length >= page.total) return rows;
  }
}

/** `/activity`: who did what, for owners and admins; filters and page in the address, CSV of what they match. */
export function ActivityPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params = activityParams(search);
  const { data, error, isPending, refetch } = useQuery(activityQueries.page(params));
  const filters = { person: search.person, action: search.action, from: search.from, to: search.to };

  return (
    <>
      <PageHeader
        title="Activity"
        description="Who did what on this Searchboard: sign-ins, writes, paid calls with their credits, refusals, changes of people and share links. Kept 400 days."
        actions={
          data && data.total > 0 ? (
            <ExportCsvButton
              label="Export filtered rows (CSV)"
              progress
              build={async (onProgress) =>
                activityCsv(await allRows(search, onProgress), filters, Date.now())
              }
            />
          ) : undefined
        }
      />
      {error ? (
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <ActivityFilters
            key={JSON.stringify(filters)}
            value={filters}
            onApply={(next) => void navigate({ search: { ...next, limit: search.limit } })}
          />
          <TitledCard title="Events" className="mt-4">
            {isPending || !data ? (
              <Spinner label="Reading the activity log…" />
            ) : (
              <>
                <DataTable
                  caption="Activity, newest first"
                  data={data.items}
                  columns={ACTIVITY_COLUMNS}
                  empty={<EmptyState>Nothing matches these filters.</EmptyState>}
                />
                {data.total > 0 && (
                  <SearchPager
                    label="Activity pages"
                    noun="events"
                    total={data.total}
                    page={search.page}
                    limit={search.limit}
                    defaultLimit={ACTIVITY_SIZES[0]}
                    sizes={ACTIVITY_SIZES}
                    shown={data.items.length}
                    onPage={(page, limit) => void navigate({ search: (prev) => ({ ...prev, page, limit }) })}
                  />
                )}
              </>
            )}
          </TitledCard>
        </>
      )}
    </>
  );
}
