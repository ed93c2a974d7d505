import { randomBytes } from 'node:crypto';
import type { StoredAnswer } from './metering.ts';
import type { Q, Store } from '../store/store.ts';

/**
 * Paid calls in flight across replicas ("one answer, one payment"): the replica that sends a paid call first holds
 * a pending row for its cache key; an identical call on another replica finds the row, does not send, and waits
 * for the answer to appear in the answer cache (written before the row is removed).
 *
 * A holder says it is alive by renewing its rows' `beat_at` every `beatMs`. A waiter that sees a row's beat stand
 * still for `staleMs` (by its own clock, so clocks of several machines need not agree) takes the call over: the row
 * names the reservation the dead holder made and whether its call had left. One that never left is sent by the
 * waiter under the same reservation, so it is counted once; one that had left is settled as unknown, never sent
 * twice. Rows nobody waits on are swept the same way (`sweep`), so a dead replica's reservations do not stay counted.
 */
export type Claim = { mine: true } | { mine: false; since: string };

/** A row as a waiter saw it. */
export interface Held {
  owner: string;
  beat: string;
  ledgerId: number | null;
  sent: boolean;
}

/** What a dead holder left: the reservation it made, and whether its call had left for the service. */
export interface Dead {
  ledgerId: number | null;
  sent: boolean;
}

export class PendingCalls {
  /** this process, in the rows it owns */
  readonly owner = randomBytes(8).toString('hex');
  private readonly mine = new Set<string>();
  private beating: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly store: Store,
    /** a row whose beat stood still this long belongs to a replica that died mid-call */
    readonly staleMs: number,
    /** the clock of `started_at`, the one the answer cache is dated by */
    private readonly now: () => Date = () => new Date(),
    /** the clock of the beats (a wall clock: a test's frozen clock would make every holder look dead) */
    private readonly beatClock: () => Date = now,
    readonly beatMs = Math.max(50, Math.floor(staleMs / 5)),
  ) {}

  /** Claims the key for this process, or says since when another holds it. */
  async claim(key: string): Promise<Claim> {
    for (let tries = 0; tries < 3; tries++) {
      const at = this.now().toISOString();
      const won = await this.store.db
        .insertInto('pending_calls')
        .values({ key, owner: this.owner, started_at: at, beat_at: this.beatClock().toISOString() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(won.numInsertedOrUpdatedRows ?? 0) > 0) {
        this.hold(key);
        return { mine: true };
      }
      const held = await this.store.db
        .selectFrom('pending_calls')
        .select(['started_at', 'beat_at', 'ledger_id'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!held) continue; // released meanwhile: try again
      const beat = held.beat_at ?? held.started_at;
      // a row silent far longer than its beat, and holding no reservation, is taken at once; one that holds a
      // reservation is watched, so the waiter can settle it (`takeOver`)
      if (held.ledger_id !== null || Date.parse(beat) > this.beatClock().getTime() - this.staleMs)
        return { mine: false, since: held.started_at };
      await this.store.db
        .deleteFrom('pending_calls')
        .where('key', '=', key)
        .where('started_at', '=', held.started_at)
        .execute();
    }
    this.hold(key);
    return { mine: true };
  }

  /** The row of the key as it stands, or undefined once released. */
  async state(key: string): Promise<Held | undefined> {
    const row = await this.store.db
      .selectFrom('pending_calls')
      .select(['owner', 'started_at', 'beat_at', 'ledger_id', 'sent_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    return row
      ? {
          owner: row.owner,
          beat: row.beat_at ?? row.started_at,
          ledgerId: row.ledger_id === null ? null : Number(row.ledger_id),
          sent: row.sent_at !== null,
        }
      : undefined;
  }

  /**
   * Takes over the call of a holder that died, if the row is still as the waiter last saw it: this process holds
   * the key from now on. `settle` runs in the same transaction, with what the dead holder left.
   */
  async takeOver(
    key: string,
    seen: Held,
    settle: (q: Q, dead: Dead) => Promise<void>,
  ): Promise<Dead | undefined> {
    const got = await this.store.exclusive(async (q) => {
      const now = this.beatClock().toISOString();
      const changed = await q
        .updateTable('pending_calls')
        .set({ owner: this.owner, beat_at: now, started_at: this.now().toISOString(), sent_at: null })
        .where('key', '=', key)
        .where('owner', '=', seen.owner)
        .where((eb) => eb.or([eb('beat_at', '=', seen.beat), eb('beat_at', 'is', null)]))
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) return undefined;
      const dead = { ledgerId: seen.ledgerId, sent: seen.sent };
      await settle(q, dead);
      return dead;
    });
    if (got) this.hold(key);
    return got;
  }

  /** Names the reservation the call holds (inside the reservation's own transaction). */
  async reserved(q: Q, key: string, ledgerId: number): Promise<void> {
    await q
      .updateTable('pending_calls')
      .set({ ledger_id: ledgerId })
      .where('key', '=', key)
      .where('owner', '=', this.owner)
      .execute();
  }

  /**
   * The call is about to leave for the service: from here, a death leaves its outcome unknown. False when this
   * process no longer holds the key (its beats stalled and another took the call over): then it must not send.
   */
  async sent(key: string): Promise<boolean> {
    const r = await this.store.db
      .updateTable('pending_calls')
      .set({ sent_at: this.now().toISOString() })
      .where('key', '=', key)
      .where('owner', '=', this.owner)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Gives the key up (after the answer, if any, is in the cache). */
  async release(key: string): Promise<void> {
    this.mine.delete(key);
    if (this.mine.size === 0) this.stopBeating();
    await this.store.db
      .deleteFrom('pending_calls')
      .where('key', '=', key)
      .where('owner', '=', this.owner)
      .execute();
  }

  /** Is the key still held by another replica? */
  async held(key: string): Promise<boolean> {
    return (await this.state(key)) !== undefined;
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

  /**
   * Settles the rows of holders silent for `silentMs` (by this clock, so well above `staleMs`: no waiter watches
   * them, and clocks of several machines may differ a little), each in one transaction with `settle`.
   */
  async sweep(silentMs: number, settle: (q: Q, dead: Dead) => Promise<void>): Promise<number> {
    const before = new Date(this.beatClock().getTime() - silentMs).toISOString();
    const rows = await this.store.db
      .selectFrom('pending_calls')
      .select(['key', 'owner', 'started_at', 'beat_at', 'ledger_id', 'sent_at'])
      .where('owner', '!=', this.owner)
      .execute();
    let swept = 0;
    for (const row of rows) {
      if ((row.beat_at ?? row.started_at) >= before) continue;
      const gone = await this.store.exclusive(async (q) => {
        const removed = await q
          .deleteFrom('pending_calls')
          .where('key', '=', row.key)
          .where('owner', '=', row.owner)
          .where('started_at', '=', row.started_at)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) return false;
        const ledgerId = row.ledger_id === null ? null : Number(row.ledger_id);
        await settle(q, { ledgerId, sent: row.sent_at !== null });
        return true;
      });
      if (gone) swept++;
    }
    return swept;
  }

  /** Stops the beats (on shutdown, before the store closes). */
  close(): void {
    this.mine.clear();
    this.stopBeating();
  }

  private hold(key: string): void {
    this.mine.add(key);
    if (this.beating) return;
    this.beating = setInterval(() => void this.beat(), this.beatMs);
    this.beating.unref();
  }

  private stopBeating(): void {
    if (this.beating) clearInterval(this.beating);
    this.beating = undefined;
  }

  private async beat(): Promise<void> {
    try {
      await this.store.db
        .updateTable('pending_calls')
        .set({ beat_at: this.beatClock().toISOString() })
        .where('owner', '=', this.owner)
        .execute();
    } catch {
      // the store is away for a moment: the next beat tries again (a waiter gives `staleMs` of grace)
    }
  }
}
