import { formatNumber } from '../../lib/format.ts';
import { LIMITS } from '../../lib/limits.ts';

/** How two group names are told apart by a person: not by case, nor by the spaces around and between words. */
const sameName = (name: string): string => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * What is wrong with a name as it is typed: too long for the list and pickers that show it (the server refuses it
 * too), or the name of another group, which would leave two rows and two picker entries nobody can tell apart.
 * `others` are the groups the name must differ from (on rename, all but the group itself).
 */
export function groupNameProblem(name: string, others: readonly { name: string }[]): string | undefined {
  const length = name.trim().length;
  if (length > LIMITS.groupName) {
    return `A group name can be at most ${LIMITS.groupName} characters; this one has ${formatNumber(length)}.`;
  }
  const key = sameName(name);
  const taken = key === '' ? undefined : others.find((g) => sameName(g.name) === key);
  return taken ? `A group named “${taken.name}” already exists.` : undefined;
}

/** The group name field, checked before any request (spec: `name` string required; "400 if name missing"). */
export function groupNameError(name: string, others: readonly { name: string }[] = []): string | undefined {
  return name.trim() === '' ? 'Enter a name for the group.' : groupNameProblem(name, others);
}
