import { OPERATIONS } from '../../lib/operations.ts';
import type { Q, Store } from '../store/store.ts';
import { personRefusal, type Spender } from './person-limits.ts';

export type { Spender } from './person-limits.ts';

/**
 * The credit ledger and the budget. Before a paid call goes out, the most it can cost is reserved
 * here, atomically with the budget check: one exclusive transaction (`Store.exclusive`) reads what is spent and
 * reserved and writes the reservation, so parallel calls — in one process or in replicas on one PostgreSQL —
 * cannot all pass a check made before any of them was counted. The reservation is then settled to the real cost when the answer comes, released on a clear
 * refusal, or kept at its maximum as "unknown" when nobody can tell whether the service did the work (a time-out),
 * until a later read reconciles it (`reconcile.ts`). A person's own daily and monthly limits are checked in the same
 * transaction, against the rows that person spent or holds.
 */
export type Outcome = 'ok' | 'failed' | 'cache' | 'refused' | 'reserved' | 'unknown';

/** Outcomes whose credits count against the budget: spent, in flight, or possibly spent. */
const COUNTED: Outcome[] = ['ok', 'reserved', 'unknown'];
const SPENT: Outcome[] = ['ok', 'unknown'];

export interface Budget {
  daily?: number;
  monthly?: number;
}

export interface LedgerEntry {
  op: string;
  target: string | null;
  /** what a reconciliation needs to recognise the call in a later read */
  detail?: unknown;
  /** who spends (none: the server itself) */
  by?: Spender;
}

/**
 * The operations that withdraw money from the account's balance (backlink reports) rather than spend credits. The
 * spec prices them in a currency and gives no rate between money and credits: their money is totalled on its own.
 */
const MONEY_OPS = OPERATIONS.filter((o) => o.money !== undefined).map((o) => o.id);

/** Money withdrawn this month in one currency, by the calls that said how much. */
export interface MoneySpent {
  currency: string;
  amount: number;
  calls: number;
}

/** Reservations older than this belong to a process that died mid-call: their outcome is unknown. */
const STALE_RESERVATION_MS = 10 * 60_000;

export class Ledger {
  constructor(
    private readonly store: Store,
    private readonly budget: Budget,
    private readonly now: () => Date,
  ) {}

  /**
   * Run once on start: reservations of a process that died mid-call become unknown, and answers expired for a day
   * leave the cache (among them the paid answers kept only for a replica waiting on the same call).
   */
  async expireStale(): Promise<void> {
    const dayAgo = new Date(this.now().getTime() - 86_400_000).toISOString();
    await this.store.db.deleteFrom('answer_cache').where('expires_at', '<', dayAgo).execute();
    const stale = new Date(this.now().getTime() - STALE_RESERVATION_MS).toISOString();
    await this.store.db
      .updateTable('ledger')
      .set({ outcome: 'unknown' })
      .where('outcome', '=', 'reserved')
      .where('at', '<', stale)
      .execute();
  }

  private windows() {
    const now = this.now();
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const week = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000); // since Monday
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const nextDay = new Date(day.getTime() + 86_400_000);
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    return { now, day, week, month, nextDay, nextMonth };
  }

  /** Credits since `since` in rows of these outcomes: everyone's, or one person's. */
  private async sum(q: Q, since: Date, outcomes = COUNTED, personId?: string): Promise<number> {
    let query = q
      .selectFrom('ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('credits'), eb.lit(0)).as('n'))
      .where('at', '>=', since.toISOString())
      .where('outcome', 'in', outcomes);
    if (personId !== undefined) query = query.where('person_id', '=', personId);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The person's own limits: what they spent or hold today and this month, against their daily and monthly limit. */
  private async personRefusal(q: Q, cost: number, by: Spender | undefined): Promise<string | undefined> {
    const person = by?.person;
    if (!person) return undefined;
    const w = this.windows();
    const periods = [
      ['daily', person.limits.daily_credits, w.day, w.nextDay],
      ['monthly', person.limits.monthly_credits, w.month, w.nextMonth],
    ] as const;
    for (const [period, limit, since, resetsAt] of periods) {
      if (limit === null) continue;
      const counted = await this.sum(q, since, COUNTED, person.id);
      if (counted + cost <= limit && (cost > 0 || counted < limit)) continue;
      return personRefusal({ period, limit, counted, cost, resetsAt, now: w.now });
    }
    return undefined;
  }

  /** What a person spent today and this month (calls of unknown outcome at their maximum), as the summary counts. */
  async spentBy(personId: string): Promise<{ today: number; month: number }> {
    const { day, month } = this.windows();
    const q = this.store.db;
    return {
      today: await this.sum(q, day, SPENT, personId),
      month: await this.sum(q, month, SPENT, personId),
    };
  }

  private async refusal(q: Q, cost: number): Promise<string | undefined> {
    const { day, month } = this.windows();
    const check = async (limit: number | undefined, since: Date, what: string, name: string) => {
      if (limit === undefined) return undefined;
      const counted = await this.sum(q, since);
      if (counted + cost <= limit && (cost > 0 || counted < limit)) return undefined;
      return `Credit budget reached: ${counted} of ${limit} credits spent or reserved ${what}, and this may cost up to ${cost}. Raise ${name} on the server or wait.`;
    };
    return (
      (await check(this.budget.daily, day, 'today', 'CREDIT_BUDGET_DAILY')) ??
      (await check(this.budget.monthly, month, 'this month', 'CREDIT_BUDGET_MONTHLY'))
    );
  }

  /**
   * Reserves `cost` (the most the call can cost) for a paid call, or says why the team's budget or the person's own
   * limit refuses it (and records the refusal). One exclusive transaction: the checks and the reservation cannot be
   * split by another writer, in this process or another replica.
   */
  reserve(
    entry: LedgerEntry,
    cost: number,
    /** written in the same transaction: who holds the reservation (pending-calls.ts) */
    link?: (q: Q, id: number) => Promise<void>,
  ): Promise<{ id: number } | { refusal: string }> {
    return this.store.exclusive(async (q) => {
      const refusal = (await this.refusal(q, cost)) ?? (await this.personRefusal(q, cost, entry.by));
      if (refusal) {
        await this.insert(q, entry, 402, 'refused', 0);
        return { refusal };
      }
      const id = await this.insert(q, entry, 0, 'reserved', cost);
      await link?.(q, id);
      return { id };
    });
  }

  /**
   * The answer came and the service did the work: the real cost (or, for audits, its bound until the crawl ends),
   * never more than the row's reservation, whatever the answer claims.
   */
  async settle(
    id: number,
    a: {
      status: number;
      credits: number | null;
      estimated: boolean;
      money?: { amount: number; currency: string };
    },
    q: Q = this.store.db,
  ): Promise<void> {
    const held = await q
      .selectFrom('ledger')
      .select(['credits', 'outcome'])
      .where('id', '=', id)
      .executeTakeFirst();
    const bound =
      held && (held.outcome === 'reserved' || held.outcome === 'unknown') && held.credits !== null
        ? Number(held.credits)
        : undefined;
    const credits = a.credits === null || bound === undefined ? a.credits : Math.min(a.credits, bound);
    await q
      .updateTable('ledger')
      .set({
        outcome: 'ok',
        status: a.status,
        credits,
        estimated: a.estimated,
        money_amount: a.money?.amount ?? null,
        money_currency: a.money?.currency ?? null,
      })
      .where('id', '=', id)
      .execute();
  }

  /** A clear refusal (the service answered no, or the call never left): nothing was spent. */
  async release(id: number, status: number, q: Q = this.store.db): Promise<void> {
    await q
      .updateTable('ledger')
      .set({ outcome: 'failed', status, credits: 0 })
      .where('id', '=', id)
      .execute();
  }

  /** Nobody can tell whether the service did the work: kept at its maximum until a later read says. */
  async unknown(id: number, status: number, q: Q = this.store.db): Promise<void> {
    await q.updateTable('ledger').set({ outcome: 'unknown', status }).where('id', '=', id).execute();
  }

  /**
   * The reservation of a process that stopped before its answer came: released when its call never left (nothing
   * can have been done), else unknown at its maximum. Only a row still reserved: one already settled stays so.
   */
  async abandoned(id: number, sent: boolean, q: Q = this.store.db): Promise<void> {
    await q
      .updateTable('ledger')
      .set(sent ? { outcome: 'unknown', status: 502 } : { outcome: 'failed', status: 503, credits: 0 })
      .where('id', '=', id)
      .where('outcome', '=', 'reserved')
      .execute();
  }

  /** What a reservation still in flight holds (undefined once it is settled or released). */
  async reservedAt(id: number): Promise<number | undefined> {
    const row = await this.store.db
      .selectFrom('ledger')
      .select(['credits', 'outcome'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.outcome === 'reserved' && row.credits !== null ? Number(row.credits) : undefined;
  }

  /**
   * Lowers a reservation still held to at most `credits`: a hold set aside for several calls (a rank-tracking
   * run) hands its credits over, call by call, to the calls it covers.
   */
  async lower(id: number, credits: number): Promise<void> {
    await this.store.db
      .updateTable('ledger')
      .set({ credits: Math.max(0, credits) })
      .where('id', '=', id)
      .where('outcome', 'in', ['reserved', 'unknown'])
      .where('credits', '>', Math.max(0, credits))
      .execute();
  }

  /** A row that spent nothing: an answer from the cache (or shared with an identical call in flight). */
  free(entry: LedgerEntry, outcome: 'cache' | 'failed', status: number): Promise<number> {
    return this.insert(this.store.db, entry, status, outcome, 0);
  }

  /** The rows still waiting for a read to tell what happened, for `op`, newest first. */
  unknownRows(op: string): Promise<{ id: number; at: string; credits: number | null; detail: unknown }[]> {
    return this.store.db
      .selectFrom('ledger')
      .select(['id', 'at', 'credits', 'detail'])
      .where('outcome', '=', 'unknown')
      .where('op', '=', op)
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
  }

  private async insert(
    q: Q,
    entry: LedgerEntry,
    status: number,
    outcome: Outcome,
    credits: number | null,
  ): Promise<number> {
    const row = await q
      .insertInto('ledger')
      .values({
        at: this.now().toISOString(),
        area: entry.op.split('.')[0] ?? entry.op,
        op: entry.op,
        target: entry.target,
        credits,
        estimated: false,
        status,
        outcome,
        detail: entry.detail ?? null,
        person_id: entry.by?.person?.id ?? null,
        request_id: entry.by?.requestId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async summary() {
    const { day, week, month } = this.windows();
    const q = this.store.db;
    const areas = await q
      .selectFrom('ledger')
      .select((eb) => ['area', eb.fn.coalesce(eb.fn.sum<number>('credits'), eb.lit(0)).as('n')])
      .where('at', '>=', month.toISOString())
      .where('outcome', 'in', SPENT)
      .groupBy('area')
      .execute();
    const byArea = Object.fromEntries(areas.map((r) => [r.area, Number(r.n)]));
    const countedToday = await this.sum(q, day);
    const countedMonth = await this.sum(q, month);
    const money = await this.money(q, month);
    return {
      /** spent, counting calls of unknown outcome at their maximum */
      today: await this.sum(q, day, SPENT),
      week: await this.sum(q, week, SPENT),
      month: await this.sum(q, month, SPENT),
      byArea,
      /** this month: reserved by calls in flight, and counted at most for calls of unknown outcome */
      reserved: await this.sum(q, month, ['reserved']),
      unknown: await this.sum(q, month, ['unknown']),
      /** this month: money withdrawn from the balance, per currency, never added to the credits */
      money: money.spent,
      /** this month: calls that withdrew money without saying how much (a refresh the service did not quote) */
      moneyUnquoted: money.unquoted,
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

  /** Money withdrawn since `since`: per currency where the amount is known, and how many calls did not say. */
  private async money(q: Q, since: Date): Promise<{ spent: MoneySpent[]; unquoted: number }> {
    const rows = await q
      .selectFrom('ledger')
      .select((eb) => [
        'money_currency',
        eb.fn.coalesce(eb.fn.sum<number>('money_amount'), eb.lit(0)).as('amount'),
        eb.fn.countAll<number>().as('calls'),
      ])
      .where('at', '>=', since.toISOString())
      .where('outcome', '=', 'ok')
      .where('op', 'in', MONEY_OPS)
      .groupBy('money_currency')
      .orderBy('money_currency')
      .execute();
    const spent: MoneySpent[] = [];
    let unquoted = 0;
    for (const r of rows) {
      if (r.money_currency === null) unquoted += Number(r.calls);
      // summed in cents: 1.25 + 2.5 is 3.75, not 3.7499999
      else
        spent.push({
          currency: r.money_currency,
          amount: Math.round(Number(r.amount) * 100) / 100,
          calls: Number(r.calls),
        });
    }
    return { spent, unquoted };
  }

  /** The latest rows; an audit's row also says its upper bound and, once its crawl ended, the pages crawled. */
  latest(limit = 100): Promise<unknown[]> {
    return this.store.db
      .selectFrom('ledger as l')
      .leftJoin('audit_charges as c', 'c.ledger_id', 'l.id')
      .select([
        'l.id',
        'l.at',
        'l.area',
        'l.op',
        'l.target',
        'l.credits',
        'l.estimated',
        'l.money_amount',
        'l.money_currency',
        'l.status',
        'l.outcome',
        'c.upper_bound',
        'c.pages',
      ])
      .orderBy('l.id', 'desc')
      .limit(Math.min(Math.max(1, Math.floor(limit)), 1000))
      .execute();
  }
}
