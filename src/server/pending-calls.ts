import { randomBytes } from 'node:crypto';
import type { StoredAnswer } from './metering.ts';
import type { Store } from './store/store.ts';

/**
 * Paid calls in flight across replicas (issue 22, "one answer, one payment"): the replica that sends a paid call
 * first holds a pending row for its cache key; an identical call on another replica finds the row, does not send,
 * and waits for the answer to appear in the answer cache (written before the row is removed). A row whose owner
 * died (kill -9) is taken over once it is older than the longest a call can take.
 */
export type Claim = { mine: true } | { mine: false; since: string };

export class PendingCalls {
  /** this process, in the rows it owns */
  readonly owner = randomBytes(8).toString('hex');

  constructor(
    private readonly store: Store,
    /** a row older than this belongs to a replica that died mid-call */
    private readonly staleMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Claims the key for this process, or says since when another holds it. */
  async claim(key: string): Promise<Claim> {
    for (let tries = 0; tries < 3; tries++) {
      const at = this.now().toISOString();
      const won = await this.store.db
        .insertInto('pending_calls')
        .values({ key, owner: this.owner, started_at: at })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(won.numInsertedOrUpdatedRows ?? 0) > 0) return { mine: true };
      const held = await this.store.db
        .selectFrom('pending_calls')
        .select(['started_at'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!held) continue; // released meanwhile: try again
      if (Date.parse(held.started_at) > this.now().getTime() - this.staleMs)
        return { mine: false, since: held.started_at };
      // its owner died: the row is removed (only that row, should another replica take it over first)
      await this.store.db
        .deleteFrom('pending_calls')
        .where('key', '=', key)
        .where('started_at', '=', held.started_at)
        .execute();
    }
    return { mine: true };
  }

  /** Gives the key up (after the answer, if any, is in the cache). */
  async release(key: string): Promise<void> {
    await this.store.db
      .deleteFrom('pending_calls')
      .where('key', '=', key)
      .where('owner', '=', this.owner)
      .execute();
  }

  /** Is the key still held by another replica? */
  async held(key: string): Promise<boolean> {
    const row = await this.store.db
      .selectFrom('pending_calls')
      .select('key')
      .where('key', '=', key)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The answer another replica stored for the key since it started the call, even one not kept as a cache hit. */
  async answerSince(key: string, since: string): Promise<StoredAnswer | undefined> {
    const row = await this.store.db
      .selectFrom('answer_cache')
      .select(['status', 'content_type', 'body', 'stored_at'])
      .where('key', '=', key)
      .where('stored_at', '>=', since)
      .executeTakeFirst();
    return row
      ? { status: row.status, contentType: row.content_type, body: row.body, storedAt: row.stored_at }
      : undefined;
  }
}
