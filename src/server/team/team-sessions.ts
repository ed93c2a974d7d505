import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Store } from '../store/interface.ts';

/** How long a sign-in lasts (the session cookie's Max-Age). */
export const SESSION_SECONDS = 30 * 24 * 3600;

/**
 * The team's sign-in sessions. Each sign-in gets a value of its own: `<id>.<expiry>.<signature>`, a random id and
 * its expiry (Unix seconds) signed with a key derived from DASHBOARD_TOKEN, so every replica that serves the same
 * token checks it without a shared secret of its own, and changing the token ends every session at once. Signing
 * out puts the id on a list of ended sessions in the store, which every replica reads and which outlives a
 * restart; an ended id stays listed until its own expiry, then is dropped.
 *
 * A list of ended sessions rather than one of live ones: a forged or stale value is refused by its signature
 * before the store is asked, so a request without a real session never costs a store read.
 */
export interface Ended {
  has(id: string): Promise<boolean>;
  add(id: string, expiresAt: Date, now: Date): Promise<void>;
}

/** Ended sessions in the store, shared by every replica. */
export function endedInStore(store: Store): Ended {
  return {
    has: async (id) =>
      (await store.db
        .selectFrom('team_sessions_ended')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst()) !== undefined,
    add: async (id, expiresAt, now) => {
      await store.db
        .insertInto('team_sessions_ended')
        .values({ id, expires_at: expiresAt.toISOString() })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      // a session past its expiry is refused by its value alone
      await store.db.deleteFrom('team_sessions_ended').where('expires_at', '<', now.toISOString()).execute();
    },
  };
}

/** Ended sessions of this process only: for a gate without a store (tests). */
export function endedInMemory(): Ended {
  const ids = new Map<string, number>();
  return {
    has: (id) => Promise.resolve(ids.has(id)),
    add: (id, expiresAt, now) => {
      ids.set(id, expiresAt.getTime());
      for (const [k, until] of ids) if (until < now.getTime()) ids.delete(k);
      return Promise.resolve();
    },
  };
}

export interface Session {
  id: string;
  expiresAt: Date;
}

export class TeamSessions {
  private readonly key: Buffer;
  constructor(
    token: string,
    private readonly ended: Ended,
    private readonly now: () => number = Date.now,
  ) {
    this.key = createHmac('sha256', token).update('searchboard-team-session-key-v2').digest();
  }

  private sign(part: string): string {
    return createHmac('sha256', this.key).update(part).digest('base64url');
  }

  /** A new session's cookie value. */
  issue(): string {
    const id = randomBytes(18).toString('base64url');
    const expires = Math.floor(this.now() / 1000) + SESSION_SECONDS;
    const part = `${id}.${expires}`;
    return `${part}.${this.sign(part)}`;
  }

  /** The session a value names, when it was signed here, has not expired; whether it was ended is not asked. */
  read(value: string | undefined): Session | undefined {
    const m = /^([A-Za-z0-9_-]{24})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
    if (!m?.[1] || !m[2] || !m[3]) return undefined;
    const want = Buffer.from(this.sign(`${m[1]}.${m[2]}`));
    const got = Buffer.from(m[3]);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return undefined;
    const expiresAt = new Date(Number(m[2]) * 1000);
    if (expiresAt.getTime() <= this.now()) return undefined;
    return { id: m[1], expiresAt };
  }

  /** Whether a value is a live session: signed here, not expired, not ended on any replica. */
  async admits(value: string | undefined): Promise<boolean> {
    const s = this.read(value);
    return s !== undefined && !(await this.ended.has(s.id));
  }

  /** Ends the session a value names (nothing when it names none). */
  async end(value: string | undefined): Promise<boolean> {
    const s = this.read(value);
    if (!s) return false;
    await this.ended.add(s.id, s.expiresAt, new Date(this.now()));
    return true;
  }
}
