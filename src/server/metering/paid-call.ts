import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Pool } from 'undici';
import type { Operation, UpstreamBase } from '../../lib/operations.ts';
import {
  cacheHitHeaders,
  cacheKey,
  type Metering,
  type NoAnswer,
  type Reservation,
  type Spender,
  type StoredAnswer,
} from './metering.ts';
import { readMeterRequest, type MeterRequest } from './paid-request.ts';
import { refusal } from '../http/refusal.ts';
import { pause, type Pacer } from '../proxy/pace.ts';
import type { Dead, PendingCalls } from './pending-calls.ts';
import type { Q } from '../store/store.ts';

/**
 * Metered calls (paid ones, and the free reads the archive and the ledger learn from), read whole so the budget,
 * the cache, the ledger and the archive can see them. A paid call: checked, answered from the cache when it can
 * be, merged with an identical call already in flight (one upstream call, every caller gets its answer), or
 * reserved against the budget, sent, and settled when its answer comes.
 */

export type Answer =
  | { kind: 'answer'; status: number; headers: Record<string, string>; body: Buffer }
  | { kind: 'none'; how: NoAnswer; status: number; message: string; retryAfter?: number };

/** A call the server did not send because it is stopping: nothing left, nothing is charged, asking again works. */
const STOPPING: Answer = {
  kind: 'none',
  how: 'never-sent',
  status: 503,
  message:
    'Searchboard is restarting: this call was not sent and nothing was charged. Try again in a few seconds.',
  retryAfter: 5,
};

/** What a caller waiting on another replica's identical call ends with. */
type Waited =
  | { kind: 'answer'; kept: StoredAnswer }
  /** the call ended without an answer to share: this caller asks for itself */
  | { kind: 'gone' }
  | { kind: 'stopping' }
  /** its holder died after the call left: the service may have done it, so it is not sent again */
  | { kind: 'lost' }
  /** its holder died before the call left: this caller sends it, under the reservation the holder made */
  | { kind: 'takeover'; reservation: Reservation | undefined };

/**
 * Response headers passed back from the service, besides its type and length (which a metered answer sets itself,
 * and a streamed one takes as they come).
 */
export const PASSED_BACK = [
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
  /** who spends, and the request's id, for the person's own limit and the ledger row */
  by?: Spender;
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
  // a pool already closed refuses a request before it is written
  'UND_ERR_CLOSED',
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
  /** aborted when the server stops: calls not sent yet are answered 503 and their reservations released */
  const stopping = new AbortController();
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

  /** What a dead holder's reservation comes to, in the transaction that removes or takes over its row. */
  const settleDead = async (q: Q, dead: Dead) => {
    if (dead.ledgerId !== null) await metering.ledger.abandoned(dead.ledgerId, dead.sent, q);
  };
  // rows of replicas that died with nobody waiting on them: swept now and then (and once at start), so their
  // reservations do not stay counted; silent three times as long as a waiter allows, for clocks that differ a little
  const sweep = () =>
    deps.pending.sweep(deps.pending.staleMs * 3, settleDead).catch(() => {
      // the store is away for a moment: the next sweep tries again
    });
  void sweep();
  const sweeping = setInterval(() => void sweep(), deps.pending.staleMs);
  sweeping.unref();

  async function call(
    base: UpstreamBase,
    r: MeterRequest,
    path: string,
    headers: Record<string, string>,
  ): Promise<Answer> {
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
      const after: Record<string, string> = a.retryAfter ? { 'retry-after': String(a.retryAfter) } : {};
      return send(c.res, a.status, { message: a.message }, after);
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
    for (const h of PASSED_BACK) if (a.headers[h]) pass[h] = a.headers[h];
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
      return send(res, 413, refusal(`Request body over ${deps.maxBodyBytes} bytes`));
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
      return send(res, read.status, refusal(read.message));
    }
    const r = read.request;
    for (;;) {
      const hit = await metering.cached(r);
      if (hit) {
        await metering.recordCacheHit(r, c.by);
        c.finish(hit.status);
        return sendRaw(res, hit.status, hit.contentType, hit.body, cacheHitHeaders(hit));
      }
      if (stopping.signal.aborted) return reply(c, r, STOPPING);
      if (!op.paid) {
        const got = await slot(c);
        if ('retryAfterMs' in got) return tooFast(c, got.retryAfterMs);
        if (!(await pause(got.wait, stopping.signal))) return reply(c, r, STOPPING);
        const a = await call(c.base, r, c.path, c.headers);
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
      if (shared) await metering.recordCacheHit(r, c.by);
      return reply(
        c,
        r,
        a,
        shared ? { 'x-searchboard-cache': 'hit', 'x-searchboard-cached-at': new Date().toISOString() } : {},
      );
    }
  }

  /** A start time under the service's rate, or how long until asking again makes sense. */
  async function slot(c: MeteredCall): Promise<{ wait: number } | { retryAfterMs: number }> {
    const pace = deps.paces[c.base];
    return pace ? await pace.take() : { wait: 0 };
  }

  const tooFast = (c: MeteredCall, retryAfterMs: number) =>
    deps.tooFast(c.res, c.base, Math.max(1, Math.ceil(retryAfterMs / 1000)), c.finish);

  /**
   * The one upstream call for this key: identical calls arriving meanwhile wait for its answer. The key is claimed
   * before anything awaits, and given up only once the answer is in the cache, so a caller either finds the
   * answer cached or finds this call in flight. The caller is answered only once the store says all of it: a
   * stopping server closes its store after the last answer.
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
    const state = { claimed: false, held: undefined as Reservation | undefined };
    let then: (() => Promise<void> | void) | 'retry';
    try {
      then = await attempt(c, r, key, state, release);
    } finally {
      release(undefined);
      // a reservation whose call never left (refused by the pace, the server stopping, or a failure before it
      // went out): nothing was done, nothing is counted
      if (state.held) await metering.ledger.release(state.held.id, 503);
      if (state.claimed) await deps.pending.release(key);
    }
    if (then === 'retry') return 'retry';
    await then();
    return 'sent';
  }

  async function attempt(
    c: MeteredCall,
    r: MeterRequest,
    key: string,
    /** whether this process holds the key, and the reservation held until the call leaves */
    state: { claimed: boolean; held: Reservation | undefined },
    release: (a: Answer | undefined) => void,
  ): Promise<(() => Promise<void> | void) | 'retry'> {
    let adopted: Reservation | undefined;
    const claim = await deps.pending.claim(key);
    if (!claim.mine) {
      // another replica sends this very call: its answer, once in the store, is this one's too
      const other = await answerOfOther(key, claim.since);
      if (other.kind === 'gone') return 'retry';
      if (other.kind === 'stopping') {
        release(STOPPING);
        return () => reply(c, r, STOPPING);
      }
      if (other.kind === 'answer') {
        const { kept } = other;
        const a: Answer = {
          kind: 'answer',
          status: kept.status,
          headers: { 'content-type': kept.contentType },
          body: kept.body,
        };
        release(a);
        await metering.recordCacheHit(r, c.by);
        return () => reply(c, r, a, cacheHitHeaders(kept));
      }
      state.claimed = true;
      if (other.kind === 'lost') {
        const a: Answer = {
          kind: 'none',
          how: 'unknown',
          status: 502,
          message:
            'The Searchboard server sending this call stopped before its answer came; the service may have done the work: check before trying again.',
        };
        release(a);
        return () => reply(c, r, a);
      }
      adopted = other.reservation;
      state.held = adopted;
    } else state.claimed = true;
    // the call another replica finished between this one's cache read and its claim is in the cache by now
    const hit = await metering.cached(r);
    if (hit) {
      await metering.recordCacheHit(r, c.by);
      return () => {
        c.finish(hit.status);
        sendRaw(c.res, hit.status, hit.contentType, hit.body, cacheHitHeaders(hit));
      };
    }
    // a call that would wait too long for its slot under the service's rate is refused before anything is reserved
    const got = await slot(c);
    if ('retryAfterMs' in got) return () => tooFast(c, got.retryAfterMs);
    const reserved =
      adopted ?? (await metering.reserve(r, (q, id) => deps.pending.reserved(q, key, id), c.by));
    if ('refusal' in reserved) {
      return () => {
        c.finish(402);
        send(c.res, 402, refusal(reserved.refusal));
      };
    }
    state.held = reserved;
    // waiting for its slot when the server stops: it never leaves, so its reservation is released
    if (!(await pause(got.wait, stopping.signal))) {
      release(STOPPING);
      return () => reply(c, r, STOPPING);
    }
    if (!(await deps.pending.sent(key))) {
      // this process stalled so long that another replica took the call over, reservation and all
      state.held = undefined;
      state.claimed = false;
      return 'retry';
    }
    // it leaves now: from here its answer settles the reservation, or it stays counted
    state.held = undefined;
    const a = await awaitAnswer(call(c.base, r, c.path, c.headers));
    if (a.kind === 'answer') {
      await metering.settle(reserved, r, a.status, parsed(a));
      await metering.observe(r, a.status, a.headers['content-type'] ?? '', a.body);
    } else await metering.noAnswer(reserved, a.status, a.how);
    release(a);
    await deps.pending.release(key);
    state.claimed = false;
    return () => reply(c, r, a);
  }

  /**
   * Waits for another replica's answer to an identical call. Its holder renews the row's beat while it lives; a
   * beat that stands still for `staleMs` (this clock) means it died, and this caller takes the call over.
   */
  async function answerOfOther(key: string, since: string): Promise<Waited> {
    const until = Date.now() + deps.pendingWaitMs;
    let seen = await deps.pending.state(key);
    let still = Date.now();
    while (Date.now() < until) {
      if (stopping.signal.aborted) return { kind: 'stopping' };
      const kept = await deps.pending.answerSince(key, since);
      if (kept) return ok(kept);
      const now = await deps.pending.state(key);
      if (!now) {
        const last = await deps.pending.answerSince(key, since);
        return last ? ok(last) : { kind: 'gone' };
      }
      if (!seen || now.owner !== seen.owner || now.beat !== seen.beat) {
        seen = now;
        still = Date.now();
      } else if (Date.now() - still >= deps.pending.staleMs) {
        const dead = await deps.pending.takeOver(key, now, async (q, d) => {
          if (d.sent) await settleDead(q, d);
        });
        if (dead?.sent) return { kind: 'lost' };
        if (dead) {
          const bound = dead.ledgerId === null ? undefined : await metering.ledger.reservedAt(dead.ledgerId);
          const reservation =
            dead.ledgerId === null || bound === undefined ? undefined : { id: dead.ledgerId, bound };
          return { kind: 'takeover', reservation };
        }
        seen = undefined;
      }
      await pause(50, stopping.signal);
    }
    return { kind: 'gone' };
  }

  const ok = (kept: StoredAnswer): Waited =>
    kept.status >= 200 && kept.status < 300 ? { kind: 'answer', kept } : { kind: 'gone' };

  return {
    metered,
    waiting: () => waiting,
    /** the server is stopping: calls not sent yet answer 503 with Retry-After, their reservations released */
    drain: () => stopping.abort(),
    close: () => {
      clearInterval(sweeping);
      deps.pending.close();
    },
  };
}
