import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { auditsQueries } from '../../../api/audits.ts';
import { ErrorPanel } from '../../../components/errors/error-panel.tsx';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button.tsx';
import { DrawAfter } from '../../../components/ui/draw-after.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { checksCsv } from '../shared/audits-csv.ts';
import { CheckUrls } from './check-urls.tsx';
import { CrawledPageIssuesDialog } from '../shared/crawled-page-issues-dialog.tsx';
import { ReportSections } from './report-sections.tsx';
import { checksByCode, shapeSections } from '../shared/report-shape.ts';
import { ReportSummary } from './report-summary.tsx';
import { StatusView } from './status-view.tsx';
import { useAuditItem } from '../audit/use-audit-item.ts';

const route = getRouteApi('/audits/$auditId/');

/**
 * `/audits/$auditId`: while the crawl runs (or when it was cancelled or expired) the status view; once
 * `is_finished` is true the report — score, totals, domain, sections — with drill-down into a check's pages and
 * a page's issues.
 */
export function ReportPage() {
  const { auditId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const status = useQuery(auditsQueries.status(auditId));
  const report = useQuery(auditsQueries.report(auditId));
  const running = status.data?.status === 'queued' || status.data?.status === 'processing';
  const pageLimit = useQuery({ ...auditsQueries.pageLimit(auditId), enabled: running });
  const { item } = useAuditItem(auditId);
  const finished = report.data?.is_finished === true ? report.data : undefined;
  const sections = useMemo(() => (finished ? shapeSections(finished.sections) : []), [finished]);
  const checks = useMemo(() => checksByCode(finished?.sections), [finished]);
  const set = (patch: Partial<typeof search>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });

  let body;
  if (status.error || report.error) {
    body = (
      <ErrorPanel
        error={status.error ?? report.error}
        onRetry={() => {
          void status.refetch();
          void report.refetch();
        }}
      />
    );
  } else if (finished) {
    // the report's first draw (its summary and every section's checks) in slices (DrawAfter), the spinner until then
    body = (
      <DrawAfter fallback={<Spinner label="Loading the audit…" />}>
        <ReportSummary report={finished} item={item} />
        <div className="flex justify-end">
          <ExportCsvButton
            label="Export all checks (CSV)"
            build={() => checksCsv(auditId, finished, report.dataUpdatedAt)}
          />
        </div>
        <div className={`grid gap-4 ${search.check ? 'lg:grid-cols-[minmax(0,1fr)_26rem]' : ''}`}>
          <ReportSections
            sections={sections}
            selected={search.check}
            onOpen={(code) => set({ check: code, checkPage: undefined })}
          />
          {search.check && (
            <div>
              <CheckUrls
                auditId={auditId}
                code={search.check}
                check={checks.get(search.check)}
                page={search.checkPage ?? 1}
                openUrl={search.url}
                onPage={(p) => set({ checkPage: p > 1 ? p : undefined })}
                onOpenUrl={(url) => set({ url })}
                onClose={() => set({ check: undefined, checkPage: undefined })}
              />
            </div>
          )}
        </div>
        {search.url && (
          <CrawledPageIssuesDialog
            auditId={auditId}
            page={{ url: search.url }}
            checks={checks}
            onClose={() => set({ url: undefined })}
          />
        )}
      </DrawAfter>
    );
  } else if (status.data && report.data) {
    body = <StatusView status={status.data} checkedAt={status.dataUpdatedAt} pageLimit={pageLimit.data} />;
  } else {
    body = <Spinner label="Loading the audit…" />;
  }

  return (
    // the report's parts stand further apart than other tabs', and so from the header above (the layout's gap-4)
    <div className="mt-1 flex flex-col gap-5">{body}</div>
  );
}
