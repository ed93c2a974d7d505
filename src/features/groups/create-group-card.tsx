import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { Group } from '../../api/groups.ts';
import { groupsMutations } from '../../api/groups-mutations.ts';
import { ActionError } from '../../components/errors/action-error.tsx';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useGroupName } from './use-group-name.ts';

/** Create a group (spec: POST /site-groups, `name` required, answers `{group_id: integer}`). */
export function CreateGroupCard({
  groups,
  onCreated,
}: {
  /** the groups there are: a new one may not repeat a name */
  groups: readonly Group[];
  onCreated: (groupId: string, name: string) => void;
}) {
  const { name, setName, check, field } = useGroupName('', groups);
  const create = useMutation(groupsMutations.create());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!check()) return;
    create.mutate(name, {
      onSuccess: (created, value) => {
        // a name typed while this group was being created stays
        setName((now) => (now === value ? '' : now));
        // group_id arrives as an integer; the client keeps it as the same string the list uses.
        onCreated(created.group_id, value.trim());
      },
    });
  };
  return (
    <Card aria-labelledby="new-group-title">
      <CardTitle>
        <span id="new-group-title">New group</span>
      </CardTitle>
      <NeedsRole need="write">
        <form
          onSubmit={submit}
          noValidate
          aria-label="New group"
          className="flex flex-wrap items-start gap-2"
        >
          <TextField label="Group name" className="min-w-64 flex-1" {...field} />
          <Button type="submit" className="mt-6" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create group'}
          </Button>
        </form>
        <ActionError error={create.error} />
      </NeedsRole>
    </Card>
  );
}
