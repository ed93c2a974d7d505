import { createFileRoute } from '@tanstack/react-router';
import { auditsQueries } from '../api/audits.ts';
import { linksParams } from '../features/audits/first-reads.ts';
import { LinksPage } from '../features/audits/links/links-page.tsx';
import { parseLinksSearch } from '../features/audits/shared/search.ts';

export const Route = createFileRoute('/audits/$auditId/links')({
  validateSearch: parseLinksSearch,
  loaderDeps: ({ search }) => search,
  // prefetch, not ensure: a refused filter is shown beside the builder, not instead of the page
  loader: ({ context, params: { auditId }, deps }) =>
    context.queryClient.prefetchQuery(auditsQueries.links(auditId, linksParams(deps))),
  errorComponent: false,
  component: LinksPage,
});
