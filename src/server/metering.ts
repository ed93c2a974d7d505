import type Database from 'better-sqlite3';
import { creditsFor, type PaidOperation } from '../lib/credits.ts';
import { AuditCharges } from './audit-charges.ts';
import type { Operation } from './operations.ts';

/**
 * What the proxy does around operations that cost credits or money (issue 11): answer a repeated read from its
 * cache while the answer is fresh, refuse a paid call over the budget before it reaches the upstream, record what
 * every paid call actually cost, and keep completed SERP results after the service deletes them.
 */

export interface MeterRequest {
  op: Operation;
  query: URLSearchParams;
  /** JSON body, or form fields for the multipart export */
  json: unknown;
  form: [string, string][] | undefined;
  /** the person asked to bypass the cache (and confirmed the cost) */
  refresh: boolean;
}

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

export interface Budget {
  daily?: number;
  monthly?: number;
}

const PRICED: Partial<Record<string, PaidOperation>> = {
  'audits.create.standard': 'audits.standard',
  'audits.create.advanced': 'audits.advanced',
  'audits.recheck.standard': 'audits.standard',
  'audits.recheck.advanced': 'audits.advanced',
  'serp.tasks.create': 'serp.tasks',
  'serp.results.advanced': 'serp.advanced',
  'keywords.export': 'keywords.export',
  'keywords.similar': 'keywords.similar',
  'keywords.related': 'keywords.related',
  'keywords.questions': 'keywords.questions',
  'keywords.longtail': 'keywords.longtail',
};

const DEFAULT_MAX_PAGES = 1000;
const DEFAULT_LIMIT = 100;

/** Is this a request the metering looks at (paid, or a SERP result the archive keeps)? */
export function isMetered(op: Operation, query: URLSearchParams): boolean {
  // backlink info: its price is what creating the report withdraws, so the ledger can record it;
  // audit status: a finished crawl says how many pages an audit's charge was for
  return (
    op.paid ||
    op.id === 'backlinks.info' ||
    op.id === 'audits.status' ||
    (op.id === 'serp.tasks.list_or_result' && query.has('task_id'))
  );
}

function sortedPairs(pairs: Iterable<[string, string]>): [string, string][] {
  return [...pairs].sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));
}

/** The cache key: the operation, the canonical query and the canonical body. */
export function cacheKey(r: MeterRequest): string {
  const body = r.form ? sortedPairs(r.form) : r.json === undefined ? null : canonicalJson(r.json);
  return JSON.stringify([r.op.id, sortedPairs(r.query), body]);
}

function canonicalJson(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonicalJson);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, x]) => [k, canonicalJson(x)]),
    );
  }
  return v;
}

/** Keyword data is refreshed monthly: fresh until the first day of the next month (UTC). */
function endOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

function cacheUntil(op: Operation, now: Date): Date | undefined {
  if (op.id.startsWith('keywords.')) return endOfMonth(now);
  // SERP results are kept 24 hours by the service and never change once collected.
  if (op.id === 'serp.results.advanced' || op.id === 'serp.tasks.list_or_result')
    return new Date(now.getTime() + 86_400_000);
  return undefined;
}

function num(v: unknown, fallback: number): number {
  const n = typeof v === 'string' ? Number(v) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

function jsonField(json: unknown, key: string): unknown {
  return json && typeof json === 'object' ? (json as Record<string, unknown>)[key] : undefined;
}

/** The most a request can cost, for the budget check before it goes out. */
export function upperBound(r: MeterRequest): number {
  const priced = PRICED[r.op.id];
  if (!priced) return 0;
  // pages crawled are not known from the request alone: Metering.recheckBound asks what this server has seen
  if (r.op.id.startsWith('audits.recheck')) return 0;
  if (priced.startsWith('audits.')) {
    const settings = jsonField(r.json, 'settings');
    return creditsFor(priced, num(jsonField(settings, 'max_pages'), DEFAULT_MAX_PAGES));
  }
  if (priced === 'serp.tasks') {
    const q = jsonField(r.json, 'query');
    return creditsFor(priced, Array.isArray(q) ? q.length : 1);
  }
  if (priced === 'keywords.export' || priced === 'serp.advanced') return creditsFor(priced);
  return creditsFor(priced, num(r.query.get('limit'), DEFAULT_LIMIT));
}

/** What a successful answer actually cost; `estimated` when only an upper bound is known (audits). */
export function actualCost(r: MeterRequest, body: unknown): { credits: number | null; estimated: boolean } {
  const priced = PRICED[r.op.id];
  if (!priced) return { credits: null, estimated: false };
  // Audits are charged per crawled page, known only when the crawl ends: the ledger keeps the upper bound.
  if (r.op.id.startsWith('audits.create')) return { credits: upperBound(r), estimated: true };
  if (r.op.id.startsWith('audits.recheck')) return { credits: null, estimated: true };
  if (priced === 'serp.advanced') {
    return { credits: jsonField(body, 'status') === 'processing' ? 0 : creditsFor(priced), estimated: false };
  }
  if (priced === 'serp.tasks') {
    const q = jsonField(r.json, 'query');
    return { credits: creditsFor(priced, Array.isArray(q) ? q.length : 0), estimated: false };
  }
  if (priced === 'keywords.export') return { credits: creditsFor(priced), estimated: false };
  const kws = jsonField(body, 'keywords');
  return { credits: creditsFor(priced, Array.isArray(kws) ? kws.length : 0), estimated: false };
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
  return target ? String(target) : `report ${String(jsonField(r.json, 'report_id') ?? '')}`;
}

export class Metering {
  /** the price of the last info call per (mode, target): what creating that report withdraws */
  private prices = new Map<string, { amount: number; currency: string }>();

  private readonly audits: AuditCharges;

  constructor(
    private readonly db: Database.Database,
    private readonly budget: Budget = {},
    private readonly now: () => Date = () => new Date(),
  ) {
    this.audits = new AuditCharges(db, now);
  }

  cached(r: MeterRequest): StoredAnswer | undefined {
    if (r.refresh) return undefined;
    const row = this.db
      .prepare(
        'SELECT status, content_type, body, stored_at FROM answer_cache WHERE key = ? AND expires_at > ?',
      )
      .get(cacheKey(r), this.now().toISOString()) as
      { status: number; content_type: string; body: Buffer; stored_at: string } | undefined;
    return row
      ? { status: row.status, contentType: row.content_type, body: row.body, storedAt: row.stored_at }
      : undefined;
  }

  /** A refusal message when the call could take the spend over a budget, else undefined. */
  overBudget(r: MeterRequest): string | undefined {
    if (!r.op.paid) return undefined;
    const cost = this.recheckBound(r) ?? upperBound(r);
    const s = this.summary();
    const check = (limit: number | undefined, spent: number, what: string) => {
      if (limit === undefined) return undefined;
      if (spent + cost <= limit && (cost > 0 || spent < limit)) return undefined;
      return `Credit budget reached: ${spent} of ${limit} credits spent ${what}, and this may cost up to ${cost}. Raise ${what === 'today' ? 'CREDIT_BUDGET_DAILY' : 'CREDIT_BUDGET_MONTHLY'} on the server or wait.`;
    };
    return check(this.budget.daily, s.today, 'today') ?? check(this.budget.monthly, s.month, 'this month');
  }

  /**
   * What a recheck may cost, for the budget: it re-crawls with the audit's original settings, so its page limit
   * when this server saw the creation, else as many pages as its last crawl reached, else the spec's default
   * limit (max_pages 1000).
   */
  private recheckBound(r: MeterRequest): number | undefined {
    const op = PRICED[r.op.id];
    const id = r.query.get('audit_id');
    if (!op || !r.op.id.startsWith('audits.recheck') || !id) return undefined;
    return creditsFor(op, this.audits.maxPagesOf(id) ?? this.audits.lastPagesOf(id) ?? DEFAULT_MAX_PAGES);
  }

  /** After the upstream answered: ledger, cache and archive. */
  record(r: MeterRequest, status: number, contentType: string, body: Buffer): void {
    const now = this.now();
    let parsed: unknown;
    if (contentType.includes('json')) {
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        parsed = undefined;
      }
    }
    if (r.op.id === 'backlinks.info' && status === 200) {
      const price = jsonField(parsed, 'price');
      const amount = num(jsonField(price, 'amount'), NaN);
      if (Number.isFinite(amount)) {
        this.prices.set(`${r.query.get('mode')}|${r.query.get('target')}`, {
          amount,
          currency: String(jsonField(price, 'currency') ?? ''),
        });
      }
    }
    const ok = status >= 200 && status < 300;
    const processing = jsonField(parsed, 'status') === 'processing';
    if (r.op.paid) {
      let cost = ok ? actualCost(r, parsed) : { credits: 0, estimated: false };
      const audit = ok ? this.auditCharge(r, parsed) : undefined;
      if (audit?.kind === 'recheck' && audit.maxPages !== null)
        cost = { credits: creditsFor(audit.op, audit.maxPages), estimated: true };
      const money =
        ok && r.op.id === 'backlinks.create'
          ? this.prices.get(`${String(jsonField(r.json, 'mode'))}|${String(jsonField(r.json, 'target'))}`)
          : undefined;
      const id = this.insert(r, status, ok ? 'ok' : 'failed', cost.credits, cost.estimated, money);
      if (audit) this.audits.opened(id, audit.id, audit.op, audit.kind, audit.maxPages, cost.credits);
    }
    const auditId = r.query.get('audit_id');
    if (r.op.id === 'audits.status' && ok && auditId) this.audits.status(auditId, parsed);
    if (!ok || processing) return;
    const until = cacheUntil(r.op, now);
    if (until) {
      this.db
        .prepare(
          `INSERT INTO answer_cache (key, op, status, content_type, body, stored_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT(key) DO UPDATE SET status = excluded.status, content_type = excluded.content_type, body = excluded.body,
             stored_at = excluded.stored_at, expires_at = excluded.expires_at`,
        )
        .run(cacheKey(r), r.op.id, status, contentType, body, now.toISOString(), until.toISOString());
    }
    if (
      r.op.id.startsWith('serp.') &&
      r.query.get('task_id') &&
      parsed &&
      typeof parsed === 'object' &&
      !Array.isArray(parsed)
    ) {
      const meta = jsonField(parsed, 'request_metadata');
      this.db
        .prepare(
          `INSERT OR REPLACE INTO serp_archive (task_id, kind, body, keyword, device, location_id, language_code, crawled_at, stored_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          r.query.get('task_id'),
          r.op.id === 'serp.results.advanced' ? 'advanced' : 'standard',
          body,
          str(jsonField(meta, 'keyword')),
          str(jsonField(meta, 'device')),
          str(jsonField(meta, 'location_id')),
          str(jsonField(meta, 'language_code')),
          str(jsonField(meta, 'crawled_at')),
          now.toISOString(),
        );
    }
  }

  /** For a created or rechecked audit: which audit, at which price, and its page limit when known. */
  private auditCharge(r: MeterRequest, parsed: unknown) {
    const op = PRICED[r.op.id];
    if (!op?.startsWith('audits.')) return undefined;
    if (r.op.id.startsWith('audits.create')) {
      const id = jsonField(parsed, 'id');
      if (id === undefined || id === null) return undefined;
      const max = num(jsonField(jsonField(r.json, 'settings'), 'max_pages'), DEFAULT_MAX_PAGES);
      return { id: String(id), op, kind: 'create' as const, maxPages: max };
    }
    const id = r.query.get('audit_id');
    if (!id) return undefined;
    return { id, op, kind: 'recheck' as const, maxPages: this.audits.maxPagesOf(id) };
  }

  /** A cache hit costs nothing; it is recorded so the spend table shows what was saved. */
  recordCacheHit(r: MeterRequest): void {
    if (r.op.paid) this.insert(r, 200, 'cache', 0, false, undefined);
  }

  recordRefusal(r: MeterRequest): void {
    this.insert(r, 402, 'refused', 0, false, undefined);
  }

  /** A completed SERP result the service no longer has. */
  archived(r: MeterRequest): StoredAnswer | undefined {
    const taskId = r.query.get('task_id');
    if (!taskId || !r.op.id.startsWith('serp.')) return undefined;
    const kind = r.op.id === 'serp.results.advanced' ? 'advanced' : 'standard';
    const row = this.db
      .prepare('SELECT body, stored_at FROM serp_archive WHERE task_id = ? AND kind = ?')
      .get(taskId, kind) as { body: Buffer; stored_at: string } | undefined;
    return row
      ? { status: 200, contentType: 'application/json', body: row.body, storedAt: row.stored_at }
      : undefined;
  }

  archiveList(): {
    task_id: string;
    kinds: string[];
    keyword: string | null;
    device: string | null;
    location_id: string | null;
    language_code: string | null;
    crawled_at: string | null;
    stored_at: string;
  }[] {
    const rows = this.db
      .prepare(
        `SELECT task_id, group_concat(kind) AS kinds, max(keyword) AS keyword, max(device) AS device, max(location_id) AS location_id,
                max(language_code) AS language_code, max(crawled_at) AS crawled_at, min(stored_at) AS stored_at
         FROM serp_archive GROUP BY task_id ORDER BY stored_at DESC LIMIT 500`,
      )
      .all() as {
      task_id: string;
      kinds: string;
      keyword: string | null;
      device: string | null;
      location_id: string | null;
      language_code: string | null;
      crawled_at: string | null;
      stored_at: string;
    }[];
    return rows.map((r) => ({ ...r, kinds: r.kinds.split(',') }));
  }

  summary(): {
    today: number;
    week: number;
    month: number;
    byArea: Record<string, number>;
    budget: {
      daily: number | null;
      monthly: number | null;
      remainingToday: number | null;
      remainingMonth: number | null;
    };
  } {
    const now = this.now();
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const week = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000); // since Monday
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const sum = (since: Date) =>
      (
        this.db
          .prepare("SELECT COALESCE(SUM(credits), 0) AS n FROM ledger WHERE at >= ? AND outcome = 'ok'")
          .get(since.toISOString()) as { n: number }
      ).n;
    const byArea = Object.fromEntries(
      (
        this.db
          .prepare(
            "SELECT area, COALESCE(SUM(credits), 0) AS n FROM ledger WHERE at >= ? AND outcome = 'ok' GROUP BY area",
          )
          .all(month.toISOString()) as { area: string; n: number }[]
      ).map((r) => [r.area, r.n]),
    );
    const t = sum(day);
    const m = sum(month);
    return {
      today: t,
      week: sum(week),
      month: m,
      byArea,
      budget: {
        daily: this.budget.daily ?? null,
        monthly: this.budget.monthly ?? null,
        remainingToday: this.budget.daily === undefined ? null : Math.max(0, this.budget.daily - t),
        remainingMonth: this.budget.monthly === undefined ? null : Math.max(0, this.budget.monthly - m),
      },
    };
  }

  /** The latest rows; an audit's row also says its upper bound and, once its crawl ended, the pages crawled. */
  latest(limit = 100): unknown[] {
    return this.db
      .prepare(
        `SELECT l.*, c.upper_bound AS upper_bound, c.pages AS pages FROM ledger l
         LEFT JOIN audit_charges c ON c.ledger_id = l.id ORDER BY l.id DESC LIMIT ?`,
      )
      .all(Math.min(Math.max(1, limit), 1000));
  }

  private insert(
    r: MeterRequest,
    status: number,
    outcome: 'ok' | 'failed' | 'cache' | 'refused',
    credits: number | null,
    estimated: boolean,
    money: { amount: number; currency: string } | undefined,
  ): number {
    const info = this.db
      .prepare(
        `INSERT INTO ledger (at, area, op, target, credits, estimated, money_amount, money_currency, status, outcome)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        this.now().toISOString(),
        r.op.id.split('.')[0] ?? r.op.id,
        r.op.id,
        describeTarget(r),
        credits,
        estimated ? 1 : 0,
        money?.amount ?? null,
        money?.currency ?? null,
        status,
        outcome,
      );
    return Number(info.lastInsertRowid);
  }
}

function str(v: unknown): string | null {
  return v === undefined || v === null ? null : String(v);
}
