import { createFileRoute } from '@tanstack/react-router';
import { backlinksQueries } from '../api/backlinks.ts';
import { DetailPending } from '../components/ui/detail-header.tsx';
import { BACKLINK_PAGE } from '../features/backlinks/backlinks-tab.tsx';
import { ReportErrorView } from '../features/backlinks/report-error-view.tsx';
import { ReportPage } from '../features/backlinks/report-page.tsx';
import { pageWindow, parseReportSearch, TABLE_DEFAULT_LIMIT } from '../features/backlinks/search.ts';

export const Route = createFileRoute('/backlinks/$reportId')({
  validateSearch: parseReportSearch,
  loaderDeps: ({ search: { tab, page, limit } }) => ({ tab, page, limit }),
  loader: async ({ context: { queryClient: qc }, params: { reportId }, deps }) => {
    const window = pageWindow(deps.page, deps.limit ?? TABLE_DEFAULT_LIMIT);
    // The open tab's first data travels with the overview; an unknown report fails on the overview.
    const tab: Promise<unknown> | undefined =
      deps.tab === 'domains'
        ? qc.ensureQueryData(backlinksQueries.domains(reportId, window))
        : deps.tab === 'anchors'
          ? qc.ensureQueryData(backlinksQueries.anchors(reportId, window))
          : deps.tab === 'backlinks'
            ? qc.ensureInfiniteQueryData(backlinksQueries.backlinkPages(reportId, BACKLINK_PAGE))
            : undefined;
    // a failed tab shows its error in the tab itself
    const settled = tab?.catch(() => undefined);
    await qc.ensureQueryData(backlinksQueries.overview(reportId));
    await settled;
  },
  errorComponent: ReportErrorView,
  // while the overview is read: the static frame's link, heading and description, in place
  pendingComponent: function BacklinkReportPending() {
    return <DetailPending kind="backlinkReport" id={Route.useParams().reportId} />;
  },
  component: function BacklinkReportRoute() {
    return <ReportPage reportId={Route.useParams().reportId} search={Route.useSearch()} />;
  },
});
