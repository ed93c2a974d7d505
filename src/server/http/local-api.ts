import type { IncomingMessage, ServerResponse } from 'node:http';
import { sandboxVocabulary } from '../../sandbox/vocabulary.ts';
import { checkAnnotation, checkSiteId, type Annotations } from './annotations.ts';
import type { Metering } from '../metering/metering.ts';
import type { UpstreamBase } from '../../lib/operations.ts';
import type { ShareRow, Shares } from '../share/share.ts';
import { shareRoutes } from '../share/share-api.ts';
import { serverFailure, type Log } from './failure.ts';
import { bodyRefusal, intParam, readJson } from './local-params.ts';
import { boundView, readShareView } from '../share/share-view.ts';
import { sharedAnnotations } from '../share/share-local.ts';
import { positionsRoutes } from '../positions/api.ts';
import type { Positions } from '../positions/service.ts';

type Send = (res: ServerResponse, status: number, body: unknown) => void;

/** the latest ledger rows `/credits` lists: `limit`, 1-1000 (default 100) */
const LATEST = { min: 1, max: 1000, fallback: 100 };

/** The proxy's own endpoints under /api/local: nothing here reaches an upstream or spends anything. */
export function localApi(deps: {
  mode: Record<UpstreamBase, 'sandbox' | 'live'>;
  metering: Metering;
  annotations: Annotations;
  shares: Shares;
  positions: Positions;
  /** the verified share link a request carries, if any (the share gate has already limited it) */
  shareOf: (req: IncomingMessage) => ShareRow | undefined;
  send: Send;
  /** where a failure's log line goes (redacted by the proxy) */
  logError?: Log;
}) {
  const { send, annotations } = deps;
  const shareApi = shareRoutes({ shares: deps.shares, send, readJson });
  const positionsApi = positionsRoutes(deps.positions, send, deps.shareOf);

  async function body(req: IncomingMessage, res: ServerResponse) {
    try {
      const checked = checkAnnotation(await readJson(req));
      if (!checked.ok) send(res, 400, { message: 'Check the highlighted fields.', errors: checked.errors });
      return checked.ok ? checked.value : undefined;
    } catch (err) {
      const refusal = bodyRefusal(err);
      send(res, refusal.status, { message: refusal.message });
      return undefined;
    }
  }

  async function annotationRoutes(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
  ) {
    const method = req.method ?? 'GET';
    if (path === '/annotations') {
      const site = intParam(query, 'site_id', { min: 1, max: Number.MAX_SAFE_INTEGER });
      if (!site.ok) return send(res, 400, { message: site.message, errors: { site_id: site.message } });
      const siteId = site.value;
      if (method === 'GET') {
        const items = await annotations.list(siteId);
        // a share link's holder sees those inside its view's range only
        const share = deps.shareOf(req);
        return send(res, 200, { items: share ? sharedAnnotations(items, boundView(share.view)) : items });
      }
      if (method !== 'POST') return send(res, 405, { message: 'Method not allowed' });
      const input = await body(req, res);
      if (input) send(res, 201, await annotations.create(siteId, input));
      return;
    }
    const id = checkSiteId(path.slice('/annotations/'.length));
    if (id === undefined || !(await annotations.get(id)))
      return send(res, 404, { message: 'No such annotation.' });
    if (method === 'DELETE') {
      await annotations.remove(id);
      return send(res, 200, { id });
    }
    if (method !== 'PUT') return send(res, 405, { message: 'Method not allowed' });
    const input = await body(req, res);
    if (input) send(res, 200, await annotations.update(id, input));
  }

  return (req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): void => {
    if (path === '/annotations' || path.startsWith('/annotations/')) {
      annotationRoutes(req, res, path, query).catch((err: unknown) =>
        serverFailure(req, res, err, deps.logError),
      );
      return;
    }
    if (path === '/positions' || path.startsWith('/positions/')) {
      positionsApi(req, res, path, query).catch((err: unknown) =>
        serverFailure(req, res, err, deps.logError),
      );
      return;
    }
    if (path === '/shares' || path.startsWith('/shares/')) {
      shareApi(req, res, path, query).catch((err: unknown) => serverFailure(req, res, err, deps.logError));
      return;
    }
    if (req.method !== 'GET') return send(res, 405, { message: 'Method not allowed' });
    if (path === '/status') {
      const share = deps.shareOf(req);
      // in share mode the SPA shows the read-only frame of that one report
      return send(res, 200, {
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
    }
    const failed = (err: unknown) => serverFailure(req, res, err, deps.logError);
    if (path === '/credits') {
      const limit = intParam(query, 'limit', LATEST);
      if (!limit.ok) return send(res, 400, { message: limit.message, errors: { limit: limit.message } });
      Promise.all([deps.metering.summary(), deps.metering.latest(limit.value)]).then(
        ([summary, latest]) => send(res, 200, { ...summary, latest }),
        failed,
      );
      return;
    }
    if (path === '/serp/archive') {
      deps.metering.archiveList().then((tasks) => send(res, 200, { tasks }), failed);
      return;
    }
    if (path === '/audit-dates') {
      // every date the audit is known to have a snapshot on, learnt from the team's reads (audit-dates.ts)
      const id = intParam(query, 'audit_id', { min: 1, max: Number.MAX_SAFE_INTEGER });
      if (!id.ok) return send(res, 400, { message: id.message, errors: { audit_id: id.message } });
      deps.metering.dates
        .list(String(id.value))
        .then((dates) => send(res, 200, { audit_id: id.value, dates }), failed);
      return;
    }
    if (path === '/audit-limit') {
      // the page limit (max_pages) of an audit this server created: what a running crawl's progress is against
      const id = intParam(query, 'audit_id', { min: 1, max: Number.MAX_SAFE_INTEGER });
      if (!id.ok) return send(res, 400, { message: id.message, errors: { audit_id: id.message } });
      deps.metering.audits
        .maxPagesOf(String(id.value))
        .then((max_pages) => send(res, 200, { audit_id: id.value, max_pages }), failed);
      return;
    }
    return send(res, 404, { message: 'Not found' });
  };
}
