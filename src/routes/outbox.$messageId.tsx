import { createFileRoute } from '@tanstack/react-router';
import { outboxQueries } from '../api/outbox.ts';
import { NotFound } from '../components/errors/not-found.tsx';
import { messageIdParams } from '../features/outbox/message-id.ts';
import { MessagePage } from '../features/outbox/message-page.tsx';

export const Route = createFileRoute('/outbox/$messageId')({
  params: messageIdParams,
  // prefetch, not ensure: a refusal shows on the page in the server's own words
  loader: ({ context: { queryClient }, params }) =>
    queryClient.prefetchQuery(outboxQueries.message(params.messageId)),
  notFoundComponent: () => <NotFound />,
  component: MessagePage,
});
