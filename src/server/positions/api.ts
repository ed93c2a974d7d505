import { Hono, type MiddlewareHandler } from 'hono';
import {
  historyQuerySchema,
  newKeywordsSchema,
  removeKeywordsSchema,
  runInputSchema,
  settingsInputSchema,
  siteQuerySchema,
  trendsQuerySchema,
} from '../../lib/local-schemas/positions.ts';
import { addDays, isoDay } from '../../lib/dates.ts';
import { fieldErrors, idLike } from '../../lib/local-schemas/params.ts';
import { SHARE_SECTIONS } from '../../lib/share-rules.ts';
import { json } from '../http/answer.ts';
import { refusal } from '../http/refusal.ts';
import type { Person } from '../people/people.ts';
import type { AppEnv } from '../http/env.ts';
import type { LocalNeeds } from '../people/local-needs.ts';
import { body, getOnly, notAllowed, query, refuse } from '../http/local-params.ts';
import { sharedPositions, sharedTrends } from '../share/share-local.ts';
import { SHARE_REFUSALS } from '../share/share-scope.ts';
import { boundView, type ReportView } from '../share/share-view.ts';
import { isDomain, normalizeDomain } from './extract.ts';
import { KEYWORDS_PER_SITE, type PositionsRepo } from './repo.ts';
import type { Positions } from './service.ts';

/**
 * `/api/local/positions…`: rank tracking in the proxy's own store. Only a run spends credits, and it goes through
 * the proxy's paid path like any dashboard call.
 *
 * GET    /positions?site_id=            settings, keywords with their latest positions, schedule, runs
 * PUT    /positions/settings?site_id=   domain, subdomains, cadence, hour, weekday
 * POST   /positions/keywords?site_id=   { keywords: string[], location_id, language_code, device, tags? }
 * DELETE /positions/keywords?site_id=   { keyword_ids?: number[], tag? } → { removed, keyword_ids }: stops tracking
 *                                      those listed and every keyword of the tag; their recorded days go too
 * DELETE /positions/keywords/:id?site_id=   one keyword of the site → { id }; another site's is 404
 * POST   /positions/run?site_id=        { keyword_ids?: number[] } → 202 and the run (it continues in the background)
 * GET    /positions/history?site_id=&keyword_id=  every recorded day of one keyword of the site
 * GET    /positions/trends?site_id=&days=   the site's daily average, top-3/top-10 shares and competitors
 *
 * A share link's holder reads the report section's two reads of the link's site, cut to its view; nothing else.
 */

/** A pasted list of 5,000 keywords fits; anything larger is refused unread (413). */
export const MAX_POSITIONS_BODY = 512 * 1024;

const rules = { normalizeDomain, isDomain, keywordsPerSite: KEYWORDS_PER_SITE };
const settingsInput = settingsInputSchema(rules);
const newKeywords = newKeywordsSchema(rules);
const removeKeywords = removeKeywordsSchema(rules);
const limits = { max: MAX_POSITIONS_BODY };
const site = query(siteQuerySchema);
const keywordId = idLike('No such keyword.');

/** A link's holder: its own site and a view showing the section, or nothing. */
const linkBounds: MiddlewareHandler<AppEnv> = async (c, next) => {
  const share = c.get('share');
  if (!share) return next();
  // the gate has checked the site already; a request for another still gets nothing of it
  const asked = siteQuerySchema.safeParse(c.req.query());
  if (!asked.success || asked.data.site_id !== share.site_id)
    return json(c, 403, { message: SHARE_REFUSALS.otherSite(share.site_id) });
  if (!boundView(share.view).sections.includes('positions'))
    return json(c, 403, { message: SHARE_REFUSALS.section('positions') });
  await next();
};

/** A person held to a daily or monthly credit limit of their own. */
const hasCreditLimit = (p: Person) => p.limits.daily_credits !== null || p.limits.monthly_credits !== null;

export const RUN_OUTSIDE_LIMIT =
  'Your account has a credit limit, and a run started by hand is spent as the team’s, outside it: the schedule ' +
  'runs these keywords, or an owner or an admin can start the run now.';

/** One of the section's reads, as a link's holder gets it. */
const linkRead =
  (
    repo: PositionsRepo,
    read: (repo: PositionsRepo, siteId: number, view: ReportView) => Promise<unknown>,
  ): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const share = c.get('share');
    // a client reads the summary a link shows (no runs, no schedule: they tell the team's spend), over the last
    // year; the access gate has already held the site to theirs
    if (c.get('person')?.role === 'client' && c.req.method === 'GET') {
      const site = Number(new URL(c.req.url).searchParams.get('site_id'));
      return json(c, 200, await read(repo, site, clientView()));
    }
    // a HEAD goes on to be refused with everything else outside the section
    if (!share || c.req.method !== 'GET') return next();
    return json(c, 200, await read(repo, share.site_id, boundView(share.view)));
  };

/** What a client's summary covers: every section of their report, the last 365 days. */
function clientView(now = new Date()): ReportView {
  const to = isoDay(now);
  return { from: addDays(to, -365), to, sections: [...SHARE_SECTIONS], engine: null, rolling: null };
}

const linkOutside: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('share')) return json(c, 403, { message: SHARE_REFUSALS.outside });
  await next();
};

/** What each route below needs of the person calling it (people/access.ts): a run spends credits. */
export const POSITIONS_NEEDS: LocalNeeds = {
  'GET /positions': 'read',
  'GET /positions/history': 'read',
  'GET /positions/trends': 'read',
  'PUT /positions/settings': 'write',
  'POST /positions/keywords': 'write',
  'DELETE /positions/keywords': 'write',
  'DELETE /positions/keywords/:id': 'write',
  'POST /positions/run': 'paid',
};

export function positionsRoutes(positions: Positions): Hono<AppEnv> {
  const { repo } = positions;
  const app = new Hono<AppEnv>();

  app.use('/positions/*', linkBounds);
  app.get('/positions', linkRead(repo, sharedPositions));
  app.get('/positions/trends', linkRead(repo, sharedTrends));
  app.use('/positions/*', linkOutside);

  // the site is named as on every other route, and the keyword must be one of its own: a removal under one
  // site's page never reaches another site's keyword
  app.delete('/positions/keywords/:id', site, async (c) => {
    const id = keywordId.safeParse(c.req.param('id'));
    const removed = id.success
      ? await repo.removeKeywords(c.req.valid('query').site_id, { ids: [id.data] })
      : [];
    if (!id.success || removed.length === 0)
      return json(c, 404, { message: 'This site tracks no such keyword.' });
    return json(c, 200, { id: id.data });
  });
  app.all('/positions/keywords/:id', notAllowed);

  app.get('/positions', site, getOnly, async (c) =>
    json(c, 200, await positions.summary(c.req.valid('query').site_id)),
  );
  app.all('/positions', site, notAllowed);

  app.get('/positions/history', site, getOnly, query(historyQuerySchema), async (c) => {
    const siteId = c.req.valid('query').site_id;
    const h = await positions.history(c.req.valid('query').keyword_id);
    // one site's page never shows another site's keyword
    return h && h.keyword.site_id === siteId
      ? json(c, 200, h)
      : json(c, 404, { message: 'This site tracks no such keyword.' });
  });
  app.all('/positions/history', site, notAllowed);

  app.get('/positions/trends', site, getOnly, query(trendsQuerySchema), async (c) => {
    const { site_id, days } = c.req.valid('query');
    return json(c, 200, await positions.trends(site_id, days));
  });
  app.all('/positions/trends', site, notAllowed);

  app.put('/positions/settings', site, body(settingsInput, limits), async (c) => {
    const settings = { site_id: c.req.valid('query').site_id, ...c.req.valid('json') };
    return json(c, 200, await repo.saveSettings(settings));
  });
  app.all('/positions/settings', site, notAllowed);

  app.post('/positions/keywords', site, body(newKeywords, limits), async (c) => {
    const siteId = c.req.valid('query').site_id;
    const input = c.req.valid('json');
    // the first keywords of a site bring its settings: the domain to match (the page fills it from the audits)
    if (!(await repo.settings(siteId))) {
      const s = settingsInput.safeParse(input);
      if (!s.success) return refuse(c, fieldErrors(s.error.issues));
      await repo.saveSettings({ site_id: siteId, ...s.data });
    }
    const rows = input.keywords.map((keyword) => ({
      keyword,
      location_id: input.location_id,
      language_code: input.language_code,
      device: input.device,
      search_engine: input.search_engine,
      tags: input.tags,
    }));
    // counted and inserted under one lock: two adds at once cannot both fit under the cap
    const got = await repo.addKeywordsWithin(siteId, rows, KEYWORDS_PER_SITE);
    if ('refusal' in got) return refuse(c, { keywords: got.refusal });
    return json(c, 201, { added: got.added, already: rows.length - got.added });
  });
  app.delete('/positions/keywords', site, body(removeKeywords, limits), async (c) => {
    const siteId = c.req.valid('query').site_id;
    const { keyword_ids: ids, tag } = c.req.valid('json');
    if (ids) {
      // all or nothing: a list naming another site's keyword removes none of it
      const mine = new Set((await repo.keywords(siteId)).map((k) => k.id));
      if (!ids.every((id) => mine.has(id)))
        return refuse(c, { keyword_ids: 'keyword_ids must list keywords of this site.' });
    }
    const removed = await repo.removeKeywords(siteId, { ids, tag });
    return json(c, 200, { removed: removed.length, keyword_ids: removed });
  });
  app.all('/positions/keywords', site, notAllowed);

  app.post('/positions/run', site, body(runInputSchema, limits), async (c) => {
    // a run's calls are the server's own, not the person's: one held to a credit limit would spend outside it
    const person = c.get('person');
    if (person && hasCreditLimit(person)) return json(c, 402, refusal(RUN_OUTSIDE_LIMIT));
    const siteId = c.req.valid('query').site_id;
    const ids = c.req.valid('json').keyword_ids;
    if (ids) {
      const mine = new Set((await repo.keywords(siteId)).map((k) => k.id));
      if (!ids.every((id) => mine.has(id)))
        return refuse(c, { keyword_ids: 'keyword_ids must list keywords of this site.' });
    }
    if (!(await repo.settings(siteId)) || (await repo.countKeywords(siteId)) === 0)
      return refuse(c, { keyword_ids: 'Add keywords to track first.' });
    const run = await positions.runNow(siteId, ids);
    if (!run) return json(c, 409, { message: 'A run of this site is in progress: wait for it to finish.' });
    return json(c, 202, run);
  });
  app.all('/positions/run', site, notAllowed);

  app.all('/positions/*', site, (c) => json(c, 404, { message: 'Not found' }));
  return app;
}
