import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkId, checkNewKeywords, checkSettings, KEYWORDS_PER_SITE } from './checks.ts';
import type { Positions } from './service.ts';
import { bodyRefusal, readJson } from '../http/local-params.ts';
import type { ShareRow } from '../share/share.ts';
import { sharedPositions, sharedTrends } from '../share/share-local.ts';
import { SHARE_REFUSALS } from '../share/share-scope.ts';
import { boundView } from '../share/share-view.ts';

/**
 * `/api/local/positions…`: rank tracking in the proxy's own store. Only a run spends credits, and it goes through
 * the proxy's paid path like any dashboard call.
 *
 * GET    /positions?site_id=            settings, keywords with their latest positions, schedule, runs
 * PUT    /positions/settings?site_id=   domain, subdomains, cadence, hour, weekday
 * POST   /positions/keywords?site_id=   { keywords: string[], location_id, language_code, device, tags? }
 * DELETE /positions/keywords/:id
 * POST   /positions/run?site_id=        { keyword_ids?: number[] } → 202 and the run (it continues in the background)
 * GET    /positions/history?site_id=&keyword_id=  every recorded day of one keyword of the site
 * GET    /positions/trends?site_id=&days=   the site's daily average, top-3/top-10 shares and competitors
 */

type Send = (res: ServerResponse, status: number, body: unknown) => void;

/** A pasted list of 5,000 keywords fits; anything larger is refused unread (413). */
export const MAX_POSITIONS_BODY = 512 * 1024;

export function positionsRoutes(
  positions: Positions,
  send: Send,
  /** the share link a request came through (the share gate cleared it): its view bounds what is answered */
  shareOf: (req: IncomingMessage) => ShareRow | undefined = () => undefined,
) {
  const { repo } = positions;
  const invalid = (res: ServerResponse, errors: Record<string, string>) =>
    send(res, 400, { message: Object.values(errors)[0] ?? 'Check the fields.', errors });

  async function json(req: IncomingMessage, res: ServerResponse): Promise<{ value: unknown } | undefined> {
    try {
      return { value: await readJson(req, MAX_POSITIONS_BODY) };
    } catch (err) {
      const refusal = bodyRefusal(err);
      send(res, refusal.status, { message: refusal.message });
      return undefined;
    }
  }

  /** A link's holder: the report section's two reads of the link's site, cut to its view; nothing else. */
  async function shared(req: IncomingMessage, res: ServerResponse, share: ShareRow, path: string) {
    const view = boundView(share.view);
    if (!view.sections.includes('positions'))
      return send(res, 403, { message: SHARE_REFUSALS.section('positions') });
    if (req.method === 'GET' && path === '/positions')
      return send(res, 200, await sharedPositions(repo, share.site_id, view));
    if (req.method === 'GET' && path === '/positions/trends')
      return send(res, 200, await sharedTrends(repo, share.site_id, view));
    return send(res, 403, { message: SHARE_REFUSALS.outside });
  }

  return async (req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) => {
    const method = req.method ?? 'GET';
    const share = shareOf(req);
    if (share) {
      // the gate has checked the site already; a request for another still gets nothing of it
      if (checkId(query.get('site_id')) !== share.site_id)
        return send(res, 403, { message: SHARE_REFUSALS.otherSite(share.site_id) });
      return shared(req, res, share, path);
    }
    const keywordPath = /^\/positions\/keywords\/([^/]+)$/.exec(path);
    if (keywordPath) {
      if (method !== 'DELETE') return send(res, 405, { message: 'Method not allowed' });
      const id = checkId(keywordPath[1]);
      if (id === undefined || !(await repo.removeKeyword(id)))
        return send(res, 404, { message: 'No such keyword.' });
      return send(res, 200, { id });
    }
    const siteId = checkId(query.get('site_id'));
    if (siteId === undefined) return invalid(res, { site_id: 'site_id must be a positive integer.' });
    if (path === '/positions/history') {
      if (method !== 'GET') return send(res, 405, { message: 'Method not allowed' });
      const id = checkId(query.get('keyword_id'));
      if (id === undefined) return invalid(res, { keyword_id: 'keyword_id must be a positive integer.' });
      const h = await positions.history(id);
      // one site's page never shows another site's keyword
      return h && h.keyword.site_id === siteId
        ? send(res, 200, h)
        : send(res, 404, { message: 'This site tracks no such keyword.' });
    }
    if (path === '/positions/trends') {
      if (method !== 'GET') return send(res, 405, { message: 'Method not allowed' });
      const days = query.has('days') ? checkId(query.get('days')) : 90;
      if (days === undefined || days > 400)
        return invalid(res, { days: 'days must be a whole number from 1 to 400.' });
      return send(res, 200, await positions.trends(siteId, days));
    }
    if (path === '/positions') {
      if (method !== 'GET') return send(res, 405, { message: 'Method not allowed' });
      return send(res, 200, await positions.summary(siteId));
    }
    if (path === '/positions/settings') {
      if (method !== 'PUT') return send(res, 405, { message: 'Method not allowed' });
      const body = await json(req, res);
      if (!body) return;
      const checked = checkSettings(siteId, body.value);
      if (!checked.ok) return invalid(res, checked.errors);
      return send(res, 200, await repo.saveSettings(checked.value));
    }
    if (path === '/positions/keywords') {
      if (method !== 'POST') return send(res, 405, { message: 'Method not allowed' });
      const body = await json(req, res);
      if (!body) return;
      const checked = checkNewKeywords(body.value);
      if (!checked.ok) return invalid(res, checked.errors);
      // the first keywords of a site bring its settings: the domain to match (the page fills it from the audits)
      if (!(await repo.settings(siteId))) {
        const s = checkSettings(siteId, body.value);
        if (!s.ok) return invalid(res, s.errors);
        await repo.saveSettings(s.value);
      }
      // counted and inserted under one lock: two adds at once cannot both fit under the cap
      const got = await repo.addKeywordsWithin(siteId, checked.value, KEYWORDS_PER_SITE);
      if ('refusal' in got) return invalid(res, { keywords: got.refusal });
      return send(res, 201, { added: got.added, already: checked.value.length - got.added });
    }
    if (path === '/positions/run') {
      if (method !== 'POST') return send(res, 405, { message: 'Method not allowed' });
      const body = await json(req, res);
      if (!body) return;
      const raw = (body.value as { keyword_ids?: unknown } | null)?.keyword_ids;
      let ids: number[] | undefined;
      if (raw !== undefined) {
        const mine = new Set((await repo.keywords(siteId)).map((k) => k.id));
        if (!Array.isArray(raw) || raw.length === 0 || !raw.every((i) => mine.has(checkId(i) ?? -1)))
          return invalid(res, { keyword_ids: 'keyword_ids must list keywords of this site.' });
        ids = raw.map((i) => checkId(i) as number);
      }
      if (!(await repo.settings(siteId)) || (await repo.countKeywords(siteId)) === 0)
        return invalid(res, { keyword_ids: 'Add keywords to track first.' });
      const run = await positions.runNow(siteId, ids);
      if (!run)
        return send(res, 409, { message: 'A run of this site is in progress: wait for it to finish.' });
      return send(res, 202, run);
    }
    return send(res, 404, { message: 'Not found' });
  };
}
