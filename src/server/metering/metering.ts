import type { Operation } from '../../lib/operations.ts';
import { count, field, label } from './answer-fields.ts';
import { AuditCharges } from './audit-charges.ts';
import { AuditDates } from './audit-dates.ts';
import { actualCost, cacheKey, cacheUntil, entryOf, priced, upperBound } from './call-values.ts';
import { Ledger, type Budget, type Spender } from './ledger.ts';
import type { MeterRequest } from './paid-request.ts';
import { reconcile } from './reconcile.ts';
import type { Q, Store } from '../store/store.ts';
import type { SerpArchiveTable } from '../store/tables.ts';

export type { Budget, Spender } from './ledger.ts';
export type { MeterRequest } from './paid-request.ts';
export { cacheKey } from './call-values.ts';

/**
 * What the proxy does around operations that cost credits or money: answer a repeated read from its cache while
 * the answer is fresh, reserve the most a paid call can cost before it goes out (the budget, `ledger.ts`), settle
 * it to what the answer says it cost, and keep completed SERP results after the service deletes them. What each
 * operation costs, how long its answer is reused and what is read from it come from the one operation table
 * (`lib/operations.ts`).
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

/** Is this a request the metering looks at (paid, or a read whose answer it reads)? */
export function isMetered(op: Operation): boolean {
  return op.metered;
}

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

/** A task in the archive's list: its row, with the kinds of result kept in place of one kind and the answer. */
export interface ArchivedTask extends Omit<SerpArchiveTable, 'kind' | 'body'> {
  kinds: string[];
}

/** The most a quoted backlink report may cost to be taken as its price (in the account's currency). */
const MAX_QUOTE = 1_000_000_000;

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

  /** Reserves the most a paid call can cost, or the refusal of the team's budget or of the person's own limit. */
  async reserve(
    r: MeterRequest,
    link?: (q: Q, id: number) => Promise<void>,
    by?: Spender,
  ): Promise<Reservation | { refusal: string }> {
    const bound = upperBound(r, await this.recheckPages(r));
    const got = await this.ledger.reserve({ ...entryOf(r), by }, bound, link);
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
      r.op.money === 'quoted'
        ? this.prices.get(`${String(field(r.json, 'mode'))}|${String(field(r.json, 'target'))}`)
        : undefined;
    // the recheck's page limit is read before the transaction: on SQLite nothing else may read inside it
    const recheckMax =
      r.op.bound?.from === 'audit' ? await this.audits.maxPagesOf(r.query.get('audit_id') ?? '') : null;
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
    if (r.op.bound?.from === 'page-limit') {
      const auditId = field(answer, 'id');
      if (auditId === undefined || auditId === null) return;
      const max = count(field(field(r.json, 'settings'), 'max_pages'), r.op.bound.fallback);
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
    if (r.op.reads?.quote) {
      const price = field(parsed, 'price');
      const amount = count(field(price, 'amount'), NaN);
      // a quote past any report's price is not a price: kept, two such would overflow the month's total
      if (Number.isFinite(amount) && amount >= 0 && amount <= MAX_QUOTE) {
        this.prices.set(`${r.query.get('mode')}|${r.query.get('target')}`, {
          amount,
          currency: label(field(price, 'currency'), 16) ?? '',
        });
        // bounded: a quote is only needed until the report is created
        if (this.prices.size > 500) this.prices.delete(this.prices.keys().next().value as string);
      }
    }
    const auditId = r.query.get('audit_id');
    if (r.op.reads?.crawl && auditId) await this.audits.status(auditId, parsed);
    await reconcile(this, r, parsed);
    if (field(parsed, 'status') === 'processing') return;
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
    const kind = r.op.reads?.archive;
    const taskId = r.query.get('task_id');
    if (kind && taskId && field(parsed, 'items') !== undefined) {
      const meta = field(parsed, 'request_metadata');
      const row = {
        body,
        keyword: label(field(meta, 'keyword'), 1000),
        device: label(field(meta, 'device'), 32),
        location_id: label(field(meta, 'location_id'), 32),
        language_code: label(field(meta, 'language_code'), 32),
        crawled_at: label(field(meta, 'crawled_at'), 64),
        stored_at: now.toISOString(),
      };
      await this.store.db
        .insertInto('serp_archive')
        .values({ task_id: taskId, kind, ...row })
        .onConflict((oc) => oc.columns(['task_id', 'kind']).doUpdateSet(row))
        .execute();
    }
  }

  /** A cache hit (or an answer shared with an identical call in flight) costs nothing; it is recorded so the
   * spend table shows what was saved. */
  async recordCacheHit(r: MeterRequest, by?: Spender): Promise<void> {
    if (r.op.paid) await this.ledger.free({ ...entryOf(r), by }, 'cache', 200);
  }

  /** A completed SERP result the service no longer has. */
  async archived(r: MeterRequest): Promise<StoredAnswer | undefined> {
    const taskId = r.query.get('task_id');
    const kind = r.op.reads?.archive;
    if (!taskId || !kind) return undefined;
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
