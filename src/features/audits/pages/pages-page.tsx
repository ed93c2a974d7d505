import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { memo, useCallback, useDeferredValue, useMemo } from 'react';
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

/** The body drawn again only when what it shows changes (its callbacks are stable), not on every address change. */
const TableBody = memo(CrawledPagesBody);

/**
 * A column header's click: the first click sorts by it (numbers largest first, text A to Z), the second reverses,
 * the third clears the sort.
 */
function sortStep(prev: PagesSearch, key: string): Partial<PagesSearch> {
  const firstDesc = isNumericKey(key);
  if (prev.sort !== key) return { sort: key, desc: firstDesc || undefined };
  if ((prev.desc ?? false) === firstDesc) return { desc: !firstDesc || undefined };
  return { sort: undefined, desc: undefined };
}

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
  // stable, so the table below is not drawn again for a new function: each change reads the address as it is then
  const set = useCallback(
    (patch: Partial<PagesSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  const onSort = useCallback(
    (key: string) =>
      void navigate({ search: (prev) => ({ ...prev, ...sortStep(prev, key) }), replace: true }),
    [navigate],
  );
  const onOpen = useCallback((id: string) => set({ page: id }), [set]);
  // The table draws a sort, a filter, new columns or the opened row as a transition: the click is
  // answered in the next frame (the table dims while it catches up) and the rows follow in slices React can
  // interrupt, not in one task of ~100 ms at 4x CPU.
  const sort = useDeferredValue(search.sort);
  const desc = useDeferredValue(search.desc ?? false);
  const statusClass = useDeferredValue(search.status);
  const shownColumns = useDeferredValue(columns);
  const openId = useDeferredValue(search.page);
  const catchingUp =
    sort !== search.sort ||
    desc !== (search.desc ?? false) ||
    statusClass !== search.status ||
    shownColumns !== columns ||
    openId !== search.page;

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
      <div
        aria-busy={catchingUp || undefined}
        className={catchingUp ? 'opacity-60 transition-opacity' : undefined}
      >
        <TableBody
          auditId={auditId}
          sort={sort}
          desc={desc}
          status={statusClass}
          columns={shownColumns}
          onSort={onSort}
          onOpen={onOpen}
          openId={openId}
          auditTime={status.data?.audit_time}
        />
      </div>
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
