import { notFound } from '@tanstack/react-router';
import { parsePathId } from '../../lib/path-ids.ts';

/** `/outbox/$messageId`'s id, parsed where the route is matched: anything but a positive whole number names nothing. */
export const messageIdParams = {
  parse: (raw: { messageId: string }) => {
    const messageId = parsePathId(raw.messageId);
    if (messageId === undefined) throw notFound();
    return { messageId };
  },
  stringify: (p: { messageId: number }) => ({ messageId: String(p.messageId) }),
};
