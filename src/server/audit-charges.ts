import type Database from 'better-sqlite3';
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
    private readonly db: Database.Database,
    private readonly now: () => Date,
  ) {}

  /** A paid audit call the ledger recorded as row `ledgerId`. */
  opened(
    ledgerId: number,
    auditId: string,
    op: PricedOperationId,
    kind: 'create' | 'recheck',
    maxPages: number | null,
    upperBound: number | null,
  ): void {
    this.db
      .prepare(
        `INSERT OR REPLACE INTO audit_charges (ledger_id, audit_id, op, kind, max_pages, upper_bound, recorded_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(ledgerId, auditId, op, kind, maxPages, upperBound, this.now().toISOString());
  }

  /** The page limit the audit was created with, when this server recorded its creation. */
  maxPagesOf(auditId: string): number | null {
    const row = this.db
      .prepare(
        `SELECT max_pages FROM audit_charges WHERE audit_id = ? AND kind = 'create' AND max_pages IS NOT NULL
         ORDER BY ledger_id DESC LIMIT 1`,
      )
      .get(auditId) as { max_pages: number } | undefined;
    return row?.max_pages ?? null;
  }

  /** Has this server charged a creation or recheck to this audit? */
  isCharged(auditId: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM audit_charges WHERE audit_id = ? LIMIT 1').get(auditId) !== undefined
    );
  }

  /** Pages crawled by the audit's latest finished crawl this server has seen, if any. */
  lastPagesOf(auditId: string): number | null {
    const row = this.db.prepare('SELECT pages FROM audit_pages WHERE audit_id = ?').get(auditId) as
      { pages: number } | undefined;
    return row?.pages ?? null;
  }

  /** An audit status answer (spec "Audit status": status, total_pages, audit_time when finished). */
  status(auditId: string, body: unknown): void {
    const status = field(body, 'status');
    const raw = field(body, 'total_pages');
    const pages = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    const readable = typeof pages === 'number' && Number.isFinite(pages) && pages >= 0;
    // a finished audit's status is read on every view of it: only a new count is written
    if (status === 'finished' && readable)
      this.db
        .prepare(
          `INSERT INTO audit_pages (audit_id, pages, seen_at) VALUES (?, ?, ?)
           ON CONFLICT(audit_id) DO UPDATE SET pages = excluded.pages, seen_at = excluded.seen_at
           WHERE pages != excluded.pages`,
        )
        .run(auditId, Math.floor(pages), this.now().toISOString());
    const open = this.db
      .prepare(
        `SELECT ledger_id, op, kind, running_seen, recorded_at FROM audit_charges
         WHERE audit_id = ? AND settled_at IS NULL ORDER BY ledger_id DESC LIMIT 1`,
      )
      .get(auditId) as OpenCharge | undefined;
    if (!open) return;
    if (typeof status === 'string' && RUNNING.has(status)) {
      if (!open.running_seen)
        this.db.prepare('UPDATE audit_charges SET running_seen = 1 WHERE ledger_id = ?').run(open.ledger_id);
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
    this.db.transaction(() => {
      this.db
        .prepare('UPDATE ledger SET credits = ?, estimated = 0 WHERE id = ?')
        .run(credits, open.ledger_id);
      this.db
        .prepare('UPDATE audit_charges SET pages = ?, settled_at = ? WHERE ledger_id = ?')
        .run(Math.floor(pages), this.now().toISOString(), open.ledger_id);
    })();
  }
}
