import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { auditsQueries } from '../../../api/audits.ts';
import { SelectField } from '../../../components/ui/field.tsx';
import { ColumnPicker } from './column-picker.tsx';
import { columnsFromParam, columnsToParam, isNumericKey } from '../shared/crawled-page-columns.ts';
import { CrawledPageIssuesDialog } from '../shared/crawled-page-issues-dialog.tsx';
import { CrawledPagesBody } from './crawled-pages-body.tsx';
import { checksByCode } from '../shared/report-shape.ts';
import { STATUS_CLASSES, type PagesSearch, type StatusClass } from '../shared/search.ts';

const route = getRouteApi('/audits/$auditId/pages');
const STATUS_LABEL: Record<StatusClass, string> = {
  '2xx': '2xx success',
  '3xx': '3xx redirect',
  '4xx': '4xx client error',
  '5xx': '5xx server error',
  none: 'No status',
};

/** `/audits/$auditId/pages`: every crawled page, virtualized, with a column picker, sorting and a status filter. */
export function PagesPage() {
  const { auditId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const status = useQuery(auditsQueries.status(auditId));
  const report = useQuery(auditsQueries.report(auditId));
  const checks = useMemo(
    () => checksByCode(report.data?.is_finished ? report.data.sections : undefined),
    [report.data],
  );
  const columns = useMemo(() => columnsFromParam(search.cols), [search.cols]);
  const set = (patch: Partial<PagesSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });

  const onSort = (key: string) => {
    const firstDesc = isNumericKey(key);
    if (search.sort !== key) set({ sort: key, desc: firstDesc || undefined });
    else if ((search.desc ?? false) === firstDesc) set({ desc: !firstDesc || undefined });
    else set({ sort: undefined, desc: undefined });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="HTTP status"
          value={search.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as StatusClass | undefined })}
        >
          <option value="">All statuses</option>
          {STATUS_CLASSES.map((c) => (
            <option key={c} value={c}>
              {STATUS_LABEL[c]}
            </option>
          ))}
        </SelectField>
        <div className="ml-auto">
          <ColumnPicker chosen={columns} onChange={(cols) => set({ cols: columnsToParam(cols) })} />
        </div>
      </div>
      <CrawledPagesBody
        auditId={auditId}
        sort={search.sort}
        desc={search.desc ?? false}
        status={search.status}
        columns={columns}
        onSort={onSort}
        onOpen={(id) => set({ page: id })}
        openId={search.page}
        auditTime={status.data?.audit_time}
      />
      {search.page && (
        <CrawledPageIssuesDialog
          auditId={auditId}
          page={{ url_id: search.page }}
          checks={checks}
          onClose={() => set({ page: undefined })}
        />
      )}
    </div>
  );
}
