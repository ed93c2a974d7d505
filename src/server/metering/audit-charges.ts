import type { Q, Store } from '../store/store.ts';
import { creditsFor } from '../../lib/credits.ts';
import type { PricedOperationId } from '../../lib/operations.ts';
import { field } from './answer-fields.ts';

/**
 * Audits are charged per crawled page (spec price table), and how many pages a crawl reaches is known only when
 * it ends. The ledger records a creation at its upper bound (the page limit × the price); this keeps which audit
 * each such row belongs to, and when a status read shows that crawl finished, replaces the bound with the pages
 * actually crawled (`total_pages`), keeping the bound beside it for the account page ("46 of up to 2,000").
 *
 * A recheck re-crawls with the audit's original settings: its bound is the page limit its creation recorded,
 * when this server saw the creation. A recheck's charge is settled by an ended status only once that crawl
 * is known to be the new one: a running status was seen after the recheck, or it started or finished after it.
 *
 * A crawl that was cancelled or expired also ended: the pages it crawled until then (`total_pages`, "pages
 * crawled so far") are what it cost, so it is settled the same way instead of staying at its upper bound.
 */

interface OpenCharge {
  ledger_id: number;
  op: PricedOperationId;
  kind: 'create' | 'recheck';
  running_seen: number;
  recorded_at: string;
  max_pages: number | null;
  upper_bound: number | null;
}

const RUNNING = new Set(['queued', 'processing']);
const ENDED = new Set(['finished', 'cancelled', 'expired']);
/** how far the service's start time (whole seconds) may sit before our record of the recheck and still be it */
const START_SLACK_MS = 5_000;
/** the most pages a crawl can reach: the spec's range of `max_pages` is 1-300000 */
export const MAX_CRAWL_PAGES = 300_000;

/**
 * `total_pages` as a count of pages: a whole number (a number-as-string too) from 0 to the most a crawl can reach.
 * Anything else — 3e9, 1e308, a negative count, NaN — is refused (undefined), never clamped: a count the service
 * cannot have sent says nothing of what was crawled, so the charge stays at its bound and no count is kept.
 */
export function crawledPages(raw: unknown): number | undefined {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return undefined;
  const count = Math.floor(n);
  return count <= MAX_CRAWL_PAGES ? count : undefined;
}

/** An audit id as the service writes it (digits; a number too); undefined for anything else. */
export function auditIdOf(v: unknown): string | undefined {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  return /^\d{1,15}$/.test(s) ? s : undefined;
}

/** `YYYY-MM-DD HH:MM:SS` (UTC, the service's format) or ISO, as ms; NaN when absent or unreadable. */
export function serviceTime(v: unknown): number {
  if (typeof v !== 'string' || v === '') return NaN;
  return Date.parse(v.includes('T') ? v : `${v.replace(' ', 'T')}Z`);
}

export class AuditCharges {
  constructor(
    private readonly store: Store,
    private readonly now: () => Date,
  ) {}

  /** A paid audit call the ledger recorded as row `ledgerId`. */
  async opened(
    ledgerId: number,
    auditId: string,
    op: PricedOperationId,
    kind: 'create' | 'recheck',
    maxPages: number | null,
    upperBound: number | null,
    q: Q = this.store.db,
  ): Promise<void> {
    // an answer naming no audit id leaves nothing to settle by: the charge stays at its bound
    const audit = auditIdOf(auditId);
    if (audit === undefined) return;
    const row = {
      ledger_id: ledgerId,
      audit_id: audit,
      op,
      kind,
      max_pages: maxPages,
      upper_bound: upperBound,
      running_seen: 0,
      recorded_at: this.now().toISOString(),
      pages: null,
      settled_at: null,
    };
    const { ledger_id: _, ...rest } = row;
    await q
      .insertInto('audit_charges')
      .values(row)
      .onConflict((oc) => oc.column('ledger_id').doUpdateSet(rest))
      .execute();
  }

  /** The page limit the audit was created with, when this server recorded its creation. */
  async maxPagesOf(auditId: string): Promise<number | null> {
    const row = await this.store.db
      .selectFrom('audit_charges')
      .select('max_pages')
      .where('audit_id', '=', auditId)
      .where('kind', '=', 'create')
      .where('max_pages', 'is not', null)
      .orderBy('ledger_id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.max_pages ?? null;
  }

  /** Has this server charged a creation or recheck to this audit? (An id that is no audit id cannot take a charge:
   * it counts as taken, so nothing is matched to it.) */
  async isCharged(auditId: string): Promise<boolean> {
    if (auditIdOf(auditId) === undefined) return true;
    const row = await this.store.db
      .selectFrom('audit_charges')
      .select('ledger_id')
      .where('audit_id', '=', auditId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Pages crawled by the audit's latest finished crawl this server has seen, if any. */
  async lastPagesOf(auditId: string): Promise<number | null> {
    const row = await this.store.db
      .selectFrom('audit_pages')
      .select('pages')
      .where('audit_id', '=', auditId)
      .executeTakeFirst();
    return row?.pages ?? null;
  }

  /** An audit status answer (spec "Audit status": status, total_pages, audit_time when finished). */
  async status(auditId: string, body: unknown): Promise<void> {
    const status = field(body, 'status');
    const pages = crawledPages(field(body, 'total_pages'));
    const db = this.store.db;
    // a finished audit's status is read on every view of it: only a new count is written
    if (status === 'finished' && pages !== undefined) {
      await db
        .insertInto('audit_pages')
        .values({ audit_id: auditId, pages, seen_at: this.now().toISOString() })
        .onConflict((oc) =>
          oc
            .column('audit_id')
            .doUpdateSet((eb) => ({ pages: eb.ref('excluded.pages'), seen_at: eb.ref('excluded.seen_at') }))
            .where('audit_pages.pages', '!=', pages),
        )
        .execute();
    }
    const open: OpenCharge | undefined = (await db
      .selectFrom('audit_charges')
      .select(['ledger_id', 'op', 'kind', 'running_seen', 'recorded_at', 'max_pages', 'upper_bound'])
      .where('audit_id', '=', auditId)
      .where('settled_at', 'is', null)
      .orderBy('ledger_id', 'desc')
      .limit(1)
      .executeTakeFirst()) as OpenCharge | undefined;
    if (!open) return;
    if (typeof status === 'string' && RUNNING.has(status)) {
      if (!open.running_seen)
        await db
          .updateTable('audit_charges')
          .set({ running_seen: 1 })
          .where('ledger_id', '=', open.ledger_id)
          .execute();
      return;
    }
    if (typeof status !== 'string' || !ENDED.has(status)) return;
    const asked = Date.parse(open.recorded_at);
    const finishedAfter = serviceTime(field(body, 'audit_time')) >= asked;
    const startedAfter = serviceTime(field(body, 'start_time')) >= asked - START_SLACK_MS;
    // still the crawl before the recheck
    if (open.kind === 'recheck' && !open.running_seen && !finishedAfter && !startedAfter) return;
    if (pages === undefined) return;
    // a crawl stops at its page limit; never more than was reserved for it, whatever page count the service reports
    const crawled = open.max_pages === null ? pages : Math.min(pages, open.max_pages);
    const cost = creditsFor(open.op, crawled);
    const credits = open.upper_bound === null ? cost : Math.min(cost, Number(open.upper_bound));
    await this.store.transaction(async (q) => {
      await q
        .updateTable('ledger')
        .set({ credits, estimated: false })
        .where('id', '=', open.ledger_id)
        .execute();
      await q
        .updateTable('audit_charges')
        .set({ pages: crawled, settled_at: this.now().toISOString() })
        .where('ledger_id', '=', open.ledger_id)
        .execute();
    });
  }
}
