import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Group } from '../../api/groups.ts';
import { groupsMutations } from '../../api/groups-mutations.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { isGroupGone, withExplanation } from './group-errors.ts';
import { groupNameError } from './group-name.ts';

/** One group: rename in place (spec: PUT /site-groups/{id}), delete after a confirmation, move sites in. */
export function GroupRow({
  group,
  onMoveInto,
  onNotice,
  onGone,
}: {
  group: Group;
  onMoveInto: (groupId: string) => void;
  onNotice: (message: string) => void;
  /** the service says the group does not exist (404): shown at page level, as the row goes away */
  onGone: (error: unknown) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(group.name);
  const [fieldError, setFieldError] = useState<string>();
  const [confirming, setConfirming] = useState(false);

  const rename = useMutation(groupsMutations.rename(group.id));
  const remove = useMutation(groupsMutations.remove(group.id));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const nameError = groupNameError(name);
    if (nameError) return setFieldError(nameError);
    setFieldError(undefined);
    rename.mutate(name, {
      onSuccess: (_r, value) => {
        setRenaming(false);
        onNotice(`Renamed “${group.name}” to “${value.trim()}”.`);
      },
      onError: (err) => isGroupGone(err, 'rename') && onGone(withExplanation(err, 'rename')),
    });
  };

  return (
    <tr className="border-t border-slate-100 align-top">
      <th scope="row" className="py-2 pr-4 text-left font-normal">
        {renaming ? (
          <form
            onSubmit={submit}
            noValidate
            aria-label={`Rename “${group.name}”`}
            className="flex flex-col gap-2"
          >
            <TextField
              label={`New name for “${group.name}”`}
              value={name}
              error={fieldError}
              required
              autoFocus
              onChange={(e) => {
                setName(e.target.value);
                if (fieldError) setFieldError(undefined);
              }}
            />
            {rename.error && !isGroupGone(rename.error, 'rename') ? (
              <ErrorPanel error={withExplanation(rename.error, 'rename')} compact />
            ) : null}
            <div className="flex gap-2">
              <Button type="submit" disabled={rename.isPending}>
                {rename.isPending ? 'Saving…' : 'Save name'}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setRenaming(false);
                  setName(group.name);
                  rename.reset();
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <span className="font-medium text-slate-900">{group.name}</span>
        )}
      </th>
      <td className="py-2 pr-4 tabular-nums text-slate-600">{group.id}</td>
      <td className="py-2">
        <div className="flex flex-wrap justify-end gap-1">
          {!renaming && (
            <Button variant="ghost" aria-label={`Rename “${group.name}”`} onClick={() => setRenaming(true)}>
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
        <ConfirmDialog
          open={confirming}
          title={`Delete the group “${group.name}”?`}
          confirmLabel="Delete group"
          tone="danger"
          busy={remove.isPending}
          onCancel={() => {
            setConfirming(false);
            remove.reset();
          }}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                onNotice(`Deleted the group “${group.name}”.`);
              },
              onError: (err) => {
                if (!isGroupGone(err, 'delete')) return;
                setConfirming(false);
                onGone(withExplanation(err, 'delete'));
              },
            })
          }
        >
          <p>The group is removed from your account. The sites in it are not deleted.</p>
          {remove.error && !isGroupGone(remove.error, 'delete') ? (
            <div className="mt-3">
              <ErrorPanel error={remove.error} compact />
            </div>
          ) : null}
        </ConfirmDialog>
      </td>
    </tr>
  );
}
