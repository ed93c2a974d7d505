import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Pool } from 'undici';
import type { Operation, UpstreamBase } from '../lib/operations.ts';
import { cacheHitHeaders, cacheKey, type Metering, type NoAnswer, type StoredAnswer } from './metering.ts';
import { readMeterRequest, type MeterRequest } from './paid-request.ts';
import type { Pacer } from './pace.ts';
import type { PendingCalls } from './pending-calls.ts';

/**
 * Metered calls (paid ones, and the free reads the archive and the ledger learn from), read whole so the budget,
 * the cache, the ledger and the archive can see them. A paid call: checked, answered from the cache when it can
 * be, merged with an identical call already in flight (one upstream call, every caller gets its answer), or
 * reserved against the budget, sent, and settled when its answer comes.
 */

export type Answer =
  | { kind: 'answer'; status: number; headers: Record<string, string>; body: Buffer }
  | { kind: 'none'; how: NoAnswer; status: number; message: string };

/** Response headers passed back from a metered answer. */
const PASS = [
  'content-disposition',
  'retry-after',
  'etag',
  'last-modified',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
];

export interface MeteredCall {
  req: IncomingMessage;
  res: ServerResponse;
  op: Operation;
  base: UpstreamBase;
  /** path and query as they go upstream, below the configured base */
  path: string;
  headers: Record<string, string>;
  finish: (status: number) => void;
}

export interface PaidCallDeps {
  metering: Metering;
  /** identical paid calls in flight on other replicas */
  pending: PendingCalls;
  /** how long a call waits for another replica's identical call before sending its own */
  pendingWaitMs: number;
  pools: Record<UpstreamBase, Pool>;
  maxBodyBytes: number;
  /** a readable failure for a call that got no answer */
  failure: (base: UpstreamBase, err: unknown) => { status: number; message: string };
  send: (res: ServerResponse, status: number, body: unknown, headers?: Record<string, string>) => void;
  sendRaw: (
    res: ServerResponse,
    status: number,
    type: string,
    body: Buffer,
    extra?: Record<string, string>,
  ) => void;
  /** the pace toward each upstream, and the proxy's own 429 when a call would wait too long for its slot */
  paces: Record<UpstreamBase, Pacer | undefined>;
  tooFast: (
    res: ServerResponse,
    base: UpstreamBase,
    retryAfter: number,
    finish: (status: number) => void,
  ) => void;
}

/** Connection failures where the request cannot have left this server. */
const NEVER_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'EHOSTUNREACH',
]);

function noAnswerKind(err: unknown): NoAnswer {
  const e = err as { code?: string; cause?: { code?: string } };
  return NEVER_SENT.has(e.cause?.code ?? '') || NEVER_SENT.has(e.code ?? '') ? 'never-sent' : 'unknown';
}

export function readAll(req: IncomingMessage, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > max) {
        chunks.length = 0;
        req.resume();
        reject(new Error('too large'));
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function paidCalls(deps: PaidCallDeps) {
  const { metering, send, sendRaw } = deps;
  /** identical paid calls in flight, by their cache key */
  const inflight = new Map<string, Promise<Answer | undefined>>();
  /** callers waiting for a paid answer (the sender of each call and the callers merged into it) */
  let waiting = 0;
  const awaitAnswer = async <T>(p: Promise<T>): Promise<T> => {
    waiting++;
    try {
      return await p;
    } finally {
      waiting--;
    }
  };

  async function call(
    base: UpstreamBase,
    r: MeterRequest,
    path: string,
    headers: Record<string, string>,
    wait = 0,
  ): Promise<Answer> {
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    const h = { ...headers };
    delete h['content-length'];
    delete h['content-type'];
    if (r.contentType) h['content-type'] = r.contentType;
    try {
      const up = await deps.pools[base].request({ path, method: r.op.method, headers: h, body: r.body });
      const body = Buffer.from(await up.body.arrayBuffer());
      const hs: Record<string, string> = {};
      for (const [k, v] of Object.entries(up.headers)) if (typeof v === 'string') hs[k] = v;
      return { kind: 'answer', status: up.statusCode, headers: hs, body };
    } catch (err) {
      const f = deps.failure(base, err);
      return { kind: 'none', how: noAnswerKind(err), ...f };
    }
  }

  async function reply(
    c: MeteredCall,
    r: MeterRequest,
    a: Answer,
    extra: Record<string, string> = {},
  ): Promise<void> {
    if (a.kind === 'none') {
      c.finish(a.status);
      return send(c.res, a.status, { message: a.message });
    }
    const type = a.headers['content-type'] ?? '';
    if (a.status === 404) {
      const kept = await metering.archived(r);
      if (kept) {
        c.finish(200);
        return sendRaw(c.res, 200, kept.contentType, kept.body, {
          'x-searchboard-archive': 'hit',
          // when Searchboard kept it, so the page can date the copy
          ...(kept.storedAt ? { 'x-searchboard-cached-at': kept.storedAt } : {}),
        });
      }
    }
    c.finish(a.status);
    const pass: Record<string, string> = {};
    for (const h of PASS) if (a.headers[h]) pass[h] = a.headers[h];
    sendRaw(c.res, a.status, type, a.body, { ...pass, ...extra });
  }

  function parsed(a: Answer): unknown {
    if (a.kind !== 'answer' || !(a.headers['content-type'] ?? '').includes('json')) return undefined;
    try {
      return JSON.parse(a.body.toString('utf8'));
    } catch {
      return undefined;
    }
  }

  /** Answers the call; never rejects for a reason of the request's making (the caller turns a bug into a 500). */
  async function metered(c: MeteredCall): Promise<void> {
    const { req, res, op } = c;
    let raw: Buffer;
    try {
      raw = await readAll(req, deps.maxBodyBytes);
    } catch {
      c.finish(413);
      return send(res, 413, { message: `Request body over ${deps.maxBodyBytes} bytes` });
    }
    const read = await readMeterRequest({
      op,
      query: new URL(c.path, 'http://upstream.invalid').searchParams,
      raw,
      contentType: c.headers['content-type'],
      refresh: req.headers['x-searchboard-refresh'] === '1',
    });
    if (!read.ok) {
      c.finish(read.status);
      return send(res, read.status, { message: read.message });
    }
    const r = read.request;
    for (;;) {
      const hit = await metering.cached(r);
      if (hit) {
        await metering.recordCacheHit(r);
        c.finish(hit.status);
        return sendRaw(res, hit.status, hit.contentType, hit.body, cacheHitHeaders(hit));
      }
      if (!op.paid) {
        const wait = await slot(c);
        if (wait === undefined) return;
        const a = await call(c.base, r, c.path, c.headers, wait);
        if (a.kind === 'answer') await metering.observe(r, a.status, a.headers['content-type'] ?? '', a.body);
        return reply(c, r, a);
      }
      const key = cacheKey(r);
      const pending = inflight.get(key);
      if (!pending) {
        if ((await sendPaid(c, r, key)) === 'sent') return;
        continue;
      }
      const a = await awaitAnswer(pending);
      // the call it waited on was refused before it went out (pace, budget): this one asks for itself
      if (!a) continue;
      const shared = a.kind === 'answer' && a.status >= 200 && a.status < 300;
      if (shared) await metering.recordCacheHit(r);
      return reply(
        c,
        r,
        a,
        shared ? { 'x-searchboard-cache': 'hit', 'x-searchboard-cached-at': new Date().toISOString() } : {},
      );
    }
  }

  /** A start time under the service's rate, or (undefined) the proxy's own 429 already sent. */
  async function slot(c: MeteredCall): Promise<number | undefined> {
    const pace = deps.paces[c.base];
    const got = pace ? await pace.take() : { wait: 0 };
    if ('retryAfterMs' in got)
      deps.tooFast(c.res, c.base, Math.max(1, Math.ceil(got.retryAfterMs / 1000)), c.finish);
    return 'wait' in got ? got.wait : undefined;
  }

  /**
   * The one upstream call for this key: identical calls arriving meanwhile wait for its answer. The key is claimed
   * before anything awaits, and given up only once the answer is in the cache, so a caller either finds the
   * answer cached or finds this call in flight.
   */
  async function sendPaid(c: MeteredCall, r: MeterRequest, key: string): Promise<'sent' | 'retry'> {
    let share: (a: Answer | undefined) => void = () => {};
    inflight.set(key, new Promise((done) => (share = done)));
    let released = false;
    const release = (a: Answer | undefined) => {
      if (released) return;
      released = true;
      inflight.delete(key);
      share(a);
    };
    let claimed = false;
    try {
      const claim = await deps.pending.claim(key);
      if (!claim.mine) {
        // another replica sends this very call: its answer, once in the store, is this one's too
        const kept = await answerOfOther(key, claim.since);
        if (!kept) return 'retry';
        const a: Answer = {
          kind: 'answer',
          status: kept.status,
          headers: { 'content-type': kept.contentType },
          body: kept.body,
        };
        release(a);
        await metering.recordCacheHit(r);
        await reply(c, r, a, cacheHitHeaders(kept));
        return 'sent';
      }
      claimed = true;
      // the call another replica finished between this one's cache read and its claim is in the cache by now
      const hit = await metering.cached(r);
      if (hit) {
        await metering.recordCacheHit(r);
        c.finish(hit.status);
        sendRaw(c.res, hit.status, hit.contentType, hit.body, cacheHitHeaders(hit));
        return 'sent';
      }
      // a call that would wait too long for its slot under the service's rate is refused before anything is reserved
      const wait = await slot(c);
      if (wait === undefined) return 'sent';
      const reserved = await metering.reserve(r);
      if ('refusal' in reserved) {
        c.finish(402);
        send(c.res, 402, { message: reserved.refusal });
        return 'sent';
      }
      const a = await awaitAnswer(call(c.base, r, c.path, c.headers, wait));
      if (a.kind === 'answer') {
        await metering.settle(reserved, r, a.status, parsed(a));
        await metering.observe(r, a.status, a.headers['content-type'] ?? '', a.body);
      } else await metering.noAnswer(reserved, a.status, a.how);
      release(a);
      await deps.pending.release(key);
      claimed = false;
      await reply(c, r, a);
      return 'sent';
    } finally {
      release(undefined);
      if (claimed) await deps.pending.release(key);
    }
  }

  /** Waits for another replica's answer to an identical call; undefined when it ended without one to share. */
  async function answerOfOther(key: string, since: string): Promise<StoredAnswer | undefined> {
    const until = Date.now() + deps.pendingWaitMs;
    while (Date.now() < until) {
      const kept = await deps.pending.answerSince(key, since);
      if (kept) return kept.status >= 200 && kept.status < 300 ? kept : undefined;
      if (!(await deps.pending.held(key))) return deps.pending.answerSince(key, since);
      await new Promise((done) => setTimeout(done, 50));
    }
    return undefined;
  }

  return { metered, waiting: () => waiting };
}
