import type { Insertable, Selectable } from 'kysely';
import type { AlertRuleMissing, Compared } from '../../lib/local-schemas/alerts.ts';
import { Leases, type Due } from '../jobs/lease.ts';
import type { Q, Store } from '../store/interface.ts';
import type { Tables } from '../store/tables.ts';

/**
 * Alerts in the store (both engines): channels, rules, each rule's state per subject, the alerts fired and their
 * deliveries, the once-a-day claims, and how far each person has read. Times are ISO text. The store's JSON plugin
 * decodes columns by name, so no query here names another column `channels` or `compared`.
 */
export type ChannelRow = Selectable<Tables['alert_channels']>;
export type RuleRow = Selectable<Tables['alert_rules']>;
export type StateRow = Selectable<Tables['alert_state']>;
export type AlertRow = Selectable<Tables['alerts']>;
export type DeliveryRow = Selectable<Tables['alert_deliveries']>;
export type NewAlert = Omit<Insertable<Tables['alerts']>, 'id'> & { compared: Compared };

/**
 * A subject as the store keys it: qualified by its site, since a collector's subject (an engine, a keyword) is
 * stable per metric and site only, and a rule of every site sees each site's. The answers show it plain.
 */
export const subjectKey = (siteId: number | null, subject: string) =>
  siteId === null ? subject : `site:${siteId}/${subject}`;
export const plainSubject = (key: string) => key.replace(/^site:\d+\//, '');

export interface RuleFacts {
  last: string | null;
  firing: number;
  /** newest first, at most `MISSING_SHOWN` */
  missing: AlertRuleMissing[];
  missingCount: number;
}
/** a rule's answer names this many of its subjects without data; a count says the rest */
export const MISSING_SHOWN = 5;

export interface RuleFields {
  site_id: number | null;
  metric: string;
  threshold: number;
  channels: number[];
  cooldown_hours: number;
  daily_digest: boolean;
  muted: boolean;
}

/** a delivery is due when its (next) time came, or when its lease lapsed (its process died mid-send) */
const due: Due<'alert_deliveries'> = (eb, nowIso) =>
  eb.or([
    eb.and([eb('state', 'in', ['queued', 'retrying']), eb('next_try_at', '<=', nowIso)]),
    eb.and([eb('state', '=', 'sending'), eb('lease_until', '<', nowIso)]),
  ]);

export class AlertsRepo {
  private readonly leases: Leases<'alert_deliveries'>;

  constructor(
    readonly store: Store,
    private readonly now: () => Date,
  ) {
    this.leases = new Leases(store, 'alert_deliveries', now, { due, inOrder: true });
  }

  private get db() {
    return this.store.db;
  }

  private iso() {
    return this.now().toISOString();
  }

  // channels

  createChannel(c: Pick<ChannelRow, 'kind' | 'name' | 'url' | 'address' | 'secret'>, by: string | null) {
    return this.db
      .insertInto('alert_channels')
      .values({ ...c, muted: false, created_at: this.iso(), created_by: by })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  channel(id: number): Promise<ChannelRow | undefined> {
    return this.db.selectFrom('alert_channels').selectAll().where('id', '=', id).executeTakeFirst();
  }

  channels(): Promise<ChannelRow[]> {
    return this.db.selectFrom('alert_channels').selectAll().orderBy('id').execute();
  }

  updateChannel(id: number, set: { muted?: boolean; name?: string | null }) {
    return this.db
      .updateTable('alert_channels')
      .set(set)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Deletes a channel and takes it out of every rule; its deliveries stay as history. */
  async removeChannel(id: number): Promise<boolean> {
    return this.store.transaction(async (q) => {
      const r = await q.deleteFrom('alert_channels').where('id', '=', id).executeTakeFirst();
      const rules = await q.selectFrom('alert_rules').selectAll().execute();
      for (const rule of rules)
        if (rule.channels.includes(id))
          await q
            .updateTable('alert_rules')
            .set({ channels: rule.channels.filter((c) => c !== id), updated_at: this.iso() })
            .where('id', '=', rule.id)
            .execute();
      await q
        .updateTable('alert_deliveries')
        .set({ state: 'failed', error: 'The channel was deleted.', lease_owner: null, lease_until: null })
        .where('channel_id', '=', id)
        .where('state', 'in', ['queued', 'retrying', 'digest'])
        .execute();
      return Number(r.numDeletedRows) > 0;
    });
  }

  /** each channel's latest delivery, for the channel list */
  async lastDeliveries(): Promise<Map<number, DeliveryRow>> {
    const rows = await this.db
      .selectFrom('alert_deliveries')
      .selectAll()
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('alert_deliveries')
          .select((e) => e.fn.max('id').as('id'))
          .groupBy('channel_id'),
      )
      .execute();
    return new Map(rows.map((r) => [r.channel_id, r]));
  }

  // rules

  createRule(f: RuleFields, by: string | null): Promise<RuleRow> {
    const at = this.iso();
    return this.db
      .insertInto('alert_rules')
      .values({ ...f, created_at: at, created_by: by, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  rule(id: number): Promise<RuleRow | undefined> {
    return this.db.selectFrom('alert_rules').selectAll().where('id', '=', id).executeTakeFirst();
  }

  rules(): Promise<RuleRow[]> {
    return this.db.selectFrom('alert_rules').selectAll().orderBy('id').execute();
  }

  /** the rules that are on (filtered here: a boolean binds differently on each engine) */
  async activeRules(): Promise<RuleRow[]> {
    return (await this.rules()).filter((r) => !r.muted);
  }

  updateRule(id: number, f: RuleFields): Promise<RuleRow | undefined> {
    return this.db
      .updateTable('alert_rules')
      .set({ ...f, updated_at: this.iso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async removeRule(id: number): Promise<boolean> {
    return this.store.transaction(async (q) => {
      const r = await q.deleteFrom('alert_rules').where('id', '=', id).executeTakeFirst();
      await q.deleteFrom('alert_state').where('rule_id', '=', id).execute();
      return Number(r.numDeletedRows) > 0;
    });
  }

  /**
   * per rule: when it last fired, how many of its subjects are firing now, and those it has no data for (the
   * newest `MISSING_SHOWN`, and how many in all)
   */
  async ruleFacts(): Promise<Map<number, RuleFacts>> {
    const states = await this.db.selectFrom('alert_state').selectAll().execute();
    const out = new Map<number, RuleFacts>();
    for (const s of states) {
      const f = out.get(s.rule_id) ?? { last: null, firing: 0, missing: [], missingCount: 0 };
      if (s.firing) f.firing++;
      if (s.fired_at && (!f.last || s.fired_at > f.last)) f.last = s.fired_at;
      if (s.missing !== null) {
        f.missingCount++;
        f.missing.push({
          subject: plainSubject(s.subject),
          label: s.label ?? plainSubject(s.subject),
          reason: s.missing,
          at: s.missing_at ?? s.updated_at,
        });
      }
      out.set(s.rule_id, f);
    }
    for (const f of out.values())
      f.missing = f.missing.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, MISSING_SHOWN);
    return out;
  }

  // state and alerts

  state(ruleId: number, subject: string, q: Q = this.db): Promise<StateRow | undefined> {
    return q
      .selectFrom('alert_state')
      .selectAll()
      .where('rule_id', '=', ruleId)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }

  /**
   * Writes a subject's state. `seen`, when given, is what its verdict said of the data: the subject's label, and
   * why it had none (`missing`, with when) or null once it has.
   */
  async putState(
    ruleId: number,
    subject: string,
    s: { firing: boolean; firedAt: string | null; lastEvent: string | null },
    q: Q = this.db,
    seen?: { label: string; missing: { reason: string; at: string } | null },
  ): Promise<void> {
    const set = {
      firing: s.firing,
      fired_at: s.firedAt,
      last_event: s.lastEvent,
      updated_at: this.iso(),
      ...(seen && {
        label: seen.label,
        missing: seen.missing?.reason ?? null,
        missing_at: seen.missing?.at ?? null,
      }),
    };
    await q
      .insertInto('alert_state')
      .values({ rule_id: ruleId, subject, ...set })
      .onConflict((oc) => oc.columns(['rule_id', 'subject']).doUpdateSet(set))
      .execute();
  }

  /** The insert that fires an alert; undefined when another process fired the same event first. */
  insertAlert(a: NewAlert, q: Q): Promise<AlertRow | undefined> {
    return q
      .insertInto('alerts')
      .values(a)
      .onConflict((oc) => oc.columns(['rule_id', 'subject', 'event']).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  alert(id: number): Promise<AlertRow | undefined> {
    return this.db.selectFrom('alerts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Alerts newest first; `teamWide` false leaves out those of no site (spend, budget). */
  async alerts(o: { limit: number; offset: number; siteId?: number; teamWide: boolean; afterId?: number }) {
    let q = this.db.selectFrom('alerts');
    if (o.siteId !== undefined) q = q.where('site_id', '=', o.siteId);
    if (!o.teamWide) q = q.where('site_id', 'is not', null);
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const unseen =
      o.afterId === undefined
        ? total
        : await q
            .where('id', '>', o.afterId)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
    const items = await q.selectAll().orderBy('id', 'desc').limit(o.limit).offset(o.offset).execute();
    return { items, total: Number(total.n), unseen: Number(unseen.n) };
  }

  seen(personId: string): Promise<number | undefined> {
    return this.db
      .selectFrom('alert_seen')
      .select('last_seen_id')
      .where('person_id', '=', personId)
      .executeTakeFirst()
      .then((r) => r?.last_seen_id);
  }

  async markSeen(personId: string, lastSeenId: number): Promise<void> {
    const at = this.iso();
    await this.db
      .insertInto('alert_seen')
      .values({ person_id: personId, last_seen_id: lastSeenId, at })
      .onConflict((oc) => oc.column('person_id').doUpdateSet({ last_seen_id: lastSeenId, at }))
      .execute();
  }

  // deliveries

  deliveriesOf(alertIds: number[]): Promise<DeliveryRow[]> {
    if (alertIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('alert_deliveries')
      .selectAll()
      .where('alert_id', 'in', alertIds)
      .orderBy('id')
      .execute();
  }

  delivery(id: number): Promise<DeliveryRow | undefined> {
    return this.db.selectFrom('alert_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A delivery made and claimed at once (a channel's test, a digest): sent by the process that made it. */
  claimNew(
    d: { channel_id: number; alert_id: number | null; job: string },
    owner: string,
    leaseMs: number,
  ): Promise<DeliveryRow | undefined> {
    const at = this.now();
    return this.db
      .insertInto('alert_deliveries')
      .values({
        ...d,
        state: 'sending',
        attempts: 1,
        lease_owner: owner,
        lease_until: new Date(at.getTime() + leaseMs).toISOString(),
        at: at.toISOString(),
      })
      .onConflict((oc) => oc.columns(['channel_id', 'job']).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Takes what is due: new and retrying deliveries whose time came, and sends whose process stopped renewing their
   * lease. Each is one conditional update, so of two processes only one takes a delivery.
   */
  takeDue(owner: string, leaseMs: number): Promise<DeliveryRow[]> {
    return this.leases.take(owner, leaseMs);
  }

  renew(id: number, owner: string, leaseMs: number): Promise<boolean> {
    return this.leases.renew(id, owner, leaseMs);
  }

  /** Records the end of an attempt, if the send is still this owner's. */
  settle(
    id: number,
    owner: string,
    set: Partial<Pick<DeliveryRow, 'state' | 'error' | 'response' | 'next_try_at' | 'sent_at'>>,
  ): Promise<DeliveryRow | undefined> {
    return this.leases.settle(id, owner, set);
  }

  handBack(id: number, owner: string): Promise<void> {
    return this.leases.handBack(id, owner);
  }

  /** Claims a once-per-slot check (`<collector>:<hour>`, `digest:<day>`): true for the one process whose insert won. */
  async claimCheck(slot: string, owner: string): Promise<boolean> {
    const row = await this.db
      .insertInto('alert_checks')
      .values({ slot, owner, at: this.iso() })
      .onConflict((oc) => oc.column('slot').doNothing())
      .returning('slot')
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Gathers a channel's digest deliveries made before `before` into the digest `job`; returns how many. */
  async bundleDigest(channelId: number, job: string, before: string): Promise<number> {
    const r = await this.db
      .updateTable('alert_deliveries')
      .set({ response: job })
      .where('channel_id', '=', channelId)
      .where('state', '=', 'digest')
      .where('response', 'is', null)
      .where('at', '<', before)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  /** channels with digest deliveries waiting to be bundled */
  async digestChannels(before: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('alert_deliveries')
      .select('channel_id')
      .distinct()
      .where('state', '=', 'digest')
      .where('response', 'is', null)
      .where('at', '<', before)
      .execute();
    return rows.map((r) => r.channel_id);
  }

  /** the alerts a digest delivery carries */
  async digestAlerts(channelId: number, job: string): Promise<AlertRow[]> {
    const members = await this.db
      .selectFrom('alert_deliveries')
      .select('alert_id')
      .where('channel_id', '=', channelId)
      .where('state', '=', 'digest')
      .where('response', '=', job)
      .execute();
    const ids = members.map((m) => m.alert_id).filter((id): id is number => id !== null);
    if (ids.length === 0) return [];
    return this.db.selectFrom('alerts').selectAll().where('id', 'in', ids).orderBy('id').execute();
  }

  /** Marks a digest's members with the digest's outcome. */
  async settleDigest(channelId: number, job: string, d: DeliveryRow): Promise<void> {
    await this.db
      .updateTable('alert_deliveries')
      .set({
        state: d.state === 'sent' ? 'sent' : 'failed',
        sent_at: d.sent_at,
        error: d.state === 'sent' ? null : d.error,
        response: `${job}: ${d.response ?? d.state}`,
      })
      .where('channel_id', '=', channelId)
      .where('state', '=', 'digest')
      .where('response', '=', job)
      .execute();
  }
}
