import { createFileRoute } from '@tanstack/react-router';
import { auditsQueries } from '../api/audits.ts';
import { HistoryPage } from '../features/audits/history/history-page.tsx';
import { parseHistorySearch } from '../features/audits/shared/search.ts';

export const Route = createFileRoute('/audits/$auditId/history')({
  validateSearch: parseHistorySearch,
  // the status names the last finished crawl, the default snapshot date (the layout reads the audit's list item,
  // which names its site, whose annotations the page shows); snapshots load on the page
  loader: ({ context, params: { auditId } }) =>
    context.queryClient.ensureQueryData(auditsQueries.status(auditId)),
  errorComponent: false,
  component: HistoryPage,
});
