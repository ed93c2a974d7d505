import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { groupsQueries, type Group } from '../../api/groups.ts';
import { groupsMutations } from '../../api/groups-mutations.ts';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDelete } from '../../components/ui/confirm-delete.tsx';
import { countOf } from '../../lib/plural.ts';
import { isGroupGone, withExplanation } from './group-errors.ts';
import { movedCount } from './moved-sites.ts';

/** A group's row actions: rename (hidden while its form is open), move sites in, delete after a confirmation. */
export function GroupActions({
  group,
  renaming,
  onRename,
  onMoveInto,
  onNotice,
  onGone,
}: {
  group: Group;
  renaming: boolean;
  onRename: () => void;
  onMoveInto: (groupId: string) => void;
  onNotice: (message: string) => void;
  onGone: (error: unknown) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation(groupsMutations.remove(group.id));
  const moved = movedCount(useQuery(groupsQueries.moved()).data, group.id);
  // the page's cards already say, once, why a viewer has no actions here
  return (
    <NeedsRole need="write" quiet>
      <div className="flex flex-wrap justify-end gap-1">
        {!renaming && (
          <Button variant="ghost" aria-label={`Rename “${group.name}”`} onClick={onRename}>
            Rename
          </Button>
        )}
        <Button
          variant="ghost"
          aria-label={`Move sites into “${group.name}”`}
          onClick={() => onMoveInto(group.id)}
        >
          Move sites
        </Button>
        <Button
          variant="ghost"
          className="text-red-700"
          aria-label={`Delete “${group.name}”`}
          onClick={() => setConfirming(true)}
        >
          Delete
        </Button>
      </div>
      <ConfirmDelete
        open={confirming}
        title={`Delete the group “${group.name}”?`}
        confirmLabel="Delete group"
        write={remove}
        // a group already gone closes the dialog and is told by the list, not here
        error={isGroupGone(remove.error, 'delete') ? null : remove.error}
        onClose={() => setConfirming(false)}
        // the deletion's own promise, not mutate's callbacks: this row leaves as soon as the list is read again,
        // and callbacks of an unmounted mutation are dropped, so the page would never say the group went
        onConfirm={() =>
          void remove.mutateAsync().then(
            () => {
              setConfirming(false);
              onNotice(`Deleted the group “${group.name}”.`);
            },
            (err: unknown) => {
              if (!isGroupGone(err, 'delete')) return;
              setConfirming(false);
              onGone(withExplanation(err, 'delete'));
            },
          )
        }
      >
        <p>The group is removed from your account. The sites in it are not deleted.</p>
        {moved > 0 && (
          <p className="mt-2">
            The service does not say which group they go to: the {countOf(moved, 'site')} moved into it here
            will show in no group.
          </p>
        )}
      </ConfirmDelete>
    </NeedsRole>
  );
}
