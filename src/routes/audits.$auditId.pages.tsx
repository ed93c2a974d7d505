import { createFileRoute } from '@tanstack/react-router';
import { PagesPage } from '../features/audits/pages/pages-page.tsx';
import { parsePagesSearch } from '../features/audits/shared/search.ts';
import { headQuery } from '../features/audits/pages/use-crawled-page-rows.ts';

export const Route = createFileRoute('/audits/$auditId/pages')({
  validateSearch: parsePagesSearch,
  loader: ({ context, params: { auditId } }) => context.queryClient.ensureQueryData(headQuery(auditId)),
  errorComponent: false,
  component: PagesPage,
});
