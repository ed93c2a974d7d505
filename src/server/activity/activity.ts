import { sql } from 'kysely';
import type { Store } from '../store/interface.ts';
import { DAY_MS } from '../../lib/dates.ts';
import type { ActivityItem } from '../../lib/local-schemas/activity.ts';
import type { ActivityEvent } from './event.ts';

export type { ActivityEvent } from './event.ts';
export { activityRecorder } from './recorder.ts';

/** What the log is filtered by: a person's email, an action, and days (UTC, inclusive). */
export interface ActivityFilter {
  limit: number;
  offset: number;
  email?: string;
  action?: string;
  /** YYYY-MM-DD */
  from?: string;
  to?: string;
}

/** How long the log is kept: at least 400 days, as an agency's yearly review needs the year before too. */
export const KEEP_DAYS = 400;
/** Rows past the keep are dropped at most this often per process: one indexed delete, off the request's path. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** How long a request id a route recorded itself is remembered, for the recorder to add nothing of its own. */
const SELF_RECORDED_MAX = 10_000;

export class Activity {
  private lastPrune = Number.NEGATIVE_INFINITY;
  private readonly pending = new Set<Promise<void>>();
  private readonly selfRecorded = new Set<string>();

  constructor(
    readonly store: Store,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async record(e: ActivityEvent): Promise<void> {
    if (e.request_id) this.noteSelfRecorded(e.request_id);
    const at = this.now();
    await this.store.db
      .insertInto('activity')
      .values({
        at: at.toISOString(),
        person_id: e.person?.id ?? null,
        email: e.person?.email ?? null,
        action: e.action,
        operation: e.operation ?? null,
        site_id: e.site_id ?? null,
        credits: e.credits ?? null,
        outcome: e.outcome,
        request_id: e.request_id ?? null,
        note: e.detail ?? null,
      })
      .execute();
    if (at.getTime() - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = at.getTime();
      await this.prune();
    }
  }

  /**
   * Records without holding anyone up: a failure is logged, never thrown, so no request fails because its log row
   * could not be written. `settled()` waits for what is still being written.
   */
  recordLater(e: ActivityEvent | Promise<ActivityEvent | undefined>, log: (line: string) => void): void {
    const done: Promise<void> = Promise.resolve(e)
      .then((event) => (event ? this.record(event) : undefined))
      .catch((err: unknown) =>
        log(`[activity] not recorded: ${err instanceof Error ? err.message : String(err)}`),
      )
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Every row `recordLater` was given so far is written (or its failure logged). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /**
   * Whether the route that served this request recorded it itself (a change of people names what changed): the
   * recorder then adds no row of its own. Asked once per request.
   */
  takeSelfRecorded(requestId: string): boolean {
    return this.selfRecorded.delete(requestId);
  }

  private noteSelfRecorded(requestId: string) {
    if (this.selfRecorded.size >= SELF_RECORDED_MAX) this.selfRecorded.clear();
    this.selfRecorded.add(requestId);
  }

  /** Drops the rows older than the keep. */
  async prune(): Promise<void> {
    const before = new Date(this.now().getTime() - KEEP_DAYS * DAY_MS).toISOString();
    await this.store.db.deleteFrom('activity').where('at', '<', before).execute();
  }

  /** The log, newest first, with each paid call's credits as the ledger has them now. */
  async list(f: ActivityFilter): Promise<{ items: ActivityItem[]; total: number }> {
    let q = this.store.db.selectFrom('activity');
    if (f.email !== undefined) q = q.where('activity.email', '=', f.email.trim().toLowerCase());
    if (f.action !== undefined) q = q.where('activity.action', '=', f.action);
    if (f.from !== undefined) q = q.where('activity.at', '>=', `${f.from}T00:00:00.000Z`);
    // the whole of the last day: every ISO time of it sorts below the next day's midnight
    if (f.to !== undefined) q = q.where('activity.at', '<', nextDay(f.to));
    const [rows, count] = await Promise.all([
      q
        .select([
          'activity.at',
          'activity.email',
          'activity.action',
          'activity.operation',
          'activity.site_id',
          'activity.outcome',
          'activity.note',
          // the ledger's rows of the same request, as settled so far; a refused call spent nothing, so it has
          // none (null, shown as a dash), and a request without rows has the event's own figure, if any
          sql<number | string | null>`coalesce(
            (select sum(l.credits) from ledger l where l.request_id = activity.request_id and l.outcome <> 'refused'),
            activity.credits)`.as('credits'),
        ])
        .orderBy('activity.at', 'desc')
        .orderBy('activity.id', 'desc')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    ]);
    return {
      items: rows.map((r) => ({
        at: r.at,
        email: r.email,
        action: r.action,
        operation: r.operation,
        site_id: r.site_id,
        credits: r.credits === null ? null : Number(r.credits),
        outcome: r.outcome,
        detail: r.note,
      })),
      total: Number(count?.n ?? 0),
    };
  }
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString();
}
