import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupsInvalidates } from '../../api/groups.ts';
import { ApiError } from '../../api/errors.ts';
import type { GroupAction } from './group-errors.ts';

/**
 * A group write that re-reads the list when it succeeds, and also on a 404 (the group may be gone), so the
 * page stops offering a group that no longer exists.
 */
export function useGroupMutation<T>(
  action: GroupAction,
  mutationFn: (input: T) => Promise<void>,
  onSuccess: (input: T) => void,
) {
  const queryClient = useQueryClient();
  const reread = () =>
    Promise.all(groupsInvalidates.list().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn,
    onSuccess: async (_void, input) => {
      // Moving sites changes nothing the list shows (it has no membership): no re-read.
      if (action !== 'move') await reread();
      onSuccess(input);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.kind === 'not_found') void reread();
    },
  });
}
