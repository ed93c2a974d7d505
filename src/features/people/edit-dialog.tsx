import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { editBody, peopleMutations, type Person, type PersonEdit } from '../../api/people.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { useCheckedSubmit } from '../../components/ui/use-checked-submit.ts';
import type { PersonRole } from '../../lib/people.ts';
import { PersonFields } from './person-fields.tsx';
import { editErrors } from './person-form.ts';
import { serverErrors } from './server-errors.ts';

const text = (n: number | null) => (n === null ? '' : String(n));

/** Changing a person's role, a client's sites and their limits. */
export function EditDialog({
  person,
  roles,
  onClose,
}: {
  person: Person | null;
  roles: readonly PersonRole[];
  onClose: () => void;
}) {
  return (
    <ModalDialog open={person !== null} labelledBy="edit-person-title" onCancel={onClose}>
      {person && <EditForm person={person} roles={roles} onClose={onClose} />}
    </ModalDialog>
  );
}

function EditForm({
  person,
  roles,
  onClose,
}: {
  person: Person;
  roles: readonly PersonRole[];
  onClose: () => void;
}) {
  const [value, setValue] = useState<PersonEdit>({
    role: person.role,
    sites: person.sites,
    dailyCredits: text(person.limits.daily_credits),
    monthlyCredits: text(person.limits.monthly_credits),
  });
  const change = useMutation(peopleMutations.change());
  const { errors, submit } = useCheckedSubmit(value, editErrors, (v) =>
    change.mutate({ id: person.id, change: editBody(v) }, { onSuccess: onClose }),
  );
  const refused = serverErrors(change.error);
  return (
    <form noValidate className="flex flex-col gap-3 p-5" onSubmit={submit}>
      <h2 id="edit-person-title" className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
        Change {person.name || person.email}
      </h2>
      <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{person.email}</p>
      <PersonFields
        value={value}
        onChange={setValue}
        roles={roles.includes(person.role) ? roles : [person.role, ...roles]}
        errors={{
          sites: errors.sites ?? refused.sites,
          dailyCredits: errors.dailyCredits ?? refused.daily_credits,
          monthlyCredits: errors.monthlyCredits ?? refused.monthly_credits,
        }}
      />
      {change.error ? <ErrorPanel compact error={change.error} /> : null}
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
