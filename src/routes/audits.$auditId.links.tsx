import { createFileRoute } from '@tanstack/react-router';
import { auditQueries } from '../api/audits.ts';
import { AuditNotFound } from '../features/audits/audit-not-found.tsx';
import { LinksPage, linksParams } from '../features/audits/links-page.tsx';
import { parseAuditId, parseLinksSearch } from '../features/audits/search.ts';
import { prefetchAuditHeader } from '../features/audits/use-audit-item.ts';

export const Route = createFileRoute('/audits/$auditId/links')({
  validateSearch: parseLinksSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    const id = parseAuditId(params.auditId);
    // prefetch, not ensure: a refused filter is shown beside the builder, not instead of the page
    return id === undefined
      ? undefined
      : Promise.all([
          context.queryClient.prefetchQuery(auditQueries.links(id, linksParams(deps))),
          prefetchAuditHeader(context.queryClient, id),
        ]);
  },
  errorComponent: AuditNotFound,
  component: function AuditLinksRoute() {
    const id = parseAuditId(Route.useParams().auditId);
    return id === undefined ? <AuditNotFound /> : <LinksPage key={id} auditId={id} />;
  },
});
