import { createFileRoute } from '@tanstack/react-router';
import { auditsQueries } from '../api/audits.ts';
import { AuditsPage } from '../features/audits/list/audits-page.tsx';
import { listParams } from '../features/audits/list/list-params.ts';
import { parseListSearch } from '../features/audits/shared/search.ts';

export const Route = createFileRoute('/audits/')({
  validateSearch: parseListSearch,
  loaderDeps: ({ search }) => ({
    q: search.q,
    from: search.from,
    to: search.to,
    page: search.page,
    limit: search.limit,
  }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(auditsQueries.list(listParams(deps))),
  component: AuditsPage,
});
