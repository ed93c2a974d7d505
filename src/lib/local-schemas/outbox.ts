import { z } from 'zod';
import { wholeParam } from './params.ts';

/**
 * The dashboard's outbox, `/api/local/outbox`: the mail kept in the store when no SMTP server is configured. The
 * route checks its query with `outboxQuerySchema`; the browser parses the answers with the item and page schemas.
 */

/** Messages per page: the route's default and most. */
export const OUTBOX_PAGE = 50;
export const OUTBOX_PAGE_MAX = 200;

/** `?limit=&offset=` */
export const outboxQuerySchema = z.lazy(() =>
  z.object({
    limit: wholeParam('limit', { min: 1, max: OUTBOX_PAGE_MAX, fallback: OUTBOX_PAGE }),
    offset: wholeParam('offset', { min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 }),
  }),
);
export type OutboxQuery = z.output<typeof outboxQuerySchema>;

/** One attached file: `n` is its place in the message (from 0), the address `…/outbox/<id>/attachments/<n>`. */
export const outboxAttachmentSchema = z.lazy(() =>
  z.looseObject({
    n: z.number(),
    filename: z.string(),
    content_type: z.string().catch('application/octet-stream'),
    /** bytes */
    size: z.number().catch(0),
  }),
);
export type OutboxAttachment = z.output<typeof outboxAttachmentSchema>;

const itemShape = {
  id: z.number(),
  /** ISO 8601, UTC */
  at: z.string(),
  /** as sent: `"Agency" <reports@example.com>` or the bare address */
  from: z.string(),
  to: z.array(z.string()).catch([]),
  subject: z.string(),
  /** bytes of the whole message as composed */
  size: z.number().catch(0),
  attachments: z.array(outboxAttachmentSchema).catch([]),
};

export const outboxItemSchema = z.lazy(() => z.looseObject(itemShape));
export type OutboxItem = z.output<typeof outboxItemSchema>;

export const outboxPageSchema = z.lazy(() =>
  z.looseObject({ items: z.array(outboxItemSchema), total: z.number() }),
);
export type OutboxPage = z.output<typeof outboxPageSchema>;

/** `GET /api/local/outbox/<id>`: the item and its two bodies. */
export const outboxMessageSchema = z.lazy(() =>
  z.looseObject({
    ...itemShape,
    html: z.string().catch(''),
    text: z.string().catch(''),
  }),
);
export type OutboxMessage = z.output<typeof outboxMessageSchema>;

/** Where a message's attachment is read (inline: a PDF opens in the browser's viewer). */
export function outboxAttachmentPath(id: number, n: number): string {
  return `/api/local/outbox/${id}/attachments/${n}`;
}
