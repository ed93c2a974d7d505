import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState, type FormEvent } from 'react';
import { backlinksQueries } from '../../api/backlinks.ts';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { useCan } from '../../components/roles/use-can.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { PAGE_HEADINGS } from '../../lib/page-headings.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { BacklinkError } from './backlink-error.tsx';
import { CreateReport } from './create-report.tsx';
import { exportReports } from './exports.ts';
import { SearchPager } from '../../components/data-table/search-pager.tsx';
import type { ReportRef } from './report-ref.ts';
import { ReportsTable } from './reports-table.tsx';
import { reportListParams } from './first-reads.ts';
import { LIST_DEFAULT_LIMIT, LIST_LIMITS, type ListSearch } from './search.ts';

/** `/backlinks`: every report, searchable and paged against `total_reports`, and a new one. */
export function ReportsPage({ search }: { search: ListSearch }) {
  const navigate = useNavigate({ from: '/backlinks/' });
  const qc = useQueryClient();
  const params = reportListParams(search);
  const list = useQuery({ ...backlinksQueries.list(params), placeholderData: keepPreviousData });
  const [query, setQuery] = useState(search.q ?? '');
  const [notice, setNotice] = useState<string>();
  const canPay = useCan('paid');
  // the same functions on every render: the table's cells (a report's open dialog among them) stay as they are
  const onRefreshed = useCallback((r: ReportRef) => setNotice(`Refreshed the report for ${r.target}.`), []);
  const onDeleted = useCallback((r: ReportRef) => setNotice(`Deleted the report for ${r.target}.`), []);

  const setSearch = (patch: Partial<ListSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch({ q: query.trim() || undefined, page: undefined });
  };
  const total = list.data?.total_reports ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader {...PAGE_HEADINGS.backlinks} />
      <NeedsRole need="paid">
        <CreateReport />
      </NeedsRole>
      <Card>
        <div className="mb-3 flex flex-wrap items-end gap-3">
          <h2 className="text-base font-semibold text-slate-900">Your reports</h2>
          <form role="search" onSubmit={submit} className="ml-auto flex items-end gap-2">
            <TextField
              label="Search reports"
              type="search"
              placeholder="Target contains…"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </form>
          <ExportCsvButton
            label="Export reports to CSV"
            build={() => exportReports(qc, search.q)}
            renderError={(e) => <BacklinkError error={e} compact />}
          />
        </div>
        {notice && (
          <p role="status" className="mb-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {notice}
          </p>
        )}
        {list.isPending && <Spinner label="Loading reports…" />}
        {list.error && <BacklinkError error={list.error} onRetry={() => void list.refetch()} />}
        {list.data && list.data.reports.length === 0 && (
          <p className="py-6 text-center text-sm text-slate-600">
            {(search.page ?? 1) > 1 && total > 0 ? (
              <>
                This page is empty now.{' '}
                <Button variant="ghost" onClick={() => setSearch({ page: undefined })}>
                  Go to the first page
                </Button>
              </>
            ) : search.q ? (
              `No report’s target contains “${search.q}”.`
            ) : (
              `No reports yet${canPay ? ': create one above' : ''}.`
            )}
          </p>
        )}
        {list.data && list.data.reports.length > 0 && (
          <ReportsTable reports={list.data.reports} onRefreshed={onRefreshed} onDeleted={onDeleted} />
        )}
        {list.data && total > 0 && (
          <SearchPager
            label="Pages of reports"
            total={total}
            page={search.page}
            limit={search.limit}
            defaultLimit={LIST_DEFAULT_LIMIT}
            sizes={LIST_LIMITS}
            noun="reports"
            onPage={(page, limit) => setSearch({ page, limit })}
          />
        )}
      </Card>
    </div>
  );
}
