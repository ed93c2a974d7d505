import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { nextStart, type Pacer, type Slot } from './pace.ts';
import type { Q, Store } from '../store/store.ts';

/**
 * The pace toward one upstream key kept in the store: every replica on one PostgreSQL takes its start
 * times from the same rows, under the store's write lock, so together they start at most `rate` calls in any
 * second. Times are the database's clock on PostgreSQL (replicas on several machines disagree by a few
 * milliseconds or more), the process's on SQLite (one machine).
 *
 * A start time is given out before the call leaves: a replica slowed between the database's answer and its call
 * (a busy machine, a slow round trip) starts a little late, and the next calls of the window on time, closer to it
 * than planned. So the window is a second plus a margin for that round trip.
 */
export const PACE_MARGIN_MS = 250;

export class StorePace implements Pacer {
  private readonly id: string;

  constructor(
    private readonly store: Store,
    /** the upstream key: only a digest of it is kept, never the key */
    key: string,
    readonly rate: number,
    readonly maxWaitMs: number,
  ) {
    this.id = createHash('sha256').update(key).digest('hex').slice(0, 16);
  }

  private async now(q: Q): Promise<number> {
    if (this.store.engine !== 'postgres') return Date.now();
    const r = await sql<{
      ms: number;
    }>`SELECT floor(extract(epoch from clock_timestamp()) * 1000)::bigint AS ms`.execute(q);
    return Number(r.rows[0]?.ms);
  }

  async take(): Promise<Slot> {
    const asked = Date.now();
    const slot = await this.takeIn();
    // the wait counts from the database's clock reading: the time its answer took to come back is waited already
    const spent = Date.now() - asked;
    return 'wait' in slot ? { wait: Math.max(0, slot.wait - spent) } : slot;
  }

  private takeIn(): Promise<Slot> {
    return this.store.exclusive(async (q) => {
      const now = await this.now(q);
      const window = 1000 + PACE_MARGIN_MS;
      await q
        .deleteFrom('pace_slots')
        .where('pace', '=', this.id)
        .where('at_ms', '<=', now - window)
        .execute();
      const rows = await q
        .selectFrom('pace_slots')
        .select('at_ms')
        .where('pace', '=', this.id)
        .orderBy('at_ms', 'desc')
        .limit(this.rate)
        .execute();
      const starts = rows.map((r) => Number(r.at_ms)).reverse();
      // the last `rate` starts are all the rule looks at
      const slot = nextStart(starts, now, this.rate, window);
      const wait = slot - now;
      if (wait > this.maxWaitMs) return { retryAfterMs: wait };
      await q.insertInto('pace_slots').values({ pace: this.id, at_ms: slot }).execute();
      return { wait };
    });
  }
}
