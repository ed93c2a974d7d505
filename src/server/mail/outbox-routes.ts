import { Hono, type Context } from 'hono';
import { refusalOf, roleAllows, whoCanOpen, type Need } from '../../lib/people.ts';
import { outboxAttachmentPath, outboxQuerySchema } from '../../lib/local-schemas/outbox.ts';
import { json } from '../http/answer.ts';
import type { AppEnv } from '../http/env.ts';
import { getOnly, notAllowed, query } from '../http/local-params.ts';
import { refusal } from '../http/refusal.ts';
import type { Store } from '../store/interface.ts';

/**
 * Who may read the outbox: the team that sends reports (`write`); clients and viewers are refused, as the mail holds
 * other clients' reports. A `LocalNeeds` table (people/needs.ts) typed by the need alone.
 */
export const OUTBOX_NEEDS = {
  'GET /outbox': 'write',
  'GET /outbox/:id': 'write',
  'GET /outbox/:id/attachments/:n': 'write',
} as const satisfies Readonly<Record<string, Need>>;

export interface OutboxRoutesDeps {
  store: Store;
}

type Ctx = Context<AppEnv>;
const NONE = 'No such message in the outbox.';
/** what a browser may open in place; anything else is offered as a download */
const INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif']);

function refused(c: Ctx): Response | undefined {
  const reader = c.get('person');
  if (reader && roleAllows(reader.role, 'write')) return undefined;
  return json(c, 403, {
    ...refusal(
      reader
        ? refusalOf(reader.role, 'write')
        : `Only the team that sends reports can read the outbox. Ask ${whoCanOpen('write')}.`,
    ),
    ...(reader ? { role: reader.role } : {}),
    need: 'write',
  });
}

const whole = (v: string) => (/^\d{1,15}$/.test(v) ? Number(v) : null);

async function itemsOf(store: Store, rows: { id: number }[]) {
  const ids = rows.map((r) => r.id);
  const files = ids.length
    ? await store.db
        .selectFrom('outbox_attachments')
        .select(['outbox_id', 'n', 'filename', 'content_type', 'size', 'cid'])
        .where('outbox_id', 'in', ids)
        .orderBy('outbox_id')
        .orderBy('n')
        .execute()
    : [];
  return (id: number) =>
    files
      .filter((f) => f.outbox_id === id)
      .map((f) => ({ n: f.n, filename: f.filename, content_type: f.content_type, size: f.size, cid: f.cid }));
}

const LIST_COLUMNS = ['id', 'at', 'from', 'recipients', 'subject', 'size'] as const;

/** `/api/local/outbox`: the mail kept instead of sent, newest first; one message with its bodies; its files. */
export function outboxRoutes(deps: OutboxRoutesDeps): Hono<AppEnv> {
  const { store } = deps;
  const app = new Hono<AppEnv>();

  app.get('/outbox', getOnly, query(outboxQuerySchema), async (c) => {
    const no = refused(c);
    if (no) return no;
    const { limit, offset } = c.req.valid('query');
    const [rows, count] = await Promise.all([
      store.db
        .selectFrom('outbox')
        .select([...LIST_COLUMNS])
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      store.db
        .selectFrom('outbox')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const files = await itemsOf(store, rows);
    return json(c, 200, {
      items: rows.map(({ recipients, ...r }) => ({ ...r, to: recipients, attachments: files(r.id) })),
      total: Number(count.n),
    });
  });

  app.get('/outbox/:id', getOnly, async (c) => {
    const no = refused(c);
    if (no) return no;
    const id = whole(c.req.param('id'));
    const row =
      id === null
        ? undefined
        : await store.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return json(c, 404, refusal(NONE));
    const attachments = (await itemsOf(store, [row]))(row.id);
    // an image the body shows in place (`cid:`) is read from its attachment's address here
    let html = row.html;
    for (const a of attachments)
      if (a.cid) html = html.split(`cid:${a.cid}`).join(outboxAttachmentPath(row.id, a.n));
    const { recipients, ...rest } = row;
    return json(c, 200, { ...rest, to: recipients, html, attachments });
  });

  app.get('/outbox/:id/attachments/:n', getOnly, async (c) => {
    const no = refused(c);
    if (no) return no;
    const id = whole(c.req.param('id'));
    const n = whole(c.req.param('n'));
    const file =
      id === null || n === null
        ? undefined
        : await store.db
            .selectFrom('outbox_attachments')
            .selectAll()
            .where('outbox_id', '=', id)
            .where('n', '=', n)
            .executeTakeFirst();
    if (!file) return json(c, 404, refusal('No such attachment in the outbox.'));
    const inline = INLINE.has(file.content_type);
    const name = file.filename.replace(/[^\w.-]+/g, '_');
    return c.body(new Uint8Array(Buffer.from(file.content, 'base64')), 200, {
      'content-type': inline ? file.content_type : 'application/octet-stream',
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  app.all('/outbox', notAllowed);
  app.all('/outbox/:id', notAllowed);
  app.all('/outbox/:id/attachments/:n', notAllowed);
  return app;
}
