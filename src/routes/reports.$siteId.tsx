import { createFileRoute } from '@tanstack/react-router';
import { aiQueries } from '../api/ai.ts';
import { auditsQueries } from '../api/audits.ts';
import { localQueries } from '../api/local.ts';
import { SiteNotFound } from '../components/errors/site-not-found.tsx';
import { DetailPending } from '../components/ui/detail-header.tsx';
import { ReportPage } from '../features/reports/report-page.tsx';
import { parseReportSearch } from '../features/reports/search.ts';
import { atMost } from '../lib/at-most.ts';
import { siteIdParams } from '../lib/path-ids.ts';

/** Under the router's 1 s before it shows a pending view: the header's reads or this, whichever is first. */
const HEADER_WAIT_MS = 800;

export const Route = createFileRoute('/reports/$siteId')({
  params: siteIdParams,
  validateSearch: parseReportSearch,
  // The header and the controls are drawn from three reads the page's HTML has already started (the sites, from
  // the audit list; the server's status, which says whether this is a share link; the site's engine list, also
  // how the page learns that a site does not exist). Waiting a moment for them draws the header once, at its final
  // size: drawn first as "Site #101" and again with the name, domain and Share button, it moved everything under
  // it (layout shift on a phone). A slow read holds the page no longer than that moment; every
  // section's own reads start as the page draws.
  loader: async ({ context: { queryClient }, params }) => {
    await atMost(
      HEADER_WAIT_MS,
      Promise.all([
        queryClient.prefetchQuery(aiQueries.engines(params.siteId)),
        queryClient.prefetchQuery(auditsQueries.every()),
        queryClient.prefetchQuery(localQueries.status()),
      ]),
    );
  },
  notFoundComponent: () => <SiteNotFound />,
  // for the header's moment of waiting: the static frame's heading and description, in place
  pendingComponent: function SiteReportPending() {
    return <DetailPending kind="siteReport" id={Route.useParams().siteId} />;
  },
  component: ReportPage,
});
