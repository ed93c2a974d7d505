import { createHash, randomBytes } from 'node:crypto';
import type { Store } from '../store/interface.ts';
import type { People, PersonRow } from './people.ts';

/** How long an invitation's link can be used. */
export const INVITATION_DAYS = 7;

const digestOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export type Accepted =
  { ok: true; person: PersonRow } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/**
 * Invitations to the team: a one-use link, valid INVITATION_DAYS, that lets the person it names set their
 * password. A new invitation for a person replaces their earlier ones.
 */
export class Invitations {
  constructor(
    private readonly store: Store,
    private readonly people: People,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A new link's token for a person (their earlier links stop working). */
  async make(personId: string, madeBy: string | null): Promise<{ token: string; expiresAt: string }> {
    const token = randomBytes(24).toString('base64url');
    const at = this.now();
    const expiresAt = new Date(at.getTime() + INVITATION_DAYS * 86_400_000).toISOString();
    await this.store.transaction(async (q) => {
      await q
        .deleteFrom('people_invitations')
        .where('person_id', '=', personId)
        .where('used_at', 'is', null)
        .execute();
      await q
        .insertInto('people_invitations')
        .values({
          digest: digestOf(token),
          person_id: personId,
          made_by: madeBy,
          made_at: at.toISOString(),
          expires_at: expiresAt,
          used_at: null,
        })
        .execute();
    });
    return { token, expiresAt };
  }

  /** The person a link invites, when it can still be used (nothing is used up). */
  async check(token: string): Promise<Accepted> {
    const row = await this.store.db
      .selectFrom('people_invitations')
      .selectAll()
      .where('digest', '=', digestOf(token))
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.used_at) return { ok: false, reason: 'used' };
    if (row.expires_at <= this.now().toISOString()) return { ok: false, reason: 'expired' };
    const person = await this.people.byId(row.person_id);
    return person ? { ok: true, person } : { ok: false, reason: 'unknown' };
  }

  /** Uses a link up and sets the person's password: once only, whatever arrives at the same time. */
  async accept(token: string, password: string): Promise<Accepted> {
    const checked = await this.check(token);
    if (!checked.ok) return checked;
    const used = await this.store.db
      .updateTable('people_invitations')
      .set({ used_at: this.now().toISOString() })
      .where('digest', '=', digestOf(token))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return { ok: false, reason: 'used' };
    await this.people.setPassword(checked.person.id, password);
    return checked;
  }
}
