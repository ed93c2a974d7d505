import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { call, callVoid } from './client.ts';
import { groupsReads } from './reads.ts';
import { localArea } from './local-area.ts';
import { groupSitesListSchema, type GroupSites, type MovedSite } from '../lib/local-schemas/group-sites.ts';
import { invalidInput, requiredText } from './invalid-input.ts';
import { list, str } from './schema.ts';

/**
 * Project groups (spec, Endpoints: "Project groups"), project interface. No operation spends credits.
 *
 * Group ids are normalised to strings: the list sends `id` as a string, creation answers an integer
 * `group_id`. A string holds both without loss (and never breaks on a non-numeric id), so a new group's id
 * compares equal to the same group's id in the list. Fetchers take either form.
 */
export type GroupId = string;

export const groupSchema = z.lazy(() =>
  z.looseObject({
    id: str,
    name: str,
  }),
);
export type Group = z.output<typeof groupSchema>;

const groupListSchema = z.lazy(() => list(groupSchema));

export const createdGroupSchema = z.lazy(() => z.looseObject({ group_id: str }));
export type CreatedGroup = z.output<typeof createdGroupSchema>;

const group = (groupId: GroupId | number) => ({ group_id: String(groupId).trim() });

export async function listGroups(signal?: AbortSignal) {
  return call({ ...groupsReads.list(), signal }, groupListSchema);
}

export async function createGroup(name: string) {
  const json = { name: requiredText(name, 'group name', 'POST') };
  return call({ op: 'groups.create', json }, createdGroupSchema);
}

export async function renameGroup(groupId: GroupId | number, name: string) {
  const json = { name: requiredText(name, 'group name', 'PUT') };
  return callVoid({ op: 'groups.rename', params: group(groupId), json });
}

export async function deleteGroup(groupId: GroupId | number) {
  return callVoid({ op: 'groups.delete', params: group(groupId) });
}

/** `site_ids` are the sites' integer ids. */
export async function moveSitesToGroup(groupId: GroupId | number, siteIds: readonly number[]) {
  if (siteIds.length === 0) throw invalidInput('project', 'POST', 'Select at least one site to move.');
  const json = { site_ids: [...siteIds] };
  return callVoid({ op: 'groups.move_sites', params: group(groupId), json });
}

export type { GroupSites, MovedSite };

const groupSitesArea = localArea('group-sites', 'The Searchboard server did not say which sites were moved.');

/**
 * The sites moved into each group through this dashboard, from the proxy's own store: the service lists no group's
 * sites, so these are all that can be shown of them (a site in the group it was last moved into here).
 */
export async function listGroupSites(signal?: AbortSignal): Promise<GroupSites[]> {
  // the URL of localReads.groupSites(), which a page's first reads start early
  return (await groupSitesArea.call('GET', '', groupSitesListSchema, undefined, signal)).groups;
}

// Groups belong to the account behind the project key, not to a site: the scope segment is the constant 'me'.
export const groupsQueries = {
  all: () => ['groups'] as const,
  list: () =>
    queryOptions({
      queryKey: ['groups', 'me', 'list', {}] as const,
      queryFn: ({ signal }) => listGroups(signal),
    }),
  /** key-only: the sites moved into groups here */
  movedAll: () => ['groups', 'me', 'sites'] as const,
  moved: () =>
    queryOptions({
      queryKey: ['groups', 'me', 'sites', {}] as const,
      queryFn: ({ signal }) => listGroupSites(signal),
    }),
};

/**
 * Create, rename and delete change the list (and deleting a group, the sites moved into it). Moving sites changes
 * nothing the service lets us read back, only the sites this dashboard keeps as moved.
 */
export const groupsInvalidates = {
  list: (): QueryKey[] => [groupsQueries.all()],
  moved: (): QueryKey[] => [groupsQueries.movedAll()],
};
