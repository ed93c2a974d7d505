import { Hono } from 'hono';
import { z } from 'zod';
import { sandboxVocabulary } from '../../sandbox/vocabulary.ts';
import type { UpstreamBase } from '../../lib/operations.ts';
import { annotationInputSchema } from '../../lib/local-schemas/annotations.ts';
import { pathId, wholeParam } from '../../lib/local-schemas/params.ts';
import type { GroupSites } from '../groups/group-sites.ts';
import type { Metering } from '../metering/metering.ts';
import { positionsRoutes } from '../positions/api.ts';
import type { Positions } from '../positions/service.ts';
import { shareRoutes } from '../share/share-api.ts';
import { sharedAnnotations } from '../share/share-local.ts';
import { boundView, readShareView } from '../share/share-view.ts';
import type { Shares } from '../share/share.ts';
import type { Annotations } from './annotations.ts';
import { json } from './answer.ts';
import type { AppEnv } from './env.ts';
import type { Log } from './failure.ts';
import type { LocalNeeds } from '../people/local-needs.ts';
import { body, getOnly, notAllowed, query } from './local-params.ts';

/**
 * The proxy's own endpoints, mounted at /api/local: nothing here spends anything but a rank run, and what reaches
 * an upstream (a rank run, a history probe) goes through the proxy's own path. Each route states its method, path
 * and the schemas of its query and body (src/lib/local-schemas, which the browser parses the answers with); a
 * refusal names each field. A share link's holder (`c.get('share')`, set by the share gate) reads only what its
 * view shows.
 */

export interface LocalDeps {
  mode: Record<UpstreamBase, 'sandbox' | 'live'>;
  metering: Metering;
  annotations: Annotations;
  shares: Shares;
  positions: Positions;
  groupSites: GroupSites;
  /**
   * reads an audit's snapshot of one day through the proxy (a free read), so that the dates its answer names are
   * learnt; whatever it answers, a miss included
   */
  probeHistory?: (auditId: number, date: string) => Promise<void>;
  /** where a failure's log line goes (redacted by the proxy); the app's error handler writes it */
  logError?: Log;
}

const id = (name: string) => wholeParam(name, { min: 1, max: Number.MAX_SAFE_INTEGER });
/** the latest ledger rows `/credits` lists: `limit`, 1-1000 (default 100) */
const creditsQuery = z.lazy(() =>
  z.object({ limit: wholeParam('limit', { min: 1, max: 1000, fallback: 100 }) }),
);
const siteQuery = z.lazy(() => z.object({ site_id: id('site_id') }));
const auditQuery = z.lazy(() => z.object({ audit_id: id('audit_id') }));
const auditDatesQuery = z.lazy(() =>
  z.object({
    audit_id: id('audit_id'),
    probe: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'probe: a day, YYYY-MM-DD' })
      .optional(),
  }),
);
const CHECK = 'Check the highlighted fields.';

/** What each route below needs of the person calling it (people/access.ts). */
export const LOCAL_NEEDS: LocalNeeds = {
  'GET /annotations': 'read',
  'POST /annotations': 'write',
  'PUT /annotations/:id': 'write',
  'DELETE /annotations/:id': 'write',
  // what the app's frame reads to start, whoever signed in
  'GET /status': 'signed-in',
  'GET /credits': 'ledger',
  'GET /serp/archive': 'read',
  'GET /audit-dates': 'read',
  'GET /audit-limit': 'read',
  'GET /group-sites': 'read',
};

export function localRoutes(deps: LocalDeps): Hono<AppEnv> {
  const { annotations, metering } = deps;
  const app = new Hono<AppEnv>();

  app.get('/annotations', query(siteQuery), getOnly, async (c) => {
    const items = await annotations.list(c.req.valid('query').site_id);
    // a share link's holder sees those inside its view's range only
    const share = c.get('share');
    return json(c, 200, { items: share ? sharedAnnotations(items, boundView(share.view)) : items });
  });
  app.post('/annotations', query(siteQuery), body(annotationInputSchema, { message: CHECK }), async (c) =>
    json(c, 201, await annotations.create(c.req.valid('query').site_id, c.req.valid('json'))),
  );
  app.all('/annotations', query(siteQuery), notAllowed);

  // a marker that is not there is a 404 whatever the method (one path segment per route, so the app's router
  // stays the fast one that compiles every route into one expression; deeper paths are the last route's)
  app.all('/annotations/:id', async (c, next) => {
    const found = pathId(c.req.param('id'));
    if (found === undefined || !(await annotations.get(found)))
      return json(c, 404, { message: 'No such annotation.' });
    await next();
  });
  app.delete('/annotations/:id', async (c) => {
    const found = Number(c.req.param('id'));
    await annotations.remove(found);
    return json(c, 200, { id: found });
  });
  app.put('/annotations/:id', body(annotationInputSchema, { message: CHECK }), async (c) =>
    json(c, 200, await annotations.update(Number(c.req.param('id')), c.req.valid('json'))),
  );
  app.all('/annotations/:id', notAllowed);
  app.all('/annotations/*', (c) => json(c, 404, { message: 'No such annotation.' }));

  app.route('/', positionsRoutes(deps.positions));
  app.route('/', shareRoutes(deps.shares));

  app.get('/status', getOnly, (c) => {
    const share = c.get('share');
    // in share mode the SPA shows the read-only frame of that one report
    return json(c, 200, {
      upstreams: deps.mode,
      // the engine names the embedded sandbox speaks (SANDBOX_VOCABULARY, read by the sandbox the same way):
      // the dashboard's forms send these to it, and the service's own names to a live upstream
      sandbox_vocabulary: sandboxVocabulary(),
      ...(share
        ? {
            share: {
              site_id: share.site_id,
              expires_at: share.expires_at,
              view: readShareView(share.view),
            },
          }
        : {}),
    });
  });
  app.get('/credits', getOnly, query(creditsQuery), async (c) => {
    const [summary, latest, demo] = await Promise.all([
      metering.summary(),
      metering.latest(c.req.valid('query').limit),
      // the seeded rank-tracking days: shown beside the ledger as demo history, never charged to it
      deps.positions.repo.unpaidHistory(),
    ]);
    // the caller's own spend beside their limits (none for the loopback owner or a share link)
    const person = c.get('person');
    const mine =
      person && !person.local
        ? { ...(await metering.ledger.spentBy(person.id)), limits: person.limits }
        : null;
    return json(c, 200, { ...summary, latest, demo, mine });
  });
  app.get('/serp/archive', getOnly, async (c) => json(c, 200, { tasks: await metering.archiveList() }));
  // every date the audit is known to have a snapshot on, learnt from the team's reads (audit-dates.ts)
  // With `probe`, a day is asked of the service first: a day with no snapshot is a 404 there that names the days
  // that have one. The page looking for earlier crawls expects that miss, and a browser reports every 4xx it fetches
  // as an error on its console, so the miss is read here and the page gets the dates it taught.
  app.get('/audit-dates', getOnly, query(auditDatesQuery), async (c) => {
    const { audit_id, probe } = c.req.valid('query');
    if (probe && deps.probeHistory) await deps.probeHistory(audit_id, probe).catch(() => undefined);
    return json(c, 200, { audit_id, dates: await metering.dates.list(String(audit_id)) });
  });
  // the page limit (max_pages) of an audit this server created: what a running crawl's progress is against
  app.get('/audit-limit', getOnly, query(auditQuery), async (c) => {
    const { audit_id } = c.req.valid('query');
    return json(c, 200, { audit_id, max_pages: await metering.audits.maxPagesOf(String(audit_id)) });
  });
  // the sites moved into each group through this dashboard (groups/group-sites.ts): the service lists none
  app.get('/group-sites', getOnly, async (c) => json(c, 200, { groups: await deps.groupSites.list() }));
  // the reads above take GET only; any other path or method is no endpoint here
  app.all('*', (c) => (c.req.method === 'GET' ? json(c, 404, { message: 'Not found' }) : notAllowed(c)));
  return app;
}
