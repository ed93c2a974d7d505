import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { auditsQueries, RUNNING_AUDIT_STATUSES } from '../../../api/audits.ts';
import { ErrorPanel } from '../../../components/errors/error-panel.tsx';
import { NeedsRole } from '../../../components/roles/needs-role.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PAGE_HEADINGS } from '../../../lib/page-headings.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { auditListCsv } from '../shared/audits-csv.ts';
import { AuditsTable } from './audits-table.tsx';
import { CreateAuditForm } from './create-audit-form.tsx';
import { ListFilters } from './list-filters.tsx';
import { listParams } from './list-params.ts';
import { SearchPager } from '../../../components/data-table/search-pager.tsx';
import { LIST_DEFAULT_LIMIT, LIST_LIMITS, type ListSearch } from '../shared/search.ts';

const route = getRouteApi('/audits/');
/** While an audit in view is crawling, the list is read again now and then so its figures move. */
const LIST_POLL_MS = 10_000;

/** `/audits`: every audit with its score and issue counts, search and dates, and the create form. */
export function AuditsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useQuery({
    ...auditsQueries.list(listParams(search)),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.items.some((a) => RUNNING_AUDIT_STATUSES.has(a.status)) ? LIST_POLL_MS : false,
  });
  const set = useCallback(
    (patch: Partial<ListSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  const filters = { q: search.q, from: search.from, to: search.to };
  const onFilters = useCallback(
    (f: Pick<ListSearch, 'q' | 'from' | 'to'>) => set({ q: f.q, from: f.from, to: f.to, page: undefined }),
    [set],
  );

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        {...PAGE_HEADINGS.audits}
        actions={
          !search.create && (
            <NeedsRole need="paid" quiet>
              <Button onClick={() => set({ create: 'standard' })}>New audit</Button>
            </NeedsRole>
          )
        }
      />
      {search.create && (
        <CreateAuditForm
          kind={search.create}
          onKind={(create) => set({ create })}
          onClose={() => set({ create: undefined })}
          onCreated={(id) => void navigate({ to: '/audits/$auditId', params: { auditId: id } })}
        />
      )}
      <Card>
        <ListFilters value={filters} onChange={onFilters} />
      </Card>
      {list.error ? (
        <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Spinner label="Loading audits…" />
      ) : list.data.items.length === 0 ? (
        <Card>
          <p className="text-sm text-slate-700">
            {search.q || search.from || search.to
              ? 'No audit matches these filters.'
              : 'No audits yet. Start one with “New audit”.'}
          </p>
        </Card>
      ) : (
        <div aria-busy={list.isFetching} className={list.isPlaceholderData ? 'opacity-60' : ''}>
          <div className="mb-2 flex justify-end">
            <ExportCsvButton
              label={list.data.total > list.data.items.length ? 'Export this page (CSV)' : 'Export CSV'}
              build={() => auditListCsv(list.data.items, search.page ?? 1, list.dataUpdatedAt)}
            />
          </div>
          <AuditsTable items={list.data.items} />
          <SearchPager
            label="Pages of audits"
            total={list.data.total}
            page={search.page}
            limit={search.limit}
            defaultLimit={LIST_DEFAULT_LIMIT}
            sizes={LIST_LIMITS}
            noun="audits"
            onPage={(page, limit) => set({ page, limit })}
          />
        </div>
      )}
    </div>
  );
}
