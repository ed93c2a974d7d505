import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkAnnotation, checkSiteId, type Annotations } from './annotations.ts';
import type { Metering } from './metering.ts';
import type { UpstreamBase } from '../lib/operations.ts';
import type { ShareRow, Shares } from './share.ts';
import { shareRoutes } from './share-api.ts';
import { positionsRoutes } from './positions/api.ts';
import type { Positions } from './positions/service.ts';

type Send = (res: ServerResponse, status: number, body: unknown) => void;

/** Local writes are small JSON bodies (an annotation): anything larger is refused unread. */
const MAX_LOCAL_BODY = 16 * 1024;

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_LOCAL_BODY) reject(new Error('too large'));
      else chunks.push(c);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'));
      } catch {
        reject(new Error('bad json'));
      }
    });
    req.on('error', reject);
  });
}

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
}) {
  const { send, annotations } = deps;
  const shareApi = shareRoutes({ shares: deps.shares, send, readJson });
  const positionsApi = positionsRoutes(deps.positions, send);

  async function body(req: IncomingMessage, res: ServerResponse) {
    try {
      const checked = checkAnnotation(await readJson(req));
      if (!checked.ok) send(res, 400, { message: 'Check the highlighted fields.', errors: checked.errors });
      return checked.ok ? checked.value : undefined;
    } catch {
      send(res, 400, { message: 'The body must be a JSON object under 16 KB.' });
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
      const siteId = checkSiteId(query.get('site_id'));
      if (siteId === undefined) return send(res, 400, { message: 'site_id must be a positive integer.' });
      if (method === 'GET') return send(res, 200, { items: annotations.list(siteId) });
      if (method !== 'POST') return send(res, 405, { message: 'Method not allowed' });
      const input = await body(req, res);
      if (input) send(res, 201, annotations.create(siteId, input));
      return;
    }
    const id = checkSiteId(path.slice('/annotations/'.length));
    if (id === undefined || !annotations.get(id)) return send(res, 404, { message: 'No such annotation.' });
    if (method === 'DELETE') {
      annotations.remove(id);
      return send(res, 200, { id });
    }
    if (method !== 'PUT') return send(res, 405, { message: 'Method not allowed' });
    const input = await body(req, res);
    if (input) send(res, 200, annotations.update(id, input));
  }

  return (req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): void => {
    if (path === '/annotations' || path.startsWith('/annotations/')) {
      annotationRoutes(req, res, path, query).catch(() => send(res, 500, { message: 'Could not save.' }));
      return;
    }
    if (path === '/positions' || path.startsWith('/positions/')) {
      positionsApi(req, res, path, query).catch(() => send(res, 500, { message: 'Could not save.' }));
      return;
    }
    if (path === '/shares' || path.startsWith('/shares/')) {
      shareApi(req, res, path, query).catch(() => send(res, 500, { message: 'Could not save.' }));
      return;
    }
    if (req.method !== 'GET') return send(res, 405, { message: 'Method not allowed' });
    if (path === '/status') {
      const share = deps.shareOf(req);
      // in share mode the SPA shows the read-only frame of that one report
      return send(res, 200, {
        upstreams: deps.mode,
        ...(share ? { share: { site_id: share.site_id, expires_at: share.expires_at } } : {}),
      });
    }
    if (path === '/credits') {
      const limit = Number(query.get('limit') ?? 100);
      return send(res, 200, {
        ...deps.metering.summary(),
        latest: deps.metering.latest(Number.isFinite(limit) ? limit : 100),
      });
    }
    if (path === '/serp/archive') return send(res, 200, { tasks: deps.metering.archiveList() });
    return send(res, 404, { message: 'Not found' });
  };
}
