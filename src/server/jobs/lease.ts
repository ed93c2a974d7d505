import {
  expressionBuilder,
  type Expression,
  type ExpressionBuilder,
  type Selectable,
  type SqlBool,
  type UpdateObject,
} from 'kysely';
import type { Store } from '../store/interface.ts';
import type { Tables } from '../store/tables.ts';

/**
 * The store's tables of jobs worked under a lease. Each has `id, state, attempts, lease_owner, lease_until,
 * next_try_at`, and `sending` is the state of a row a process holds: the queries below are checked against all of
 * them at once.
 */
export type LeasedTable = 'report_deliveries' | 'alert_deliveries';
export type LeasedRow<TB extends LeasedTable> = Selectable<Tables[TB]>;

/** what makes a row of the table due to be taken, as of `nowIso`, in the table's own terms */
export type Due<TB extends LeasedTable> = (
  eb: ExpressionBuilder<Tables, TB>,
  nowIso: string,
) => Expression<SqlBool>;

/** an update checked against the columns every leased table has */
type AnyLeasedUpdate =
  | UpdateObject<Tables, LeasedTable>
  | ((eb: ExpressionBuilder<Tables, LeasedTable>) => UpdateObject<Tables, LeasedTable>);

export interface LeaseOptions<TB extends LeasedTable> {
  due: Due<TB>;
  /** take due rows oldest first */
  inOrder?: boolean;
}

/**
 * The claim-under-lease queries of one job table. A row is taken by one conditional update (it is still due), so
 * of two processes only one takes it; while it is worked its owner renews the lease, and once the lease lapses
 * (the process died) the row is due again for the next one to look.
 */
export class Leases<TB extends LeasedTable> {
  constructor(
    private readonly store: Store,
    readonly table: TB,
    private readonly now: () => Date,
    private readonly options: LeaseOptions<TB>,
  ) {}

  /** the table as one of all leased tables, which Kysely can check columns against */
  private get name(): LeasedTable {
    return this.table;
  }

  /** Takes every due row for `owner`, for `leaseMs` from now. */
  async take(owner: string, leaseMs: number): Promise<LeasedRow<TB>[]> {
    const at = this.now();
    const due = this.options.due(expressionBuilder<Tables, TB>(), at.toISOString());
    let find = this.store.db.selectFrom(this.name).select('id').where(due);
    if (this.options.inOrder) find = find.orderBy('id');
    const found = await find.execute();
    const taken: LeasedRow<TB>[] = [];
    for (const { id } of found) {
      const row = await this.update(id, due, (eb) => ({
        state: 'sending' as const,
        attempts: eb('attempts', '+', 1),
        lease_owner: owner,
        lease_until: new Date(at.getTime() + leaseMs).toISOString(),
      }));
      if (row) taken.push(row);
    }
    return taken;
  }

  /** Renews a row's lease; false when it is no longer this owner's. */
  async renew(id: number, owner: string, leaseMs: number): Promise<boolean> {
    const r = await this.store.db
      .updateTable(this.name)
      .set({ lease_until: new Date(this.now().getTime() + leaseMs).toISOString() })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .where('state', '=', 'sending')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Records the end of an attempt, if the row is still this owner's; the lease ends with it. */
  settle(id: number, owner: string, set: UpdateObject<Tables, TB>): Promise<LeasedRow<TB> | undefined> {
    const eb = expressionBuilder<Tables, LeasedTable>();
    return this.update(id, eb.and([eb('lease_owner', '=', owner), eb('state', '=', 'sending')]), {
      ...set,
      lease_owner: null,
      lease_until: null,
    });
  }

  /** Hands a row back at once (shutdown before it was worked): the next process takes it without waiting. */
  async handBack(id: number, owner: string): Promise<void> {
    await this.store.db
      .updateTable(this.name)
      .set({ lease_until: new Date(0).toISOString() })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .execute();
  }

  /**
   * Updates row `id` if `where` holds, and returns it as its table types it. Kysely cannot resolve the columns of a
   * table chosen by a type parameter, so the update is written against every leased table at once: `set` is
   * either checked that way or against `TB` itself, and the row comes back as `TB`'s. This is the one cast, sound
   * because the table written is `TB`.
   */
  private update(
    id: number,
    where: Expression<SqlBool>,
    set: UpdateObject<Tables, TB> | AnyLeasedUpdate,
  ): Promise<LeasedRow<TB> | undefined> {
    return this.store.db
      .updateTable(this.name)
      .set(set as AnyLeasedUpdate)
      .where('id', '=', id)
      .where(where)
      .returningAll()
      .$castTo<LeasedRow<TB>>()
      .executeTakeFirst();
  }
}
