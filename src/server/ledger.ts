import type Database from 'better-sqlite3';

/**
 * The credit ledger and the budget (issue 18). Before a paid call goes out, the most it can cost is reserved
 * here, atomically with the budget check: one immediate transaction reads what is spent and reserved and writes
 * the reservation, so parallel calls (or two processes on one store) cannot all pass a check made before any of
 * them was counted. The reservation is then settled to the real cost when the answer comes, released on a clear
 * refusal, or kept at its maximum as "unknown" when nobody can tell whether the service did the work (a time-out),
 * until a later read reconciles it (`reconcile.ts`).
 */
export type Outcome = 'ok' | 'failed' | 'cache' | 'refused' | 'reserved' | 'unknown';

/** Outcomes whose credits count against the budget: spent, in flight, or possibly spent. */
const COUNTED = "outcome IN ('ok', 'reserved', 'unknown')";

export interface Budget {
  daily?: number;
  monthly?: number;
}

export interface LedgerEntry {
  op: string;
  target: string | null;
  /** what a reconciliation needs to recognise the call in a later read (JSON) */
  detail?: unknown;
}

/** Reservations older than this belong to a process that died mid-call: their outcome is unknown. */
const STALE_RESERVATION_MS = 10 * 60_000;

export class Ledger {
  constructor(
    private readonly db: Database.Database,
    private readonly budget: Budget,
    private readonly now: () => Date,
  ) {
    const stale = new Date(this.now().getTime() - STALE_RESERVATION_MS).toISOString();
    this.db.prepare("UPDATE ledger SET outcome = 'unknown' WHERE outcome = 'reserved' AND at < ?").run(stale);
  }

  private windows() {
    const now = this.now();
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const week = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000); // since Monday
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    return { day, week, month };
  }

  private sum(since: Date, where = COUNTED): number {
    return (
      this.db
        .prepare(`SELECT COALESCE(SUM(credits), 0) AS n FROM ledger WHERE at >= ? AND ${where}`)
        .get(since.toISOString()) as { n: number }
    ).n;
  }

  private refusal(cost: number): string | undefined {
    const { day, month } = this.windows();
    const check = (limit: number | undefined, since: Date, what: string, name: string) => {
      if (limit === undefined) return undefined;
      const counted = this.sum(since);
      if (counted + cost <= limit && (cost > 0 || counted < limit)) return undefined;
      return `Credit budget reached: ${counted} of ${limit} credits spent or reserved ${what}, and this may cost up to ${cost}. Raise ${name} on the server or wait.`;
    };
    return (
      check(this.budget.daily, day, 'today', 'CREDIT_BUDGET_DAILY') ??
      check(this.budget.monthly, month, 'this month', 'CREDIT_BUDGET_MONTHLY')
    );
  }

  /**
   * Reserves `cost` (the most the call can cost) for a paid call, or says why the budget refuses it (and records
   * the refusal). One immediate transaction: the check and the reservation cannot be split by another writer.
   */
  reserve(entry: LedgerEntry, cost: number): { id: number } | { refusal: string } {
    return this.db
      .transaction(() => {
        const refusal = this.refusal(cost);
        if (refusal) {
          this.insert(entry, 402, 'refused', 0);
          return { refusal };
        }
        return { id: this.insert(entry, 0, 'reserved', cost) };
      })
      .immediate();
  }

  /** The answer came and the service did the work: the real cost (or, for audits, its bound until the crawl ends). */
  settle(
    id: number,
    a: {
      status: number;
      credits: number | null;
      estimated: boolean;
      money?: { amount: number; currency: string };
    },
  ): void {
    this.db
      .prepare(
        `UPDATE ledger SET outcome = 'ok', status = ?, credits = ?, estimated = ?, money_amount = ?, money_currency = ?
         WHERE id = ?`,
      )
      .run(a.status, a.credits, a.estimated ? 1 : 0, a.money?.amount ?? null, a.money?.currency ?? null, id);
  }

  /** A clear refusal (the service answered no, or the call never left): nothing was spent. */
  release(id: number, status: number): void {
    this.db
      .prepare("UPDATE ledger SET outcome = 'failed', status = ?, credits = 0 WHERE id = ?")
      .run(status, id);
  }

  /** Nobody can tell whether the service did the work: kept at its maximum until a later read says. */
  unknown(id: number, status: number): void {
    this.db.prepare("UPDATE ledger SET outcome = 'unknown', status = ? WHERE id = ?").run(status, id);
  }

  /** A row that spent nothing: an answer from the cache (or shared with an identical call in flight). */
  free(entry: LedgerEntry, outcome: 'cache' | 'failed', status: number): number {
    return this.insert(entry, status, outcome, 0);
  }

  /** The rows still waiting for a read to tell what happened, for `op`, newest first. */
  unknownRows(op: string): { id: number; at: string; credits: number | null; detail: string | null }[] {
    return this.db
      .prepare(
        "SELECT id, at, credits, detail FROM ledger WHERE outcome = 'unknown' AND op = ? ORDER BY id DESC LIMIT 200",
      )
      .all(op) as { id: number; at: string; credits: number | null; detail: string | null }[];
  }

  private insert(entry: LedgerEntry, status: number, outcome: Outcome, credits: number | null): number {
    const info = this.db
      .prepare(
        `INSERT INTO ledger (at, area, op, target, credits, estimated, status, outcome, detail)
         VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?)`,
      )
      .run(
        this.now().toISOString(),
        entry.op.split('.')[0] ?? entry.op,
        entry.op,
        entry.target,
        credits,
        status,
        outcome,
        entry.detail === undefined ? null : JSON.stringify(entry.detail),
      );
    return Number(info.lastInsertRowid);
  }

  summary() {
    const { day, week, month } = this.windows();
    const spent = "outcome IN ('ok', 'unknown')";
    const byArea = Object.fromEntries(
      (
        this.db
          .prepare(
            `SELECT area, COALESCE(SUM(credits), 0) AS n FROM ledger WHERE at >= ? AND ${spent} GROUP BY area`,
          )
          .all(month.toISOString()) as { area: string; n: number }[]
      ).map((r) => [r.area, r.n]),
    );
    const countedToday = this.sum(day);
    const countedMonth = this.sum(month);
    return {
      /** spent, counting calls of unknown outcome at their maximum */
      today: this.sum(day, spent),
      week: this.sum(week, spent),
      month: this.sum(month, spent),
      byArea,
      /** this month: reserved by calls in flight, and counted at most for calls of unknown outcome */
      reserved: this.sum(month, "outcome = 'reserved'"),
      unknown: this.sum(month, "outcome = 'unknown'"),
      budget: {
        daily: this.budget.daily ?? null,
        monthly: this.budget.monthly ?? null,
        remainingToday:
          this.budget.daily === undefined ? null : Math.max(0, this.budget.daily - countedToday),
        remainingMonth:
          this.budget.monthly === undefined ? null : Math.max(0, this.budget.monthly - countedMonth),
      },
    };
  }

  /** The latest rows; an audit's row also says its upper bound and, once its crawl ended, the pages crawled. */
  latest(limit = 100): unknown[] {
    return this.db
      .prepare(
        `SELECT l.id, l.at, l.area, l.op, l.target, l.credits, l.estimated, l.money_amount, l.money_currency, l.status,
                l.outcome, c.upper_bound AS upper_bound, c.pages AS pages
         FROM ledger l LEFT JOIN audit_charges c ON c.ledger_id = l.id ORDER BY l.id DESC LIMIT ?`,
      )
      .all(Math.min(Math.max(1, Math.floor(limit)), 1000));
  }
}
