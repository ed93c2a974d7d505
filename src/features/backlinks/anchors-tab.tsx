import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { backlinksQueries } from '../../api/backlinks.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { anchorColumns } from './item-columns.tsx';
import { exportAnchors } from './exports.ts';
import { PagedFrame, type PageState } from './paged-frame.tsx';
import { pageWindow, TABLE_DEFAULT_LIMIT } from './search.ts';

export function AnchorsTab({ reportId, target, ...state }: { reportId: string; target: string } & PageState) {
  const qc = useQueryClient();
  const q = useQuery({
    ...backlinksQueries.anchors(reportId, pageWindow(state.page, state.limit ?? TABLE_DEFAULT_LIMIT)),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedFrame
      title="Anchors"
      noun="anchors"
      state={state}
      total={q.data?.total_anchors}
      pending={q.isPending}
      error={q.error}
      retry={() => void q.refetch()}
      stale={q.isPlaceholderData}
      exportCsv={(p) => exportAnchors(qc, reportId, target, p)}
    >
      {q.data && <DataTable caption={`Anchors of ${target}`} data={q.data.anchors} columns={anchorColumns} />}
    </PagedFrame>
  );
}
