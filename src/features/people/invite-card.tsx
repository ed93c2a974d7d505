import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { peopleMutations, type InviteInput, type Person } from '../../api/people.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { useCheckedSubmit } from '../../components/ui/use-checked-submit.ts';
import type { PersonRole } from '../../lib/people.ts';
import { LinkToCopy } from './link-to-copy.tsx';
import { PersonFields } from './person-fields.tsx';
import { inviteErrors } from './person-form.ts';
import { serverErrors } from './server-errors.ts';

const EMPTY: InviteInput = {
  email: '',
  name: '',
  role: 'viewer',
  sites: [],
  dailyCredits: '',
  monthlyCredits: '',
};

/** "Invite someone": checked before it sends; the one-use link it makes is shown to copy. */
export function InviteCard({ roles }: { roles: readonly PersonRole[] }) {
  const [input, setInput] = useState<InviteInput>(EMPTY);
  const [made, setMade] = useState<Person | null>(null);
  const invite = useMutation(peopleMutations.invite());
  const { errors, submit } = useCheckedSubmit(input, inviteErrors, (v) =>
    invite.mutate(v, {
      onSuccess: (p) => {
        setMade(p);
        setInput(EMPTY);
      },
    }),
  );
  const refused = serverErrors(invite.error);
  return (
    <TitledCard title="Invite someone">
      <form noValidate className="flex flex-col gap-3" onSubmit={submit}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            value={input.email}
            error={errors.email ?? refused.email}
            onChange={(e) => setInput({ ...input, email: e.target.value })}
          />
          <TextField
            label="Name (optional)"
            value={input.name}
            error={errors.name ?? refused.name}
            onChange={(e) => setInput({ ...input, name: e.target.value })}
          />
        </div>
        <PersonFields
          value={input}
          onChange={(v) => setInput({ ...input, ...v })}
          roles={roles}
          errors={{
            sites: errors.sites ?? refused.sites,
            dailyCredits: errors.dailyCredits ?? refused.daily_credits,
            monthlyCredits: errors.monthlyCredits ?? refused.monthly_credits,
          }}
        />
        <div>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? 'Inviting…' : 'Invite'}
          </Button>
        </div>
      </form>
      {invite.error && !Object.keys(refused).length ? (
        <div className="mt-3">
          <ErrorPanel compact error={invite.error} />
        </div>
      ) : null}
      {made?.invitation_url ? (
        <div className="mt-3">
          <LinkToCopy email={made.email} url={made.invitation_url} expires={made.invitation_expires_at} />
        </div>
      ) : null}
    </TitledCard>
  );
}
