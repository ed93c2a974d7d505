import { queryOptions } from '@tanstack/react-query';
import {
  outboxAttachmentPath,
  outboxMessageSchema,
  outboxPageSchema,
  type OutboxMessage,
  type OutboxPage,
} from '../lib/local-schemas/outbox.ts';
import { API_HEADERS } from './base.ts';
import { ApiError } from './errors.ts';
import { localJson } from './local-json.ts';

/**
 * The dashboard's outbox (`/api/local/outbox`): mail kept in the store where no SMTP server is set. The team that
 * sends reports reads it; viewers and clients are refused by the server.
 */
export type { OutboxAttachment, OutboxItem, OutboxMessage, OutboxPage } from '../lib/local-schemas/outbox.ts';

const FALLBACK = 'The Searchboard server could not read its outbox.';

export async function listOutbox(
  p: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<OutboxPage> {
  const q = new URLSearchParams({ limit: String(p.limit), offset: String(p.offset) });
  return outboxPageSchema.parse(await localJson('GET', `outbox?${q}`, { signal, fallback: FALLBACK }));
}

export async function getOutboxMessage(id: number, signal?: AbortSignal): Promise<OutboxMessage> {
  return outboxMessageSchema.parse(await localJson('GET', `outbox/${id}`, { signal, fallback: FALLBACK }));
}

/**
 * An attachment's bytes. Read with the dashboard's header (the server refuses `/api` calls without it), so a frame
 * cannot point at its address: the page shows it from a blob instead.
 */
export async function getOutboxAttachment(id: number, n: number, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(outboxAttachmentPath(id, n), { signal, headers: API_HEADERS });
  if (!res.ok)
    throw new ApiError(
      res.status,
      'The Searchboard server could not read this attachment.',
      res.status === 404 ? 'not_found' : res.status === 403 ? 'forbidden' : 'server',
      'project',
      'GET',
      true,
    );
  return res.blob();
}

export const outboxQueries = {
  all: () => ['outbox'] as const,
  page: (p: { limit: number; offset: number }) =>
    queryOptions({
      queryKey: ['outbox', 'server', 'page', p] as const,
      queryFn: ({ signal }) => listOutbox(p, signal),
    }),
  message: (id: number) =>
    queryOptions({
      queryKey: ['outbox', 'server', 'message', { id }] as const,
      queryFn: ({ signal }) => getOutboxMessage(id, signal),
      // a message in the outbox never changes
      staleTime: Infinity,
    }),
  attachment: (id: number, n: number) =>
    queryOptions({
      queryKey: ['outbox', 'server', 'attachment', { id, n }] as const,
      queryFn: ({ signal }) => getOutboxAttachment(id, n, signal),
      staleTime: Infinity,
    }),
};
