import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { Group } from '../../api/groups.ts';
import { groupsMutations } from '../../api/groups-mutations.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { isGroupGone, withExplanation } from './group-errors.ts';
import { useGroupName } from './use-group-name.ts';

/** Renames a group in place (spec: PUT /site-groups/{id}); `onClose` ends the edit, saved or cancelled. */
export function RenameGroupForm({
  group,
  others,
  onClose,
  onNotice,
  onGone,
}: {
  group: Group;
  /** the other groups: the new name may not repeat theirs */
  others: readonly Group[];
  onClose: () => void;
  onNotice: (message: string) => void;
  /** the service says the group does not exist (404): shown at page level, as the row goes away */
  onGone: (error: unknown) => void;
}) {
  const { name, check, field } = useGroupName(group.name, others);
  const rename = useMutation(groupsMutations.rename(group.id));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!check()) return;
    rename.mutate(name, {
      onSuccess: (_r, value) => {
        onClose();
        onNotice(`Renamed “${group.name}” to “${value.trim()}”.`);
      },
      onError: (err) => isGroupGone(err, 'rename') && onGone(withExplanation(err, 'rename')),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Rename “${group.name}”`} className="flex flex-col gap-2">
      <TextField label={`New name for “${group.name}”`} {...field} autoFocus />
      {rename.error && !isGroupGone(rename.error, 'rename') ? (
        <ErrorPanel error={withExplanation(rename.error, 'rename')} compact />
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Save name'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
