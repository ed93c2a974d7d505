import type { Q, Store } from './store/store.ts';
import { creditsFor } from '../lib/credits.ts';
import type { PricedOperationId } from '../lib/operations.ts';

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
}

const RUNNING = new Set(['queued', 'processing']);
const ENDED = new Set(['finished', 'cancelled', 'expired']);
/** how far the service's start time (whole seconds) may sit before our record of the recheck and still be it */
const START_SLACK_MS = 5_000;

function field(json: unknown, key: string): unknown {
  return json && typeof json === 'object' ? (json as Record<string, unknown>)[key] : undefined;
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
    const row = {
      ledger_id: ledgerId,
      audit_id: auditId,
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

  /** Has this server charged a creation or recheck to this audit? */
  async isCharged(auditId: string): Promise<boolean> {
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
    const raw = field(body, 'total_pages');
    const pages = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    const readable = typeof pages === 'number' && Number.isFinite(pages) && pages >= 0;
    const db = this.store.db;
    // a finished audit's status is read on every view of it: only a new count is written
    if (status === 'finished' && readable) {
      const count = Math.floor(pages);
      await db
        .insertInto('audit_pages')
        .values({ audit_id: auditId, pages: count, seen_at: this.now().toISOString() })
        .onConflict((oc) =>
          oc
            .column('audit_id')
            .doUpdateSet((eb) => ({ pages: eb.ref('excluded.pages'), seen_at: eb.ref('excluded.seen_at') }))
            .where('audit_pages.pages', '!=', count),
        )
        .execute();
    }
    const open: OpenCharge | undefined = (await db
      .selectFrom('audit_charges')
      .select(['ledger_id', 'op', 'kind', 'running_seen', 'recorded_at'])
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
    if (!readable) return;
    const credits = creditsFor(open.op, pages);
    await this.store.transaction(async (q) => {
      await q.updateTable('ledger').set({ credits, estimated: 0 }).where('id', '=', open.ledger_id).execute();
      await q
        .updateTable('audit_charges')
        .set({ pages: Math.floor(pages), settled_at: this.now().toISOString() })
        .where('ledger_id', '=', open.ledger_id)
        .execute();
    });
  }
}
