import { creditsFor } from '../../lib/credits.ts';
import type { Operation, PricedOperationId } from '../../lib/operations.ts';
import { AuditCharges } from './audit-charges.ts';
import { Ledger, type Budget, type LedgerEntry } from './ledger.ts';
import type { MeterRequest } from './paid-request.ts';
import { AuditDates } from './audit-dates.ts';
import { reconcile } from './reconcile.ts';
import type { Q, Store } from '../store/store.ts';

export type { Budget } from './ledger.ts';
export type { MeterRequest } from './paid-request.ts';

/**
 * What the proxy does around operations that cost credits or money: answer a repeated read from its cache while
 * the answer is fresh, reserve the most a paid call can cost before it goes out (the budget, `ledger.ts`), settle
 * it to what the answer says it cost, and keep completed SERP results after the service deletes them. The prices
 * and where the billed units are read come from the one operation table (`lib/operations.ts`).
 */

export interface StoredAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  /** when the upstream gave this answer (ISO), for a cached one */
  storedAt?: string;
}

/** The headers of an answer served from the cache: the marker, and when it was first fetched (ISO 8601). */
export function cacheHitHeaders(hit: StoredAnswer): Record<string, string> {
  return {
    'x-searchboard-cache': 'hit',
    ...(hit.storedAt ? { 'x-searchboard-cached-at': hit.storedAt } : {}),
  };
}

/** Is this a request the metering looks at (paid, or a read that the archive or a reconciliation uses)? */
export function isMetered(op: Operation): boolean {
  // backlink info: its price is what creating the report withdraws, so the ledger can record it;
  // audit status and list, SERP task list: they say how a charge ended (reconcile.ts, audit-charges.ts)
  return (
    op.paid ||
    op.id === 'backlinks.info' ||
    op.id === 'audits.status' ||
    op.id === 'audits.list' ||
    // they name the dates an audit has snapshots on (audit-dates.ts)
    op.id === 'audits.report' ||
    op.id === 'audits.history' ||
    op.id === 'serp.tasks.list_or_result'
  );
}

function sortedPairs(pairs: Iterable<[string, string]>): [string, string][] {
  return [...pairs].sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));
}

/**
 * A JSON value with its object keys sorted. Only checked bodies come here (the schemas bound their depth); the
 * depth guard keeps it from ever recursing over anything deeper.
 */
function canonicalJson(v: unknown, depth = 0): unknown {
  if (depth > 8) throw new Error('canonicalJson: too deep (bodies are checked before they are keyed)');
  if (Array.isArray(v)) return v.map((x) => canonicalJson(x, depth + 1));
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, x]) => [k, canonicalJson(x, depth + 1)]),
    );
  }
  return v;
}

/** The cache key, and the key that merges identical calls in flight: the operation, query and body, canonical. */
export function cacheKey(r: MeterRequest): string {
  const body = r.form ? sortedPairs(r.form) : r.json === undefined ? null : canonicalJson(r.json);
  return JSON.stringify([r.op.id, sortedPairs(r.query), body]);
}

/** Keyword data is refreshed monthly: fresh until the first day of the next month (UTC). */
function endOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

function cacheUntil(r: MeterRequest, now: Date): Date | undefined {
  if (r.op.id.startsWith('keywords.')) return endOfMonth(now);
  // SERP results are kept 24 hours by the service and never change once collected (a task's result, not the list)
  if (
    r.op.id === 'serp.results.advanced' ||
    (r.op.id === 'serp.tasks.list_or_result' && r.query.has('task_id'))
  )
    return new Date(now.getTime() + 86_400_000);
  return undefined;
}

function num(v: unknown, fallback: number): number {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

function jsonField(json: unknown, key: string): unknown {
  return json && typeof json === 'object' && !Array.isArray(json)
    ? (json as Record<string, unknown>)[key]
    : undefined;
}

const priced = (op: Operation) => (op.price ? (op.id as PricedOperationId) : undefined);

/** The units the most a call can cost is counted in, from the request (`audit` bounds come from the store). */
function boundUnits(r: MeterRequest, auditPages: number): number {
  const b = r.op.bound;
  switch (b?.from) {
    case 'query':
      return num(r.query.get(b.param), b.fallback);
    case 'body-list': {
      const list = jsonField(r.json, b.field);
      return Array.isArray(list) ? list.length : 0;
    }
    case 'page-limit':
      return num(jsonField(jsonField(r.json, 'settings'), 'max_pages'), b.fallback);
    case 'audit':
      return auditPages;
    default:
      return 1;
  }
}

/** The most a request can cost, for the reservation before it goes out. */
export function upperBound(r: MeterRequest, auditPages = 1000): number {
  const id = priced(r.op);
  return id ? creditsFor(id, boundUnits(r, auditPages)) : 0;
}

/** What a successful answer cost; `estimated` when only the bound is known until later (audits). */
export function actualCost(
  r: MeterRequest,
  answer: unknown,
  bound: number,
): { credits: number; estimated: boolean } {
  const id = priced(r.op);
  const c = r.op.charged;
  if (!id || !c) return { credits: 0, estimated: false };
  switch (c.from) {
    case 'crawl':
      return { credits: bound, estimated: true };
    case 'unless-processing':
      return { credits: jsonField(answer, 'status') === 'processing' ? 0 : bound, estimated: false };
    case 'answer-list': {
      const list = jsonField(answer, c.field);
      return { credits: creditsFor(id, Array.isArray(list) ? list.length : 0), estimated: false };
    }
    default:
      return { credits: bound, estimated: false };
  }
}

/** A short description of what the call was about, for the ledger's table. */
export function describeTarget(r: MeterRequest): string | null {
  const q = r.query;
  if (r.op.id.startsWith('keywords.')) {
    if (r.form)
      return `${r.form.filter(([k]) => k.startsWith('keywords')).length} keywords (${q.get('source') ?? '?'})`;
    return `${q.get('keyword') ?? ''} (${q.get('source') ?? '?'})`;
  }
  if (r.op.id === 'serp.tasks.create') {
    const qs = jsonField(r.json, 'query');
    return Array.isArray(qs) ? qs.slice(0, 3).join(', ') + (qs.length > 3 ? ` +${qs.length - 3}` : '') : null;
  }
  if (r.op.id.startsWith('serp.')) return `task ${q.get('task_id') ?? ''}`;
  if (r.op.id.startsWith('audits.create')) return String(jsonField(r.json, 'domain') ?? '');
  if (r.op.id.startsWith('audits.')) return `audit ${q.get('audit_id') ?? ''}`;
  const target = jsonField(r.json, 'target');
  return typeof target === 'string' ? target : `report ${String(jsonField(r.json, 'report_id') ?? '')}`;
}

/** What a later read needs to recognise a call whose outcome is unknown (`reconcile.ts`). */
function detailOf(r: MeterRequest): unknown {
  if (r.op.id === 'serp.tasks.create') return { queries: jsonField(r.json, 'query') };
  if (r.op.id.startsWith('audits.create')) return { domain: jsonField(r.json, 'domain') };
  if (r.op.id.startsWith('audits.recheck')) return { audit_id: r.query.get('audit_id') };
  return undefined;
}

const entryOf = (r: MeterRequest): LedgerEntry => ({
  op: r.op.id,
  target: describeTarget(r),
  detail: detailOf(r),
});

/** A reservation in flight: its ledger row and what it was reserved at. */
export interface Reservation {
  id: number;
  bound: number;
}

/**
 * How a call that got no answer ended: `never-sent` when the connection was refused before anything left (nothing
 * can have been done), `unknown` otherwise (a time-out or a reset after the request went out).
 */
export type NoAnswer = 'never-sent' | 'unknown';

export interface ArchivedTask {
  task_id: string;
  kinds: string[];
  keyword: string | null;
  device: string | null;
  location_id: string | null;
  language_code: string | null;
  crawled_at: string | null;
  stored_at: string;
}

export class Metering {
  /** the price of the last info call per (mode, target): what creating that report withdraws */
  private prices = new Map<string, { amount: number; currency: string }>();

  readonly audits: AuditCharges;
  readonly ledger: Ledger;
  readonly dates: AuditDates;

  constructor(
    readonly store: Store,
    budget: Budget = {},
    private readonly now: () => Date = () => new Date(),
  ) {
    this.audits = new AuditCharges(store, now);
    this.ledger = new Ledger(store, budget, now);
    this.dates = new AuditDates(store, now);
  }

  async cached(r: MeterRequest): Promise<StoredAnswer | undefined> {
    if (r.refresh) return undefined;
    const row = await this.store.db
      .selectFrom('answer_cache')
      .select(['status', 'content_type', 'body', 'stored_at'])
      .where('key', '=', cacheKey(r))
      .where('expires_at', '>', this.now().toISOString())
      .executeTakeFirst();
    return row
      ? { status: row.status, contentType: row.content_type, body: row.body, storedAt: row.stored_at }
      : undefined;
  }

  /**
   * What a recheck may cost: it re-crawls with the audit's original settings, so its page limit when this server
   * saw the creation, else as many pages as its last crawl reached, else the spec's default limit (1,000 pages).
   */
  private async recheckPages(r: MeterRequest): Promise<number> {
    if (r.op.bound?.from !== 'audit') return 1000;
    const id = r.query.get('audit_id') ?? '';
    return (await this.audits.maxPagesOf(id)) ?? (await this.audits.lastPagesOf(id)) ?? 1000;
  }

  /** Reserves the most a paid call can cost, or the budget's refusal. */
  async reserve(
    r: MeterRequest,
    link?: (q: Q, id: number) => Promise<void>,
  ): Promise<Reservation | { refusal: string }> {
    const bound = upperBound(r, await this.recheckPages(r));
    const got = await this.ledger.reserve(entryOf(r), bound, link);
    return 'refusal' in got ? got : { id: got.id, bound };
  }

  /** The service answered a paid call: settle its reservation to the real cost, or release it on a refusal. */
  async settle(res: Reservation, r: MeterRequest, status: number, answer: unknown): Promise<void> {
    const ok = status >= 200 && status < 300;
    if (!ok) {
      // a 4xx (or "unavailable, try later") is the service saying no; other 5xx may hide work done behind them
      if (status < 500 || status === 503) await this.ledger.release(res.id, status);
      else await this.ledger.unknown(res.id, status);
      return;
    }
    const charged = actualCost(r, answer, res.bound);
    // an answer that claims more than the call could cost (more rows than asked for) is charged its bound
    const cost = { ...charged, credits: Math.min(charged.credits, res.bound) };
    const money =
      r.op.id === 'backlinks.create'
        ? this.prices.get(`${String(jsonField(r.json, 'mode'))}|${String(jsonField(r.json, 'target'))}`)
        : undefined;
    // the recheck's page limit is read before the transaction: on SQLite nothing else may read inside it
    const recheckMax = r.op.id.startsWith('audits.recheck')
      ? await this.audits.maxPagesOf(r.query.get('audit_id') ?? '')
      : null;
    await this.store.transaction(async (q) => {
      await this.ledger.settle(
        res.id,
        { status, credits: cost.credits, estimated: cost.estimated, money },
        q,
      );
      await this.openAuditCharge(res, r, answer, recheckMax, q);
    });
  }

  /** No answer came: released when nothing left this server, kept at its maximum otherwise. */
  async noAnswer(res: Reservation, status: number, how: NoAnswer): Promise<void> {
    if (how === 'never-sent') await this.ledger.release(res.id, status);
    else await this.ledger.unknown(res.id, status);
  }

  /** A created or rechecked audit: which audit the charge is for, so its crawl's end can settle it. */
  private async openAuditCharge(
    res: Reservation,
    r: MeterRequest,
    answer: unknown,
    recheckMax: number | null,
    q: Q,
  ): Promise<void> {
    const id = priced(r.op);
    if (!id || r.op.charged?.from !== 'crawl') return;
    if (r.op.id.startsWith('audits.create')) {
      const auditId = jsonField(answer, 'id');
      if (auditId === undefined || auditId === null) return;
      const max = num(jsonField(jsonField(r.json, 'settings'), 'max_pages'), 1000);
      await this.audits.opened(res.id, String(auditId), id, 'create', max, res.bound, q);
      return;
    }
    const auditId = r.query.get('audit_id') ?? '';
    await this.audits.opened(res.id, auditId, id, 'recheck', recheckMax, res.bound, q);
  }

  /** After any metered answer: the info price, audit charges, reconciliations, the cache and the archive. */
  async observe(r: MeterRequest, status: number, contentType: string, body: Buffer): Promise<void> {
    await this.dates.learn(r.op.id, r.query, status, contentType, body);
    const ok = status >= 200 && status < 300;
    let parsed: unknown;
    if (ok && contentType.includes('json')) {
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        parsed = undefined;
      }
    }
    if (!ok) return;
    if (r.op.id === 'backlinks.info') {
      const price = jsonField(parsed, 'price');
      const amount = num(jsonField(price, 'amount'), NaN);
      if (Number.isFinite(amount)) {
        this.prices.set(`${r.query.get('mode')}|${r.query.get('target')}`, {
          amount,
          currency: text(jsonField(price, 'currency'), 16) ?? '',
        });
        // bounded: a quote is only needed until the report is created
        if (this.prices.size > 500) this.prices.delete(this.prices.keys().next().value as string);
      }
    }
    const auditId = r.query.get('audit_id');
    if (r.op.id === 'audits.status' && auditId) await this.audits.status(auditId, parsed);
    await reconcile(this, r, parsed);
    if (jsonField(parsed, 'status') === 'processing') return;
    const now = this.now();
    // a paid answer that is not kept as a cache hit is still stored, already stale: a replica that waited for this
    // identical call (pending-calls.ts) reads it from here
    const until = cacheUntil(r, now) ?? (r.op.paid ? now : undefined);
    if (until) {
      const row = {
        op: r.op.id,
        status,
        content_type: contentType,
        body,
        stored_at: now.toISOString(),
        expires_at: until.toISOString(),
      };
      await this.store.db
        .insertInto('answer_cache')
        .values({ key: cacheKey(r), ...row })
        .onConflict((oc) => oc.column('key').doUpdateSet(row))
        .execute();
    }
    if (r.op.id.startsWith('serp.') && r.query.get('task_id') && jsonField(parsed, 'items') !== undefined) {
      const meta = jsonField(parsed, 'request_metadata');
      const row = {
        body,
        keyword: text(jsonField(meta, 'keyword'), 1000),
        device: text(jsonField(meta, 'device'), 32),
        location_id: text(jsonField(meta, 'location_id'), 32),
        language_code: text(jsonField(meta, 'language_code'), 32),
        crawled_at: text(jsonField(meta, 'crawled_at'), 64),
        stored_at: now.toISOString(),
      };
      await this.store.db
        .insertInto('serp_archive')
        .values({
          task_id: r.query.get('task_id') ?? '',
          kind: r.op.id === 'serp.results.advanced' ? 'advanced' : 'standard',
          ...row,
        })
        .onConflict((oc) => oc.columns(['task_id', 'kind']).doUpdateSet(row))
        .execute();
    }
  }

  /** A cache hit (or an answer shared with an identical call in flight) costs nothing; it is recorded so the
   * spend table shows what was saved. */
  async recordCacheHit(r: MeterRequest): Promise<void> {
    if (r.op.paid) await this.ledger.free(entryOf(r), 'cache', 200);
  }

  /** A completed SERP result the service no longer has. */
  async archived(r: MeterRequest): Promise<StoredAnswer | undefined> {
    const taskId = r.query.get('task_id');
    if (!taskId || !r.op.id.startsWith('serp.')) return undefined;
    const kind = r.op.id === 'serp.results.advanced' ? 'advanced' : 'standard';
    const row = await this.store.db
      .selectFrom('serp_archive')
      .select(['body', 'stored_at'])
      .where('task_id', '=', taskId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row
      ? { status: 200, contentType: 'application/json', body: row.body, storedAt: row.stored_at }
      : undefined;
  }

  /** The archived tasks, newest first: one row per task with the kinds of result kept (grouped here, not in SQL,
   * so the query is the same on both engines). */
  async archiveList(): Promise<ArchivedTask[]> {
    const rows = await this.store.db
      .selectFrom('serp_archive')
      .select([
        'task_id',
        'kind',
        'keyword',
        'device',
        'location_id',
        'language_code',
        'crawled_at',
        'stored_at',
      ])
      .orderBy('stored_at', 'desc')
      .limit(1000)
      .execute();
    const byTask = new Map<string, ArchivedTask>();
    for (const r of rows) {
      const had = byTask.get(r.task_id);
      if (!had) {
        const { kind, ...rest } = r;
        byTask.set(r.task_id, { ...rest, kinds: [kind] });
        continue;
      }
      had.kinds.push(r.kind);
      had.keyword ??= r.keyword;
      had.device ??= r.device;
      had.location_id ??= r.location_id;
      had.language_code ??= r.language_code;
      had.crawled_at ??= r.crawled_at;
      if (r.stored_at < had.stored_at) had.stored_at = r.stored_at;
    }
    return [...byTask.values()].sort((a, b) => b.stored_at.localeCompare(a.stored_at)).slice(0, 500);
  }

  summary() {
    return this.ledger.summary();
  }

  latest(limit = 100): Promise<unknown[]> {
    return this.ledger.latest(limit);
  }
}

/**
 * A label from an answer, for a text column: a string, or a finite number written out; null for anything else
 * (an object, 1e309, a string longer than `max` or holding a NUL, which PostgreSQL's text refuses). The answer
 * itself is kept whole beside it: this is only what the archive's list shows.
 */
function text(v: unknown, max: number): string | null {
  const s = typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;
  return s !== null && s.length <= max && !s.includes('\u0000') ? s : null;
}
