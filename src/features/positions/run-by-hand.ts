import { useMe } from '../../api/me.ts';
import { useClosedNote } from '../../components/roles/use-can.ts';

/** Why a person held to a credit limit of their own has no Run button (the server refuses them the same way). */
export const RUN_LIMIT_NOTE =
  'Your account has a credit limit, which a run started by hand cannot be held to: the schedule runs these ' +
  'keywords, or an owner or an admin can start the run now.';

/**
 * Whether the signed-in person may start a run by hand, and else the one note to show where Run was: a run's calls
 * are the server's own, so a role that may not spend, or a person with a credit limit, cannot start one.
 */
export function useRunByHand(): { can: boolean; note: string | undefined } {
  const me = useMe().data;
  const paid = useClosedNote('paid');
  if (paid) return { can: false, note: paid };
  const limited =
    me !== undefined && !me.local && (me.limits.daily_credits !== null || me.limits.monthly_credits !== null);
  return limited ? { can: false, note: RUN_LIMIT_NOTE } : { can: true, note: undefined };
}
