import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors.ts';
import {
  createGroup,
  deleteGroup,
  groupsInvalidates,
  moveSitesToGroup,
  renameGroup,
  type GroupId,
} from './groups.ts';
import { invalidate } from './invalidate.ts';

const reread = (client: QueryClient) => invalidate(client, groupsInvalidates.list());
/** A 404 means the group is gone (another person deleted it): re-read, so the page stops offering it. */
const rereadWhenGone = (error: Error, client: QueryClient) =>
  error instanceof ApiError && error.kind === 'not_found' ? reread(client) : undefined;

/**
 * The project groups' writes. Create, rename and delete change the list; moving sites changes only the sites this
 * dashboard keeps as moved (the service's list has no membership), and the list when the group turns out gone.
 */
export const groupsMutations = {
  create: () =>
    mutationOptions({
      mutationFn: (name: string) => createGroup(name),
      onSuccess: (_r, _v, _c, { client }) => reread(client),
    }),
  rename: (groupId: GroupId) =>
    mutationOptions({
      mutationFn: (name: string) => renameGroup(groupId, name),
      onSuccess: (_r, _v, _c, { client }) => reread(client),
      onError: (error, _v, _c, { client }) => rereadWhenGone(error, client),
    }),
  remove: (groupId: GroupId) =>
    mutationOptions({
      mutationFn: () => deleteGroup(groupId),
      onSuccess: (_r, _v, _c, { client }) => reread(client),
      onError: (error, _v, _c, { client }) => rereadWhenGone(error, client),
    }),
  move: () =>
    mutationOptions({
      mutationFn: ({ groupId, siteIds }: { groupId: GroupId; siteIds: readonly number[] }) =>
        moveSitesToGroup(groupId, siteIds),
      onSuccess: (_r, _v, _c, { client }) => invalidate(client, groupsInvalidates.moved()),
      onError: (error, _v, _c, { client }) => rereadWhenGone(error, client),
    }),
};
