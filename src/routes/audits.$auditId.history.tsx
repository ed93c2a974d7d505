import { createFileRoute } from '@tanstack/react-router';
import { auditQueries } from '../api/audits.ts';
import { AuditNotFound } from '../features/audits/audit-not-found.tsx';
import { HistoryPage } from '../features/audits/history-page.tsx';
import { parseAuditId, parseHistorySearch } from '../features/audits/search.ts';

export const Route = createFileRoute('/audits/$auditId/history')({
  validateSearch: parseHistorySearch,
  // the status names the last finished crawl, the default snapshot date; snapshots load on the page
  loader: ({ context, params }) => {
    const id = parseAuditId(params.auditId);
    return id === undefined ? undefined : context.queryClient.ensureQueryData(auditQueries.status(id));
  },
  errorComponent: AuditNotFound,
  component: function AuditHistoryRoute() {
    const id = parseAuditId(Route.useParams().auditId);
    return id === undefined ? <AuditNotFound /> : <HistoryPage key={id} auditId={id} />;
  },
});
