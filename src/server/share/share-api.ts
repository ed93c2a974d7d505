import { Hono } from 'hono';
import { z } from 'zod';
import { fieldErrors, pathId, wholeParam } from '../../lib/local-schemas/params.ts';
import { shareInputSchema, type ShareView } from '../../lib/local-schemas/shares.ts';
import { json } from '../http/answer.ts';
import type { AppEnv } from '../http/env.ts';
import type { LocalNeeds } from '../people/local-needs.ts';
import { body, getOnly, notAllowed, query } from '../http/local-params.ts';
import type { Shares } from './share.ts';

export interface ShareInput {
  site_id: number;
  /** null: until revoked */
  days: number | null;
  label: string | null;
  view: ShareView | null;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const CHECK = 'Check the highlighted fields.';

/**
 * A POST body checked: site_id a positive integer, expires_in_days 1-90 (whole days) or null (until revoked), label
 * up to 120, and `view`
 * (the report's range, sections and engine; absent: the report's defaults). The route validates with the same
 * schema; this is its answer per field for a caller outside a route.
 */
export function checkShareInput(raw: unknown): Checked<ShareInput> {
  const checked = shareInputSchema.safeParse(raw);
  if (!checked.success) return { ok: false, errors: fieldErrors(checked.error.issues) };
  const { site_id, expires_in_days: days, label, view } = checked.data;
  return { ok: true, value: { site_id, days, label, view } };
}

const siteQuery = z.lazy(() =>
  z.object({ site_id: wholeParam('site_id', { min: 1, max: Number.MAX_SAFE_INTEGER }) }),
);

/** What each route below needs of the person calling it (people/access.ts). */
export const SHARE_NEEDS: LocalNeeds = {
  // a link is a way into the site's report: whoever may see the links may hand them out
  'GET /shares': 'write',
  'POST /shares': 'write',
  'DELETE /shares/:id': 'write',
};

/** `/api/local/shares`: create, list and revoke links. Team only: the share gate refuses these to link holders. */
export function shareRoutes(shares: Shares): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/shares', getOnly, query(siteQuery), async (c) =>
    json(c, 200, { items: await shares.list(c.req.valid('query').site_id) }),
  );
  app.post('/shares', body(shareInputSchema, { message: CHECK }), async (c) => {
    const { site_id, expires_in_days, label, view } = c.req.valid('json');
    return json(c, 201, await shares.create(site_id, expires_in_days, label, view));
  });
  app.all('/shares', notAllowed);

  app.all('/shares/:id', async (c, next) => {
    const id = pathId(c.req.param('id'));
    if (id === undefined || !(await shares.get(id))) return json(c, 404, { message: 'No such share link.' });
    await next();
  });
  app.delete('/shares/:id', async (c) => json(c, 200, await shares.revoke(Number(c.req.param('id')))));
  app.all('/shares/:id', notAllowed);
  app.all('/shares/*', (c) => json(c, 404, { message: 'No such share link.' }));
  return app;
}
