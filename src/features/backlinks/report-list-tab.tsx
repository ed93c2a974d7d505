import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { DataTable, type Columns } from '../../components/data-table/data-table.tsx';
import { exportReportList, type ReportList } from './exports.ts';
import { PagedFrame, type PageState } from './paged-frame.tsx';
import { pageWindow, TABLE_DEFAULT_LIMIT } from './search.ts';

/** One server page of a report's list (referring domains, anchors) under its heading, export and pager. */
export function ReportListTab<P, T, K extends QueryKey>({
  list,
  columns,
  reportId,
  target,
  ...state
}: { list: ReportList<P, T, K>; columns: Columns<T>; reportId: string; target: string } & PageState) {
  const qc = useQueryClient();
  const q = useQuery({
    ...list.query(reportId, pageWindow(state.page, state.limit ?? TABLE_DEFAULT_LIMIT)),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedFrame
      title={list.title}
      noun={list.noun}
      state={state}
      total={q.data && list.total(q.data)}
      pending={q.isPending}
      error={q.error}
      retry={() => void q.refetch()}
      stale={q.isPlaceholderData}
      exportCsv={(p) => exportReportList(qc, list, reportId, target, p)}
    >
      {q.data && (
        <DataTable caption={`${list.title} of ${target}`} data={list.items(q.data)} columns={columns} />
      )}
    </PagedFrame>
  );
}
