import { useMe } from '../../api/me.ts';
import { roleAllows, type Need } from '../../lib/people.ts';
import { closedNote } from './needs-role.tsx';

/**
 * Whether the person signed in may do what `need` asks, for code that must know rather than draw (a form that opens
 * from a chart's click). Until the server has said who is signed in, yes: the server keeps the door either way.
 */
export function useCan(need: Need): boolean {
  const role = useMe().data?.role;
  return !role || roleAllows(role, need);
}

/**
 * What the signed-in role cannot do among `needs`, as the one note to show where those controls were (the first
 * closed need's), or undefined when every control may be drawn; undefined too until the server says who is signed
 * in, as NeedsRole draws the controls then.
 */
export function useClosedNote(...needs: Need[]): string | undefined {
  const role = useMe().data?.role;
  if (!role) return undefined;
  const closed = needs.find((n) => !roleAllows(role, n));
  return closed && closedNote(role, closed);
}
