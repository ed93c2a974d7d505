import { createFileRoute } from '@tanstack/react-router';
import { auditQueries } from '../api/audits.ts';
import { AuditNotFound } from '../features/audits/audit-not-found.tsx';
import { HistoryPage } from '../features/audits/history-page.tsx';
import { parseAuditId, parseHistorySearch } from '../features/audits/search.ts';
import { auditItemsQuery } from '../features/audits/use-audit-item.ts';

export const Route = createFileRoute('/audits/$auditId/history')({
  validateSearch: parseHistorySearch,
  // the status names the last finished crawl, the default snapshot date; the audit's list item names its site
  // (whose annotations the page shows); snapshots load on the page
  loader: async ({ context, params }) => {
    const id = parseAuditId(params.auditId);
    if (id === undefined) return;
    await Promise.all([
      context.queryClient.ensureQueryData(auditQueries.status(id)),
      context.queryClient.prefetchQuery(auditItemsQuery()),
    ]);
  },
  errorComponent: AuditNotFound,
  component: function AuditHistoryRoute() {
    const id = parseAuditId(Route.useParams().auditId);
    return id === undefined ? <AuditNotFound /> : <HistoryPage key={id} auditId={id} />;
  },
});
