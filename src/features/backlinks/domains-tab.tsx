import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { backlinksQueries } from '../../api/backlinks.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { domainColumns } from './item-columns.tsx';
import { exportDomains } from './exports.ts';
import { PagedFrame, type PageState } from './paged-frame.tsx';
import { pageWindow, TABLE_DEFAULT_LIMIT } from './search.ts';

export function DomainsTab({ reportId, target, ...state }: { reportId: string; target: string } & PageState) {
  const qc = useQueryClient();
  const q = useQuery({
    ...backlinksQueries.domains(reportId, pageWindow(state.page, state.limit ?? TABLE_DEFAULT_LIMIT)),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedFrame
      title="Referring domains"
      noun="referring domains"
      state={state}
      total={q.data?.total_domains}
      pending={q.isPending}
      error={q.error}
      retry={() => void q.refetch()}
      stale={q.isPlaceholderData}
      exportCsv={(p) => exportDomains(qc, reportId, target, p)}
    >
      {q.data && (
        <DataTable caption={`Referring domains of ${target}`} data={q.data.domains} columns={domainColumns} />
      )}
    </PagedFrame>
  );
}
