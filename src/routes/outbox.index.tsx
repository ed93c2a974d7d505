import { createFileRoute } from '@tanstack/react-router';
import { outboxQueries } from '../api/outbox.ts';
import { OutboxPage } from '../features/outbox/outbox-page.tsx';
import { OUTBOX_PAGE } from '../lib/local-schemas/outbox.ts';
import { parsePathId } from '../lib/path-ids.ts';

/** `?page=` as a positive whole number; anything else is the first page. */
const parseOutboxSearch = (s: Record<string, unknown>): { page?: number } => {
  const page = parsePathId(String(s.page ?? ''));
  return page && page > 1 ? { page } : {};
};

export const Route = createFileRoute('/outbox/')({
  validateSearch: parseOutboxSearch,
  loaderDeps: ({ search }) => search,
  // prefetch, not ensure: a refusal shows on the page in the server's own words
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.prefetchQuery(
      outboxQueries.page({ limit: OUTBOX_PAGE, offset: ((deps.page ?? 1) - 1) * OUTBOX_PAGE }),
    ),
  component: OutboxPage,
});
