import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createGroup, groupsInvalidates } from '../../api/groups.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { groupNameError } from './group-name.ts';

/** Create a group (spec: POST /site-groups, `name` required, answers `{group_id: integer}`). */
export function CreateGroupCard({ onCreated }: { onCreated: (groupId: string, name: string) => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const create = useMutation({
    mutationFn: (value: string) => createGroup(value),
    onSuccess: async (created, value) => {
      await Promise.all(
        groupsInvalidates.list().map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      setName('');
      // group_id arrives as an integer; the client keeps it as the same string the list uses.
      onCreated(created.group_id, value.trim());
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const nameError = groupNameError(name);
    if (nameError) return setFieldError(nameError);
    setFieldError(undefined);
    create.mutate(name);
  };
  return (
    <Card aria-labelledby="new-group-title">
      <CardTitle>
        <span id="new-group-title">New group</span>
      </CardTitle>
      <form onSubmit={submit} noValidate aria-label="New group" className="flex flex-wrap items-start gap-2">
        <TextField
          label="Group name"
          className="min-w-64 flex-1"
          value={name}
          error={fieldError}
          required
          onChange={(e) => {
            setName(e.target.value);
            if (fieldError) setFieldError(undefined);
          }}
        />
        <Button type="submit" className="mt-6" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create group'}
        </Button>
      </form>
      {create.error ? (
        <div className="mt-3">
          <ErrorPanel error={create.error} compact />
        </div>
      ) : null}
    </Card>
  );
}
