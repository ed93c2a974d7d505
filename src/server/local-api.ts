import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Metering } from './metering.ts';
import type { UpstreamBase } from './operations.ts';

type Send = (res: ServerResponse, status: number, body: unknown) => void;

/** The proxy's own endpoints under /api/local: nothing here reaches an upstream or spends anything. */
export function localApi(deps: {
  mode: Record<UpstreamBase, 'sandbox' | 'live'>;
  metering: Metering;
  send: Send;
}) {
  return (req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): void => {
    if (req.method !== 'GET') return deps.send(res, 405, { message: 'Method not allowed' });
    if (path === '/status') return deps.send(res, 200, { upstreams: deps.mode });
    if (path === '/credits') {
      const limit = Number(query.get('limit') ?? 100);
      return deps.send(res, 200, {
        ...deps.metering.summary(),
        latest: deps.metering.latest(Number.isFinite(limit) ? limit : 100),
      });
    }
    if (path === '/serp/archive') return deps.send(res, 200, { tasks: deps.metering.archiveList() });
    return deps.send(res, 404, { message: 'Not found' });
  };
}
