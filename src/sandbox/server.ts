import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AREAS } from './areas.ts';
import { systemClock, type Clock } from './clock.ts';
import { migrateCore, seedCore } from './core-data.ts';
import { dropAll, getMeta, openDatabase, SEED_VERSION, setMeta } from './db.ts';
import { FaultInjector, parseFaults } from './faults.ts';
import {
  HttpError,
  Router,
  type Base,
  type SandboxContext,
  type SandboxRequest,
  type SandboxResponse,
  type SandboxTiming,
} from './http.ts';
import { SANDBOX_DATA_KEY, SANDBOX_PROJECT_KEY } from './keys.ts';
import { findLocation } from './areas/serp/locations.ts';
import { organicOnDays } from './areas/serp/page.ts';
import { sandboxVocabulary, type SandboxVocabulary } from './vocabulary.ts';

export interface SandboxOptions {
  /** 0 picks a free port */
  port?: number;
  host?: string;
  /** SQLite file, or `:memory:` (default `.data/sandbox.db`) */
  dbPath?: string;
  clock?: Clock;
  timing?: Partial<SandboxTiming>;
  /** drop everything and seed again */
  reset?: boolean;
  /** one log line per request on stdout */
  log?: boolean;
  /** faults on purpose, SANDBOX_FAULTS syntax (see faults.ts); default: the SANDBOX_FAULTS variable */
  faults?: string;
  /** the engine names of the seeded data; default: the SANDBOX_VOCABULARY variable, else the spec's labels */
  vocabulary?: SandboxVocabulary;
}

export interface RunningSandbox {
  url: string;
  port: number;
  ctx: SandboxContext;
  close(): Promise<void>;
}

export const DEFAULT_TIMING: SandboxTiming = {
  auditQueueMs: 3_000,
  auditCrawlMs: [10_000, 30_000],
  serpMs: 4_000,
  promptCheckMs: 8_000,
};

const BASES: Base[] = ['project', 'data', 'backlinks'];
const MAX_BODY = 20 * 1024 * 1024;

/**
 * Keep-alive: clients are told 5 s, the server keeps an idle connection 30 s. Node announces exactly the time it
 * enforces, and a client's idle clock can run slow on a busy machine (undici advances its own by a fixed tick
 * whenever its timer gets to run): it then sends a request on a connection the server is closing that instant,
 * and gets ECONNRESET. With the margin, the client always gives up on an idle connection first.
 */
export const KEEP_ALIVE_ANNOUNCED_S = 5;
const KEEP_ALIVE_KEPT_MS = 30_000;

function timingFromEnv(): Partial<SandboxTiming> {
  const t: Partial<SandboxTiming> = {};
  const n = (v: string | undefined) =>
    v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined;
  const q = n(process.env.SANDBOX_AUDIT_QUEUE_MS);
  if (q !== undefined) t.auditQueueMs = q;
  const c = n(process.env.SANDBOX_AUDIT_CRAWL_MS);
  if (c !== undefined) t.auditCrawlMs = [c, c];
  const s = n(process.env.SANDBOX_SERP_MS);
  if (s !== undefined) t.serpMs = s;
  const p = n(process.env.SANDBOX_PROMPT_CHECK_MS);
  if (p !== undefined) t.promptCheckMs = p;
  return t;
}

/** The error body of each interface (the service's bodies differ between them, see service-notes). */
function errorBody(base: Base, status: number, message: string, extra?: Record<string, unknown>): unknown {
  if (base === 'data') {
    return { error: { code: status, message, description: message }, ...extra };
  }
  return { message, ...extra };
}

function authorised(base: Base, header: string | undefined): boolean {
  const m = /^Token\s+(\S+)$/.exec(header ?? '');
  if (!m) return false;
  return base === 'project' ? m[1] === SANDBOX_PROJECT_KEY : m[1] === SANDBOX_DATA_KEY;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Past the limit the rest is read and dropped: leaving the loop early would destroy the request, and a client
  // still sending would get ECONNRESET instead of the 413.
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BODY) chunks.push(chunk as Buffer);
  }
  if (size > MAX_BODY) throw new HttpError(413, 'Request body too large');
  return Buffer.concat(chunks);
}

async function parseBody(
  contentType: string,
  raw: Buffer,
): Promise<{ body: unknown; form: Map<string, string[]> | undefined }> {
  if (raw.length === 0) return { body: undefined, form: undefined };
  if (contentType.includes('application/json')) {
    try {
      return { body: JSON.parse(raw.toString('utf8')), form: undefined };
    } catch {
      throw new HttpError(400, 'Malformed JSON body');
    }
  }
  if (
    contentType.includes('multipart/form-data') ||
    contentType.includes('application/x-www-form-urlencoded')
  ) {
    const fd = await new Request('http://sandbox.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(raw),
    }).formData();
    const form = new Map<string, string[]>();
    for (const [k, v] of fd) {
      if (typeof v !== 'string') continue;
      form.set(k, [...(form.get(k) ?? []), v]);
    }
    // a JSON operation reads no fields from a form: its own checks then say what is missing (400), as the
    // service does, rather than a handler failing on a body that is not there
    return { body: {}, form };
  }
  // Some clients send JSON without a content type; accept it when it parses.
  try {
    return { body: JSON.parse(raw.toString('utf8')), form: undefined };
  } catch {
    return { body: {}, form: undefined };
  }
}

function send(res: ServerResponse, out: SandboxResponse): void {
  const headers: Record<string, string> = { ...out.headers };
  if (res.shouldKeepAlive && !headers.connection) {
    headers.connection = 'keep-alive';
    headers['keep-alive'] = `timeout=${KEEP_ALIVE_ANNOUNCED_S}`;
  }
  let payload: Buffer | undefined;
  if (out.raw) payload = out.raw;
  else if (out.json !== undefined && out.status !== 204) {
    payload = Buffer.from(JSON.stringify(out.json));
    headers['content-type'] ??= 'application/json';
  }
  if (payload) headers['content-length'] = String(payload.length);
  res.writeHead(out.status, headers);
  res.end(payload);
}

export function createSandboxContext(options: SandboxOptions = {}): SandboxContext {
  const db = openDatabase(options.dbPath ?? '.data/sandbox.db');
  const ctx: SandboxContext = {
    db,
    clock: options.clock ?? systemClock,
    timing: { ...DEFAULT_TIMING, ...timingFromEnv(), ...options.timing },
    vocabulary: options.vocabulary ?? sandboxVocabulary(),
  };
  if (options.reset || getMeta(db, 'seed_version') !== SEED_VERSION) {
    dropAll(db);
  }
  migrateCore(db);
  for (const area of AREAS) area.migrate(db);
  if (getMeta(db, 'seed_version') !== SEED_VERSION) {
    db.transaction(() => {
      seedCore(db);
      for (const area of AREAS) area.seed(ctx);
      setMeta(db, 'seed_version', SEED_VERSION);
      setMeta(db, 'seeded_at', ctx.clock.now().toISOString());
    })();
  }
  // a database seeded in one vocabulary and opened in the other: its seeded data follows the setting
  db.transaction(() => {
    for (const area of AREAS) area.start?.(ctx);
  })();
  return ctx;
}

export function createSandboxRouter(): Router {
  const router = new Router();
  for (const area of AREAS) area.routes(router);
  return router;
}

export function createSandboxHandler(ctx: SandboxContext, log = false, faults?: string) {
  const router = createSandboxRouter();
  const plan = parseFaults(faults ?? process.env.SANDBOX_FAULTS);
  const injector = plan ? new FaultInjector(plan) : undefined;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    const [, first, ...rest] = url.pathname.split('/');
    const base = BASES.find((b) => b === first);
    const method = (req.method ?? 'GET').toUpperCase();
    let out: SandboxResponse;
    const fault = injector?.next(`/${rest.join('/')}`, method);
    if (fault && fault.delayMs > 0) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (fault?.kind === 'error' || fault?.kind === 'rate_limit') {
      // refused before any work: nothing changed
      req.resume();
      const status = fault.kind === 'error' ? 503 : 429;
      const message = fault.kind === 'error' ? 'Service temporarily unavailable' : 'Too Many Requests';
      send(res, {
        status,
        json: errorBody(base ?? 'project', status, message),
        headers: fault.kind === 'rate_limit' ? { 'retry-after': '1' } : {},
      });
      if (log) console.log(`[sandbox] ${method} ${url.pathname} ${status} (fault)`);
      return;
    }
    try {
      if (!base) throw new HttpError(404, 'Not found');
      if (!authorised(base, req.headers.authorization)) {
        out =
          base === 'project'
            ? { status: 401, json: { message: req.headers.authorization ? 'Invalid token' : 'No token' } }
            : {
                status: 401,
                json: {
                  error: 'unauthorized',
                  error_description:
                    'Missing or invalid API key: use a data key (UUID) as "Authorization: Token <key>"',
                },
              };
      } else {
        const path = `/${rest.join('/')}`;
        const found = router.match(base, method, path);
        if (found === undefined) throw new HttpError(404, 'Not found');
        if (found === 'method-not-allowed') throw new HttpError(405, 'Method not allowed');
        const raw = await readBody(req);
        const { body, form } = await parseBody(String(req.headers['content-type'] ?? ''), raw);
        const sreq: SandboxRequest = {
          method,
          path,
          params: found.params,
          query: url.searchParams,
          headers: req.headers,
          body,
          form,
          rawBody: raw,
        };
        out = await found.handler(sreq, ctx);
      }
    } catch (err) {
      if (err instanceof HttpError) {
        out = { status: err.status, json: errorBody(base ?? 'project', err.status, err.message, err.extra) };
      } else if (req.destroyed && (err as { code?: string }).code === 'ECONNRESET') {
        // the caller hung up while its body was being read (a load test stopping, a closed tab): no one to answer
        return;
      } else {
        console.error('[sandbox] handler failed:', err);
        out = { status: 500, json: errorBody(base ?? 'project', 500, 'Internal server error') };
      }
    }
    if (fault?.kind === 'timeout') {
      // The work is done but the answer never comes, as when a connection drops: the caller cannot know.
      if (log) console.log(`[sandbox] ${method} ${url.pathname} (fault: no answer)`);
      return;
    }
    send(res, out);
    if (log) console.log(`[sandbox] ${method} ${url.pathname} ${out.status} ${Date.now() - started}ms`);
  };
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const ctx = createSandboxContext(options);
  const handler = createSandboxHandler(ctx, options.log ?? false, options.faults);
  const server: Server = createServer((req, res) => {
    void handler(req, res);
  });
  server.keepAliveTimeout = KEEP_ALIVE_KEPT_MS;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    ctx,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          ctx.db.close();
          resolve();
        });
      }),
  };
}

/**
 * The organic items the sandbox would collect for one query on each of `days` (pure, no task, no credits): the
 * proxy seeds its demo rank-tracking history from them, so the seeded days agree with what a run finds today.
 */
export function sandboxOrganicByDay(
  k: { query: string; location_id: number; language_code: string; device: 'desktop' | 'mobile' },
  days: readonly string[],
): unknown[][] {
  const location = findLocation(k.location_id);
  if (!location) return days.map(() => []);
  return organicOnDays({ query: k.query, device: k.device, location, language_code: k.language_code }, days);
}
