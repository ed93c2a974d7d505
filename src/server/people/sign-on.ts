import { sql } from 'kysely';
import type { Store } from '../store/interface.ts';

/**
 * A person an owner invited, who signs in through the team's provider instead of following their link: the
 * provider has vouched for their email, so their invitation is used up and they become active, as if they had set
 * a password with it. Only an invitation still waiting counts: a person deactivated later has none left (People
 * withdraws them), and one whose link expired needs a new one, as with a password.
 *
 * True when the person became active now.
 */
export async function joinBySignOn(store: Store, personId: string, now = new Date()): Promise<boolean> {
  return store.transaction(async (q) => {
    const used = await q
      .updateTable('people_invitations')
      .set({ used_at: now.toISOString() })
      .where('person_id', '=', personId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) === 0) return false;
    await q
      .updateTable('people')
      .set({ active: true, updated_at: now.toISOString() })
      .where('id', '=', personId)
      // booleans are 0/1 in the store; the store's plugin maps written values only, not a query's conditions
      .where(sql<boolean>`active`, '=', sql<boolean>`0`)
      .execute();
    return true;
  });
}
