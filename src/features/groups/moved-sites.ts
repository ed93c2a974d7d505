import type { Group, GroupSites, MovedSite } from '../../api/groups.ts';

/**
 * Every listed group with the sites moved into it through this dashboard, in the list's order. A group the
 * service no longer lists is left out: its sites are in no group this dashboard knows of.
 */
export function movedByGroup(
  moved: readonly GroupSites[],
  groups: readonly Group[],
): { group: Group; sites: MovedSite[] }[] {
  const of = new Map(moved.map((g) => [g.group_id, g.sites]));
  return groups.map((group) => ({ group, sites: of.get(group.id) ?? [] }));
}

/** How many sites were moved into the group here (what deleting it leaves in no known group). */
export const movedCount = (moved: readonly GroupSites[] | undefined, groupId: string) =>
  moved?.find((g) => g.group_id === groupId)?.sites.length ?? 0;
