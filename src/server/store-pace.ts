import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { nextStart, type Pacer, type Slot } from './pace.ts';
import type { Q, Store } from './store/store.ts';

/**
 * The pace toward one upstream key kept in the store (issue 22): every replica on one PostgreSQL takes its start
 * times from the same rows, under the store's write lock, so together they start at most `rate` calls in any
 * second. Times are the database's clock on PostgreSQL (replicas on several machines disagree by a few
 * milliseconds or more), the process's on SQLite (one machine).
 */
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

  take(): Promise<Slot> {
    return this.store.exclusive(async (q) => {
      const now = await this.now(q);
      await q
        .deleteFrom('pace_slots')
        .where('pace', '=', this.id)
        .where('at_ms', '<=', now - 1000)
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
      const slot = nextStart(starts, now, this.rate);
      const wait = slot - now;
      if (wait > this.maxWaitMs) return { retryAfterMs: wait };
      await q.insertInto('pace_slots').values({ pace: this.id, at_ms: slot }).execute();
      return { wait };
    });
  }
}
