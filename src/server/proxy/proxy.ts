import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Handler } from 'hono';
import { Pool } from 'undici';
import { SANDBOX_DATA_KEY, SANDBOX_PROJECT_KEY } from '../../sandbox/keys.ts';
import { sandboxOrganicByDay, startSandbox, type RunningSandbox } from '../../sandbox/server.ts';
import { createApp, nodeHandler, type AppParts, type NodeAnswer, type NodeHandler } from '../http/app.ts';
import { json, sendJson } from '../http/answer.ts';
import { refusal } from '../http/refusal.ts';
import type { ServerConfig, Upstream } from '../http/config.ts';
import type { AppEnv } from '../http/env.ts';
import { Hono } from 'hono';
import { bodyTypeProblem, safeSubPath } from '../http/guards.ts';
import { Annotations } from '../http/annotations.ts';
import { localRoutes } from '../http/local-routes.ts';
import { answerEncoding, compressBody, compressor } from './compress.ts';
import { isMetered, Metering } from '../metering/metering.ts';
import { paidCalls, PASSED_BACK, readAll } from '../metering/paid-call.ts';
import { findOperation, operationOf, type Operation, type UpstreamBase } from '../../lib/operations.ts';
import { openStore, type Store } from '../store/store.ts';
import { internalCaller } from '../positions/internal-call.ts';
import { createPositions, type Positions } from '../positions/service.ts';
import { Pace, paced, waitForSlot, type Pacer } from './pace.ts';
import { StorePace } from './store-pace.ts';
import { writeProblem } from './checked-writes.ts';
import { GroupSites } from '../groups/group-sites.ts';
import { PendingCalls } from '../metering/pending-calls.ts';
import { loadShareSecret, Shares } from '../share/share.ts';
import { claimsShare, shareGate, upstreamFetch } from '../share/share-gate.ts';
import { createAuth, sessionSecret, type OidcSettings } from '../people/auth.ts';
import { peopleGate } from '../people/gate.ts';
import { People } from '../people/people.ts';
import { Invitations } from '../people/invitations.ts';
import { inviteRoutes } from '../people/invite-routes.ts';
import { peopleRoutes } from '../people/people-routes.ts';
import { accessGate } from '../people/access.ts';
import { clientScope } from '../people/client-scope.ts';
import { ROUTE_NEEDS } from '../people/needs.ts';
import { Activity, activityRecorder } from '../activity/activity.ts';
import { activityRoutes } from '../activity/routes.ts';
import { JobScheduler } from '../jobs/scheduler.ts';
import { Brands } from '../brand/brands.ts';
import { brandRoutes } from '../brand/brand-routes.ts';
import { clientPageFacts } from '../brand/client-brand.ts';
import { chromiumRasteriser } from '../brand/svg-raster.ts';
import { createMailer, senderOf } from '../mail/mailer.ts';
import { outboxRoutes } from '../mail/outbox-routes.ts';
import { createPdfRenderer } from '../mail/pdf.ts';
import { makeReportMail } from '../mail/report-delivery.ts';
import { createReports, type Reports } from '../reports/service.ts';
import { NO_SMTP, reportScheduleRoutes } from '../reports/routes.ts';
import { siteNameReader } from '../reports/site-name.ts';
import { createAlerts, type Alerts } from '../alerts/service.ts';
import { alertRoutes } from '../alerts/routes.ts';
import { storeCollectors } from '../alerts/collect-store.ts';
import { upstreamCollectors } from '../alerts/collect-upstream.ts';

export type { Next } from '../http/app.ts';
export type Middleware = NodeHandler;

/** What `npm start` adds to the app: sign-in off loopback, and the built files. */
export interface ServeOptions {
  /** off loopback: every request needs a signed-in person; `baseURL` is the address people reach it at */
  signIn?: { baseURL: string; oidc?: OidcSettings };
  files?: NodeAnswer;
}

export interface Proxy {
  /** the app as a Node listener, on loopback terms (the local owner) without built files (dev, tests, bench) */
  handle: Middleware;
  /** the same app with `npm start`'s parts */
  serve(options: ServeOptions): Middleware;
  metering: Metering;
  /** which upstreams are the embedded sandbox */
  mode: Record<UpstreamBase, 'sandbox' | 'live'>;
  sandbox: RunningSandbox | undefined;
  /** callers waiting for a paid answer from the service (tests wait on it, never on time) */
  paidWaiting(): number;
  /** rank tracking: its store, runs and schedule (`npm start` and the dev server start the schedule) */
  positions: Positions;
  /** the store every replica shares */
  store: Store;
  /** the team's people (the sign-in and the `people` command) */
  people: People;
  /** who did what */
  activity: Activity;
  /** work that runs later, on every replica under leases: rank-tracking runs and report sends (`jobs.start()`) */
  jobs: JobScheduler;
  /** scheduled client reports: their store and sender */
  reports: Reports;
  /** alerts: their rules, checks and deliveries */
  alerts: Alerts;
  /**
   * Where this server listens, once it does: the server's own PDF of a report loads the report from here, and a
   * mailed link starts here unless PUBLIC_URL says otherwise.
   */
  listening(url: string): void;
  /** seeds the demo rank-tracking history when the data interface is the embedded sandbox (start and dev) */
  seedDemo(): Promise<boolean>;
  close(): Promise<void>;
}

const BASES: UpstreamBase[] = ['project', 'data', 'backlinks'];
/** How long a stop waits for calls already sent (a platform's stop usually allows 30 s before it kills). */
const SHUTDOWN_GRACE_MS = 20_000;

/** Request headers passed on; everything else (cookies, Authorization, Origin, Host…) stays here. */
const FORWARD_REQUEST = ['accept', 'content-type', 'content-length', 'accept-language', 'if-none-match'];
/** Response headers passed back. */
const FORWARD_RESPONSE = ['content-type', 'content-length', ...PASSED_BACK];

export async function createProxy(config: ServerConfig): Promise<Proxy> {
  let sandbox: RunningSandbox | undefined;
  const upstreams = { ...config.upstreams } as Record<UpstreamBase, Upstream | undefined>;
  const mode = {} as Proxy['mode'];
  if (BASES.some((b) => !upstreams[b])) {
    sandbox = await startSandbox({
      port: 0,
      dbPath: config.sandboxDbPath ?? join(config.dataDir, 'sandbox.db'),
    });
    const demo: Record<UpstreamBase, Upstream> = {
      project: { url: `${sandbox.url}/project`, key: SANDBOX_PROJECT_KEY },
      data: { url: `${sandbox.url}/data`, key: SANDBOX_DATA_KEY },
      backlinks: { url: `${sandbox.url}/backlinks`, key: SANDBOX_DATA_KEY },
    };
    for (const b of BASES) upstreams[b] ??= demo[b];
  }
  for (const b of BASES) mode[b] = config.upstreams[b] ? 'live' : 'sandbox';
  const keys = BASES.map((b) => upstreams[b]?.key).filter((k): k is string => Boolean(k));
  // One keep-alive pool per upstream: no connection set-up per request, and the upstream address comes only from
  // the configuration (the browser chooses a path below it, never a host).
  const targets = {} as Record<UpstreamBase, { pool: Pool; path: string }>;
  for (const b of BASES) {
    const u = new URL((upstreams[b] as Upstream).url);
    targets[b] = {
      pool: new Pool(u.origin, {
        connections: 128,
        keepAliveTimeout: 10_000,
        headersTimeout: config.timeoutMs,
        bodyTimeout: config.timeoutMs,
      }),
      path: u.pathname.replace(/\/+$/, ''),
    };
  }
  // One pace per upstream key: the service counts calls per key, and the backlink reports use the data key.
  const readList = upstreamFetch(config.timeoutMs);
  const storeDir = config.storeDir ?? config.dataDir;
  const store = await openStore(config.databaseUrl ?? storeDir);
  // replicas on one PostgreSQL share the pace in it; one server on SQLite keeps it in memory
  const newPace = (key: string, rate: number): Pacer =>
    store.engine === 'postgres'
      ? new StorePace(store, key, rate, config.paceMaxWaitMs)
      : new Pace(rate, config.paceMaxWaitMs);
  const paces = {} as Record<UpstreamBase, Pacer | undefined>;
  const byKey = new Map<string, Pacer>();
  for (const b of BASES) {
    const rate = config.pace[b];
    if (!rate) continue;
    const key = (upstreams[b] as Upstream).key;
    const shared = byKey.get(key);
    const pace = !shared || shared.rate > rate ? newPace(key, rate) : shared;
    byKey.set(key, pace);
    for (const other of BASES) if (paces[other] === shared && shared) paces[other] = pace;
    paces[b] = pace;
  }
  /** aborted when the server stops: free calls waiting for their slot are answered instead of sent */
  const stopping = new AbortController();
  const metering = new Metering(store, config.budget, config.now);
  await metering.ledger.expireStale();
  const shares = new Shares(store, loadShareSecret(storeDir, config.shareSecret));
  const brands = new Brands(store, config.now);
  const gate = shareGate({
    shares,
    // an expired or revoked link's page names the agency, never this product
    brandName: () => brands.get().then((b) => b?.name),
    upstreams: upstreams as Record<UpstreamBase, Upstream>,
    allowedHosts: config.allowedHosts,
    // the share gate's own reads of the lists keep to the same pace toward the service
    fetchJson: async (upstream, pathAndQuery) => {
      await waitForSlot(byKey.get(upstream.key));
      return readList(upstream, pathAndQuery);
    },
  });
  // its runs call `handle` below from inside the server, so they take the proxy's metered path
  const jobs = new JobScheduler({ log: (line) => logError(line) });
  const positions = createPositions({ store, handle: () => handle, metering, now: config.now, jobs });
  // the server's own free reads (a history probe) take the dashboard's path: pace, and the dates an answer names
  const probeCall = internalCaller(() => handle);
  const groupSites = new GroupSites(store, config.now);
  const activity = new Activity(store, config.now);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, store });
  const pdf = createPdfRenderer({ chromiumPath: config.chromiumPath });
  let listenUrl = 'http://127.0.0.1';
  const reportMail = makeReportMail({
    shares,
    mailer,
    pdf,
    brand: () => brands.get(),
    siteName: siteNameReader(internalCaller(() => handle)),
    publicUrl: () => config.publicUrl ?? listenUrl,
    renderUrl: () => listenUrl,
    now: () => config.now?.() ?? new Date(),
  });
  const recordActivity = (e: Parameters<Activity['record']>[0]) =>
    activity.record(e).catch((err: unknown) => logError(`[activity] not recorded: ${String(err)}`));
  const reports = createReports({
    store,
    jobs,
    now: config.now,
    deliver: (schedule, when) => reportMail.deliver(schedule, when),
    record: recordActivity,
    log: (line) => logError(line),
  });
  // free reads and the store only: the collectors never spend credits
  const alerts = createAlerts({
    store,
    jobs,
    mailer,
    collectors: [
      ...storeCollectors({ store, metering, now: config.now }),
      ...upstreamCollectors({ call: internalCaller(() => handle), store }),
    ],
    now: config.now,
    record: recordActivity,
    log: (line) => logError(line),
    checkHour: config.alertsCheckHour,
    // a webhook may not call this server back, nor the service with the team's trust
    selfOrigins: () => [
      listenUrl,
      `http://127.0.0.1:${process.env.PORT ?? 4173}`,
      ...(config.publicUrl ? [config.publicUrl] : []),
    ],
    upstreamOrigins: () => BASES.map((b) => (upstreams[b] as Upstream).url),
    publicUrl: () => config.publicUrl ?? listenUrl,
  });
  // with a real upstream, mail that only reaches the outbox would look sent to nobody: schedules stay off
  const mailBlocked = () =>
    mailer.kind === 'outbox' && BASES.some((b) => mode[b] === 'live') ? NO_SMTP : null;
  const pdfMissing = () => {
    const status = pdf.status();
    return status.ok ? null : `${status.reason} ${status.fix}`;
  };
  const local = localRoutes({
    mode,
    metering,
    positions,
    annotations: new Annotations(store),
    groupSites,
    shares,
    probeHistory: async (auditId, date) => {
      const q = new URLSearchParams({ audit_id: String(auditId), date });
      const op = operationOf('audits.history');
      await probeCall('GET', `/api/${op.base}${op.path}?${q}`);
    },
    logError: (line) => logError(line),
  });

  // Belt and braces: a key never reaches a log line, whatever the line holds.
  const redact = (line: string) => keys.reduce((safe, k) => safe.split(k).join('[key]'), line);
  const log = (line: string) => {
    if (config.log) console.log(redact(line));
  };
  /** failures are logged whatever PROXY_LOG says */
  const logError = (line: string) => console.error(redact(line));

  /** set when the server stops: no new call starts, and what is in flight is finished or answered */
  let closing = false;
  /** answers not finished yet: the store closes only after them */
  const open = new Set<ServerResponse>();
  let allAnswered: (() => void) | undefined;
  const track = (res: ServerResponse) => {
    // a call from inside the server (rank tracking) has no socket: its run is waited for by `positions.close()`
    if (typeof res.once !== 'function') return;
    open.add(res);
    res.once('close', () => {
      open.delete(res);
      if (open.size === 0) allAnswered?.();
    });
  };
  const answered = (ms: number) =>
    new Promise<void>((done) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      allAnswered = () => {
        clearTimeout(timer);
        done();
      };
      if (open.size === 0) allAnswered();
    });

  /**
   * The route of the service's operations. It reads the Node request and writes the Node response itself: a
   * proxied body streams both ways as it comes, never held as a whole, and the framework builds no Request or
   * Response of its own for it (which is most of what it would cost on the hottest path).
   */
  const proxied: Handler<AppEnv> = async (c) => {
    const req = c.env.incoming;
    const res = c.env.outgoing;
    const m = /^\/api\/(project|data|backlinks)(\/[^?#]*)?(\?[^#]*)?$/.exec(req.url ?? '/');
    if (!m) return json(c, 404, { message: 'Not a service operation' });
    const base = m[1] as UpstreamBase;
    const method = (req.method ?? 'GET').toUpperCase();
    const started = Date.now();
    const finish = (status: number) =>
      log(`[proxy] ${method} /api/${base}${m[2] ?? ''} ${status} ${Date.now() - started}ms`);
    const refuse = (status: number, message: string) => {
      finish(status);
      return json(c, status, refusal(message));
    };
    const sub = safeSubPath(m[2] ?? '/');
    const found = sub ? findOperation(base, method, sub) : undefined;
    if (!sub || !found) return refuse(404, 'Not a service operation');
    const wrongType = bodyTypeProblem(found.op, method, req.headers['content-type']);
    if (wrongType) return refuse(415, wrongType);
    if (Number(req.headers['content-length'] ?? 0) > config.maxBodyBytes)
      return refuse(413, `Request body over ${config.maxBodyBytes} bytes`);
    const upstream = upstreams[base] as Upstream;
    const headers: Record<string, string> = {};
    for (const h of FORWARD_REQUEST) {
      const v = req.headers[h];
      if (typeof v === 'string') headers[h] = v;
    }
    headers.authorization = `Token ${upstream.key}`;
    // The raw path (already checked by safeSubPath) is what goes upstream, below the configured base only.
    const path = targets[base].path + (m[2] ?? '/') + (m[3] ?? '');
    try {
      if (isMetered(found.op)) {
        // the loopback owner has no account and no limit: its spend, like the server's own runs, is nobody's
        const person = c.get('person');
        const by = { person: person && !person.local ? person : null, requestId: c.get('requestId') };
        await paid.metered({ req, res, op: found.op, path, headers, base, finish, by });
      } else await forward(req, res, base, method, path, headers, finish, found);
    } catch (err) {
      finish(500);
      throw err;
    }
    return RESPONSE_ALREADY_SENT;
  };

  /** Free operations: the answer streams back as it comes (ZIP dumps, large pages). */
  async function forward(
    req: IncomingMessage,
    res: ServerResponse,
    base: UpstreamBase,
    method: string,
    path: string,
    headers: Record<string, string>,
    finish: (status: number) => void,
    found: { op: Operation; params: Record<string, string> },
  ): Promise<void> {
    let body: Buffer | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      // Free writes are small JSON bodies: read whole (bounded), so the limit holds without a content-length.
      try {
        body = await readAll(req, config.maxBodyBytes);
      } catch {
        finish(413);
        return sendJson(res, 413, refusal(`Request body over ${config.maxBodyBytes} bytes`));
      }
      // nothing meters a free write, so its texts are bounded here before the service keeps them
      const problem = writeProblem(found.op.id, body);
      if (problem) {
        finish(400);
        return sendJson(res, 400, refusal(problem.message, problem.field));
      }
      delete headers['content-length'];
    }
    const retryAfter = await paced(paces[base], stopping.signal);
    if (retryAfter !== undefined) return tooFast(res, base, retryAfter, finish);
    if (stopping.signal.aborted) {
      finish(503);
      return sendJson(
        res,
        503,
        { message: 'Searchboard is restarting: this call was not sent. Try again in a few seconds.' },
        { 'retry-after': '5' },
      );
    }
    let status = 502;
    // a write that moves sites between groups is answered once the store keeps what it changed, so the page's
    // read after it sees the move (the answer is a short one: 204 in the spec)
    let held = undefined as Held | undefined;
    try {
      await targets[base].pool.stream(
        { path, method: method as 'GET', headers, body: body?.length ? body : undefined },
        (up) => {
          status = up.statusCode;
          const out = pickHeaders(up.headers);
          if (found.op.membership) {
            const kept: Held = { headers: out, chunks: [] };
            held = kept;
            return new Writable({
              write: (chunk: Buffer, _e, done) => {
                kept.chunks.push(chunk);
                done();
              },
            });
          }
          const encoding = answerEncoding(req.headers['accept-encoding'], up.statusCode, up.headers);
          if (!encoding) {
            res.writeHead(up.statusCode, out);
            return res as Writable;
          }
          delete out['content-length'];
          res.writeHead(up.statusCode, { ...out, 'content-encoding': encoding, vary: 'accept-encoding' });
          const zip = compressor(encoding);
          zip.pipe(res);
          return zip;
        },
      );
      if (held) {
        await groupSites.observe(found, status, body).catch((err: unknown) => {
          // the service made the move: its answer stands, only this dashboard's note of it is missing
          logError(`[groups] the move was not kept: ${err instanceof Error ? err.message : String(err)}`);
        });
        const answer = Buffer.concat(held.chunks);
        res.writeHead(status, { ...held.headers, 'content-length': String(answer.length) });
        res.end(answer);
      }
      finish(status);
    } catch (err) {
      if (res.headersSent) return void res.destroy();
      // a free write that timed out may still have changed something upstream: never "just try again"
      const failure = upstreamFailure(base, err, method !== 'GET' && method !== 'HEAD');
      finish(failure.status);
      sendJson(res, failure.status, { message: failure.message });
    }
  }

  /** The proxy's own 429: the call would wait too long for its slot under the service's rate. */
  function tooFast(
    res: ServerResponse,
    base: UpstreamBase,
    retryAfter: number,
    finish: (status: number) => void,
  ) {
    finish(429);
    sendJson(
      res,
      429,
      {
        message: `Searchboard is pacing its calls to the ${base} service under its rate limit. Try again in ${retryAfter} s.`,
      },
      { 'retry-after': String(retryAfter) },
    );
  }

  function upstreamFailure(base: UpstreamBase, err: unknown, mayHaveWorked: boolean) {
    const code = (err as { code?: string }).code ?? '';
    const timedOut = code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
    if (timedOut)
      return {
        status: 504,
        message: `The ${base} service did not answer within ${Math.round(config.timeoutMs / 1000)} s. ${
          mayHaveWorked ? 'It may still have done the work: check before trying again.' : 'Try again.'
        }`,
      };
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    return {
      status: 502,
      message: `Searchboard could not reach the ${base} service (${cause ?? (code || 'connection failed')}).`,
    };
  }

  // the longest a caller waits on an identical call of another replica, whose holder lives: its time-out and a margin
  const pendingWaitMs = config.timeoutMs + 30_000;
  // a holder renews its row every fifth of this; one silent this long died, and a waiter takes its call over well
  // within the call's own time-out
  const deadAfterMs = Math.min(10_000, Math.max(3_000, Math.floor(config.timeoutMs / 4)));
  const paid = paidCalls({
    metering,
    pending: new PendingCalls(store, deadAfterMs, config.now, () => new Date()),
    pendingWaitMs,
    pools: { project: targets.project.pool, data: targets.data.pool, backlinks: targets.backlinks.pool },
    maxBodyBytes: config.maxBodyBytes,
    failure: (base, err) => upstreamFailure(base, err, true),
    paces,
    tooFast,
    send: sendJson,
    sendRaw,
  });

  const parts: Omit<AppParts, 'people'> = {
    allowedHosts: config.allowedHosts,
    closing: () => closing,
    track,
    log,
    logError,
    share: gate,
    local,
    proxy: proxied,
    access: accessGate({ needs: ROUTE_NEEDS, scope: clientScope(gate.scope) }),
    activity: activityRecorder(activity, (line) => logError(line)),
    pageFacts: clientPageFacts(brands, logError),
  };
  const secret = await sessionSecret(store);
  const peopleAt = (baseURL: string, oidc?: OidcSettings) => {
    const auth = createAuth({
      store,
      secret,
      baseURL,
      oidc,
      mayStart: async (id) => (await people.byId(id))?.active === true,
    });
    const people = new People(store, auth);
    return { auth, people };
  };
  const loopbackPeople = peopleAt('http://localhost');
  const serve = (options: ServeOptions) => {
    const { auth, people } = options.signIn
      ? peopleAt(options.signIn.baseURL, options.signIn.oidc)
      : loopbackPeople;
    const { gate, routes } = peopleGate({
      auth,
      people,
      signIn: !!options.signIn,
      admits: claimsShare,
      // an invitation's page is opened before its person has a password
      open: (path) => path.startsWith('/invite/'),
      record: (e) =>
        void activity
          .record({
            person: e.personId ? { id: e.personId, email: e.email } : undefined,
            action: e.action,
            outcome: e.action === 'sign-in.failed' ? 'refused' : 'ok',
            detail: e.action === 'sign-in.failed' ? `${e.email} from ${e.address}` : null,
          })
          .catch((err: unknown) => logError(`[activity] not recorded: ${String(err)}`)),
    });
    const withSession = new Hono<AppEnv>();
    withSession.route('/', routes);
    withSession.route('/', activityRoutes(activity));
    withSession.route('/', outboxRoutes({ store }));
    withSession.route(
      '/',
      brandRoutes({ brands, rasterise: chromiumRasteriser(config.chromiumPath), activity, logError }),
    );
    withSession.route(
      '/',
      reportScheduleRoutes({
        reports,
        compose: async (schedule, when) => {
          const { mail, pdfMissing: missing } = await reportMail.compose(schedule, when);
          const file = mail.attachments?.find((a) => a.contentType === 'application/pdf');
          return {
            from: senderText(config.mailFrom, mail.fromName),
            to: mail.to,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            pdf: file?.content ?? null,
            pdf_missing: missing,
          };
        },
        pdfStatus: pdfMissing,
        blocked: mailBlocked,
        record: recordActivity,
      }),
    );
    withSession.route('/', alertRoutes({ alerts, record: recordActivity }));
    const invitations = new Invitations(store, people);
    withSession.route(
      '/',
      peopleRoutes({ store, people, invitations, activity, publicUrl: process.env.PUBLIC_URL, logError }),
    );
    withSession.route('/', local);
    const app = createApp({ ...parts, ...options, people: gate, local: withSession });
    app.route('/invite', inviteRoutes({ auth, people, invitations, activity, logError }));
    return nodeHandler(app);
  };
  const handle = serve({});

  return {
    handle,
    serve,
    paidWaiting: paid.waiting,
    mode,
    sandbox,
    metering,
    positions,
    store,
    people: loopbackPeople.people,
    activity,
    jobs,
    reports,
    alerts,
    listening: (url) => {
      listenUrl = url.replace(/\/+$/, '');
    },
    seedDemo: async () => mode.data === 'sandbox' && (await positions.seedDemo(sandboxOrganicByDay)),
    close: async () => {
      // stop: no new call starts; calls waiting for their slot answer 503 and give their reservations back
      closing = true;
      stopping.abort();
      paid.drain();
      // calls already sent, and runs, finish (a bounded while): their answers settle the ledger
      const grace = Math.min(config.timeoutMs, SHUTDOWN_GRACE_MS);
      const graceOver = new Promise<void>((done) => setTimeout(done, grace).unref());
      jobs.stop();
      await Promise.race([
        Promise.all([positions.close(), reports.close(), alerts.close(), answered(grace)]),
        graceOver,
      ]);
      await Promise.allSettled([pdf.close(), mailer.close()]);
      if (open.size > 0) {
        // still out after the grace: dropped, so they settle as unknown (kept at their maximum) and answer
        await Promise.all(BASES.map((b) => targets[b].pool.destroy()));
        await answered(5_000);
      }
      paid.close();
      // a pool destroyed above has nothing left to close
      await Promise.allSettled(BASES.map((b) => targets[b].pool.close()));
      await sandbox?.close();
      await store.close();
    },
  };
}

export function sendRaw(
  res: ServerResponse,
  status: number,
  type: string,
  body: Buffer,
  extra: Record<string, string> = {},
): void {
  const encoding = answerEncoding(res.req?.headers['accept-encoding'], status, {
    'content-type': type,
    'content-length': String(body.length),
  });
  const sent = encoding ? compressBody(encoding, body) : body;
  const headers: Record<string, string> = {
    'cache-control': 'no-store',
    'content-length': String(sent.length),
    ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
    ...extra,
  };
  if (type) headers['content-type'] = type;
  res.writeHead(status, headers);
  res.end(sent);
}

/** An answer held back until the store has kept what its write changed. */
interface Held {
  headers: Record<string, string>;
  chunks: Buffer[];
}

/** Response headers passed back to the browser: the allow-list only, and never cached by it. */
function pickHeaders(from: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = { 'cache-control': 'no-store' };
  for (const h of FORWARD_RESPONSE) {
    const v = from[h];
    if (typeof v === 'string') out[h] = v;
  }
  return out;
}

/** The From line a preview shows: the brand's name (when set) before MAIL_FROM's address. */
function senderText(mailFrom: string, name?: string): string {
  const s = senderOf(mailFrom, name);
  return s.name ? `${s.name} <${s.address}>` : s.address;
}
