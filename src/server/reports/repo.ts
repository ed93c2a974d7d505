import type { Selectable } from 'kysely';
import type { ScheduleChange, ScheduleInput } from '../../lib/local-schemas/report-schedules.ts';
import { Leases, type Due } from '../jobs/lease.ts';
import type { Store } from '../store/interface.ts';
import type { Tables } from '../store/tables.ts';

/** Schedules and their deliveries in the store (both engines); times are ISO text. */
export type ScheduleRow = Selectable<Tables['report_schedules']>;
export type DeliveryRow = Selectable<Tables['report_deliveries']>;

type Fields = Omit<
  Pick<
    ScheduleInput,
    | 'frequency'
    | 'weekday'
    | 'day'
    | 'hour'
    | 'time_zone'
    | 'range_days'
    | 'sections'
    | 'engine_id'
    | 'recipients'
    | 'subject'
    | 'message'
  >,
  'sections'
> & { sections?: readonly string[] | null };

/** A schedule's fields as stored: a weekday only when weekly, a day only when monthly, absent texts as null. */
export function scheduleColumns(s: Fields) {
  return {
    frequency: s.frequency,
    weekday: s.frequency === 'weekly' ? (s.weekday ?? null) : null,
    day: s.frequency === 'monthly' ? (s.day ?? null) : null,
    hour: s.hour,
    time_zone: s.time_zone,
    range_days: s.range_days,
    sections: s.sections ? [...s.sections] : null,
    engine_id: s.engine_id ?? null,
    recipients: s.recipients,
    subject: s.subject || null,
    message: s.message || null,
  };
}

/** A schedule as a change would leave it (fields the change leaves out keep their value). */
export const withChange = (before: ScheduleRow, change: ScheduleChange): ScheduleRow => ({
  ...before,
  ...(Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<ScheduleRow>),
});

/** a send is due again when its retry time came, or when its lease lapsed (its process died mid-send) */
const due: Due<'report_deliveries'> = (eb, nowIso) =>
  eb.or([
    eb.and([eb('state', '=', 'retrying'), eb('next_try_at', '<=', nowIso)]),
    eb.and([eb('state', 'in', ['queued', 'sending']), eb('lease_until', '<', nowIso)]),
  ]);

export class ReportsRepo {
  private readonly leases: Leases<'report_deliveries'>;

  constructor(
    readonly store: Store,
    private readonly now: () => Date,
  ) {
    this.leases = new Leases(store, 'report_deliveries', now, { due });
  }

  private get db() {
    return this.store.db;
  }

  async create(input: ScheduleInput, by: string | null): Promise<ScheduleRow> {
    const at = this.now().toISOString();
    const enabled = input.enabled ?? true;
    return this.db
      .insertInto('report_schedules')
      .values({
        site_id: input.site_id,
        ...scheduleColumns(input),
        enabled,
        created_at: at,
        created_by: by,
        updated_at: at,
        enabled_at: enabled ? at : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  get(id: number): Promise<ScheduleRow | undefined> {
    return this.db.selectFrom('report_schedules').selectAll().where('id', '=', id).executeTakeFirst();
  }

  list(siteId?: number): Promise<ScheduleRow[]> {
    let q = this.db.selectFrom('report_schedules').selectAll().orderBy('id');
    if (siteId !== undefined) q = q.where('site_id', '=', siteId);
    return q.execute();
  }

  /** the schedules that are on (filtered here: a boolean binds differently on each engine) */
  async enabled(): Promise<ScheduleRow[]> {
    const rows = await this.db
      .selectFrom('report_schedules')
      .selectAll()
      .where('enabled_at', 'is not', null)
      .orderBy('id')
      .execute();
    return rows.filter((r) => Boolean(r.enabled));
  }

  /** Applies a checked change; switching on (again) moves `enabled_at`, so slots missed while off are not sent. */
  async update(before: ScheduleRow, change: ScheduleChange): Promise<ScheduleRow | undefined> {
    const at = this.now().toISOString();
    const merged = withChange(before, change);
    const on = Boolean(merged.enabled);
    return this.db
      .updateTable('report_schedules')
      .set({
        ...scheduleColumns(merged),
        enabled: on,
        updated_at: at,
        enabled_at: on ? (before.enabled ? before.enabled_at : at) : null,
      })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirst();
  }

  async remove(id: number): Promise<boolean> {
    const r = await this.db.deleteFrom('report_schedules').where('id', '=', id).executeTakeFirst();
    await this.db.deleteFrom('report_deliveries').where('schedule_id', '=', id).execute();
    return Number(r.numDeletedRows) > 0;
  }

  /**
   * Claims a slot: one insert on UNIQUE (schedule_id, slot). The process whose insert wins sends it, under a lease
   * of `leaseMs`; every other process's insert does nothing, so a slot is never sent twice from here.
   */
  claim(scheduleId: number, slot: string, owner: string, leaseMs: number): Promise<DeliveryRow | undefined> {
    const at = this.now();
    return this.db
      .insertInto('report_deliveries')
      .values({
        schedule_id: scheduleId,
        slot,
        state: 'sending',
        attempts: 1,
        lease_owner: owner,
        lease_until: new Date(at.getTime() + leaseMs).toISOString(),
        at: at.toISOString(),
      })
      .onConflict((oc) => oc.columns(['schedule_id', 'slot']).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  has(scheduleId: number, slot: string): Promise<boolean> {
    return this.db
      .selectFrom('report_deliveries')
      .select('id')
      .where('schedule_id', '=', scheduleId)
      .where('slot', '=', slot)
      .executeTakeFirst()
      .then(Boolean);
  }

  /**
   * Takes over what is due again: retries whose time came, and sends whose process stopped renewing their lease
   * (it died mid-send). Each is one conditional update, so of two processes only one takes a delivery.
   */
  takeOver(owner: string, leaseMs: number): Promise<DeliveryRow[]> {
    return this.leases.take(owner, leaseMs);
  }

  /** Renews a send's lease; false when it is no longer this owner's. */
  renew(id: number, owner: string, leaseMs: number): Promise<boolean> {
    return this.leases.renew(id, owner, leaseMs);
  }

  /** Records the end of an attempt, if the send is still this owner's. */
  settle(
    id: number,
    owner: string,
    set: Partial<
      Pick<DeliveryRow, 'state' | 'error' | 'size' | 'outbox_id' | 'recipients' | 'next_try_at' | 'sent_at'>
    >,
  ): Promise<DeliveryRow | undefined> {
    return this.leases.settle(id, owner, set);
  }

  /** Hands a send back at once (shutdown before it went out): the next process takes it over without waiting. */
  handBack(id: number, owner: string): Promise<void> {
    return this.leases.handBack(id, owner);
  }

  deliveries(scheduleId: number, limit = 100): Promise<DeliveryRow[]> {
    return this.db
      .selectFrom('report_deliveries')
      .selectAll()
      .where('schedule_id', '=', scheduleId)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  delivery(id: number): Promise<DeliveryRow | undefined> {
    return this.db.selectFrom('report_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
