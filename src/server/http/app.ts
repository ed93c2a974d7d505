import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener, RequestError } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context, type Handler, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId as requestIds } from 'hono/request-id';
import { json } from './answer.ts';
import type { AppEnv } from './env.ts';
import { appFailure, requestId, type Log } from './failure.ts';
import { originGuard, pathOf, requestTarget } from './guards.ts';
import type { ShareGate } from '../share/share-gate.ts';

/**
 * The server's one HTTP app: every request of `npm start`, `npm run dev` (mounted in Vite's middleware) and the
 * tests goes through it. The middleware, in this order (docs/architecture.md, "HTTP layer"):
 *
 *   1. request id          the id a failure's answer and its log line share
 *   2. shutdown            503 with Retry-After to a new /api call once the server stops
 *   3. request target      400 to a target that is not a plain path
 *   4. origin guards       Host, Origin, x-searchboard and fetch metadata (http/guards.ts)
 *   5. people              who is asking: the local owner on loopback, else a signed-in person (people/gate.ts)
 *   6. share gate          a share link's holder: its view only; sets `c.get('share')` (share/share-gate.ts)
 *   7. activity            who did what: every write, paid call and refusal, once answered (activity/)
 *   8. access              what the person's role lets them do, and a client's sites (people/access.ts)
 *
 * then the routes: /api/local/* (http/local-routes.ts), /api/project|data|backlinks/* (the proxy), /share/*
 * (opening and leaving a link), and last the built files and the SPA's pages (or Vite's own, in dev). One error
 * handler answers whatever a route throws.
 *
 * Routes match the path as it was sent, not percent-decoded or dot-segment-resolved: it is the same string the
 * guards, the share gate and the proxy's allow-list read, so no request can be seen as one route by a check and
 * served as another.
 */
export type Next = (err?: unknown) => void;
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: Next) => void;
/** What the server knows of the person a page is for, that the built files write into it. */
export interface PageFacts {
  /** the agency's name, for a page a client or a share link's holder sees once a brand is set */
  brand?: string;
}
/** A handler that writes its answer to the Node response itself (the built files). */
export type NodeAnswer = (req: IncomingMessage, res: ServerResponse, facts?: PageFacts) => void;

export interface AppParts {
  /** Host names this server answers to (read on every request: `npm start` adds its own after start) */
  allowedHosts: readonly string[];
  /** true once the server stops */
  closing(): boolean;
  /** an answer the server's stop waits for */
  track(res: ServerResponse): void;
  /** the request log (PROXY_LOG) */
  log: Log;
  /** failures, with keys redacted */
  logError: Log;
  people: MiddlewareHandler<AppEnv>;
  share: ShareGate;
  access: MiddlewareHandler<AppEnv>;
  activity: MiddlewareHandler<AppEnv>;
  local: Hono<AppEnv>;
  proxy: Handler<AppEnv>;
  /** `npm start`: the built app; without it a page request goes on to the host server (Vite) or is a 404 */
  files?: NodeAnswer;
  /** what a page of the built app says for the request's person (the agency's name for a client) */
  pageFacts?: (c: Context<AppEnv>) => Promise<PageFacts>;
}

/** The `next` of a request that arrived through a host server's middleware chain (Vite). */
const fallthrough = new WeakMap<IncomingMessage, Next>();

export function createApp(p: AppParts): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ getPath: (_req, opts) => pathOf(opts?.env?.incoming.url) });
  // the id is ours alone: one the browser sends is not taken, and it goes out only with a failure
  app.use(requestIds({ headerName: '', generator: () => requestId() }));
  app.use(async (c, next) => {
    if (p.closing() && (c.env.incoming.url ?? '/').startsWith('/api/'))
      return json(
        c,
        503,
        { message: 'Searchboard is restarting. Try again in a few seconds.' },
        { 'retry-after': '5', connection: 'close' },
      );
    p.track(c.env.outgoing);
    await next();
  });
  app.use(requestTarget);
  app.use(originGuard(p.allowedHosts, p.log));
  app.use(p.people);
  app.use(p.share.limit);
  app.use(p.activity);
  app.use(p.access);

  app.route('/api/local', p.local);
  // three plain prefixes, not one pattern with alternatives: the router then compiles every route into one
  // regular expression, which is most of what routing costs on the proxied path
  for (const base of ['project', 'data', 'backlinks']) app.all(`/api/${base}/*`, p.proxy);
  app.route('/share', p.share.pages);
  app.notFound(async (c) => {
    const { incoming, outgoing } = c.env;
    if (pathOf(incoming.url).startsWith('/api/')) return json(c, 404, { message: 'Not a service operation' });
    const next = fallthrough.get(incoming);
    if (next) {
      next();
      return RESPONSE_ALREADY_SENT;
    }
    if (!p.files) return json(c, 404, { message: 'Not found' });
    if (incoming.method !== 'GET' && incoming.method !== 'HEAD')
      return json(c, 405, { message: 'Method not allowed' });
    // unknown paths are the SPA's pages: the files answer them with index.html
    p.files(incoming, outgoing, (await p.pageFacts?.(c)) ?? {});
    return RESPONSE_ALREADY_SENT;
  });
  app.onError((err, c) =>
    err instanceof HTTPException ? err.getResponse() : appFailure(c, err, p.logError),
  );
  return app;
}

/** A stand-in URL for a request the adapter cannot make a URL of; the app reads the Node request itself. */
const STAND_IN = 'http://unreadable.invalid/';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The app as a Node listener, `(req, res, next?)`: for `http.createServer`, Vite's middleware (`next` goes on to
 * Vite for a path the app does not serve) and calls from inside the server.
 */
export function nodeHandler(app: Hono<AppEnv>): NodeHandler {
  let arriving: { req: IncomingMessage; res: ServerResponse } | undefined;
  const listener = getRequestListener(app.fetch, {
    // this process also runs the sandbox and the tests: the global Request and Response stay Node's own
    overrideGlobalObjects: false,
    errorHandler: (err) => {
      // A target or Host no URL can hold (`*`, `http://[`, a Host with a space): the adapter gives up before the
      // app runs. The app answers it all the same (400, 403…), from the Node request its middleware reads. The
      // adapter calls this at once for such a request, so `arriving` is that request.
      if (err instanceof RequestError && arriving) {
        const { req, res } = arriving;
        const method = METHODS.has(req.method ?? '') ? req.method : 'GET';
        return app.fetch(new Request(STAND_IN, { method }), { incoming: req, outgoing: res });
      }
      console.error(`[searchboard] BUG: the app failed outside its error handler: ${String(err)}`);
      return new Response(null, { status: 500 });
    },
  });
  return (req, res, next) => {
    if (next) fallthrough.set(req, next);
    arriving = { req, res };
    void listener(req, res);
    arriving = undefined;
  };
}
