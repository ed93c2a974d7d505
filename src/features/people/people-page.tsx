import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { meQueries } from '../../api/me.ts';
import { peopleMutations, peopleQueries, type Person } from '../../api/people.ts';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { EmptyState } from '../../components/data-table/empty-state.tsx';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { ROLE_LABELS } from '../../lib/people.ts';
import { EditDialog } from './edit-dialog.tsx';
import { InviteCard } from './invite-card.tsx';
import { LinkToCopy } from './link-to-copy.tsx';
import { rolesFor } from './person-form.ts';

const col = createColumnHelper<Person>();

const limits = (p: Person) => {
  const { daily_credits: d, monthly_credits: m } = p.limits;
  if (d === null && m === null) return 'Team budget only';
  return [d !== null ? `${formatNumber(d)}/day` : '', m !== null ? `${formatNumber(m)}/month` : '']
    .filter(Boolean)
    .join(' · ');
};

function Status({ p, now }: { p: Person; now: number }) {
  if (p.invited) {
    const expired = p.invitation_expires_at !== null && Date.parse(p.invitation_expires_at) <= now;
    return expired ? <Badge tone="warn">Link expired</Badge> : <Badge tone="info">Invited</Badge>;
  }
  return p.active ? <Badge tone="good">Active</Badge> : <Badge tone="bad">Deactivated</Badge>;
}

/** The team's people: invite, change a role, a client's sites or limits, deactivate, make a new link. */
export function PeoplePage() {
  const { data: people } = useSuspenseQuery(peopleQueries.list());
  const { data: me } = useSuspenseQuery(meQueries.me());
  const roles = rolesFor(me.role);
  // read once: whether a link has expired is judged at the time the page opened
  const [now] = useState(() => Date.now());
  const [editing, setEditing] = useState<Person | null>(null);
  const [leaving, setLeaving] = useState<Person | null>(null);
  const [link, setLink] = useState<Person | null>(null);
  const change = useMutation(peopleMutations.change());
  const newLink = useMutation(peopleMutations.newLink());
  /** an admin leaves owners alone: the server refuses it, so the page does not offer it */
  const mayTouch = (p: Person) => me.role === 'owner' || p.role !== 'owner';

  return (
    <div>
      <PageHeader
        title="People"
        description="Who can sign in to this Searchboard, with which role, which sites a client sees, and how many credits each may spend. Invitations are one-use links, valid 7 days: copy one and send it yourself (mailing it comes later)."
      />
      <div className="flex flex-col gap-6">
        <InviteCard roles={roles} />
        <TitledCard title="The team">
          {newLink.error || change.error ? (
            <div className="mb-3">
              <ErrorPanel compact error={newLink.error ?? change.error} />
            </div>
          ) : null}
          {link?.invitation_url ? (
            <div className="mb-3">
              <LinkToCopy email={link.email} url={link.invitation_url} expires={link.invitation_expires_at} />
            </div>
          ) : null}
          <DataTable
            caption="The team’s people"
            data={people}
            getRowId={(p) => p.id}
            className="w-full min-w-[760px] text-sm"
            empty={<EmptyState>Nobody yet: invite someone above.</EmptyState>}
            columns={[
              col.accessor('email', {
                header: 'Person',
                enableSorting: false,
                meta: { rowHeader: true },
                cell: ({ row: { original: p } }) => (
                  <>
                    <div className="font-medium text-slate-900 [overflow-wrap:anywhere]">{p.name}</div>
                    <div className="text-slate-600 [overflow-wrap:anywhere]">{p.email}</div>
                  </>
                ),
              }),
              col.accessor('role', {
                header: 'Role',
                enableSorting: false,
                cell: ({ row: { original: p } }) => (
                  <>
                    {ROLE_LABELS[p.role]}
                    {p.role === 'client' && (
                      <div className="text-xs text-slate-600">
                        Sites {p.sites.map((s) => `#${s}`).join(', ')}
                      </div>
                    )}
                  </>
                ),
              }),
              col.display({ id: 'limits', header: 'Credit limits', cell: ({ row }) => limits(row.original) }),
              col.display({
                id: 'status',
                header: 'Status',
                cell: ({ row }) => <Status p={row.original} now={now} />,
              }),
              col.accessor('last_sign_in_at', {
                header: 'Last sign-in',
                enableSorting: false,
                cell: ({ getValue }) => {
                  const at = getValue();
                  return at ? formatDate(at, true) : 'never';
                },
              }),
              col.display({
                id: 'actions',
                header: () => <span className="sr-only">Actions</span>,
                cell: ({ row: { original: p } }) =>
                  mayTouch(p) && (
                    <div className="flex flex-wrap justify-end gap-1">
                      <Button
                        variant="secondary"
                        aria-label={`Change ${p.email}`}
                        onClick={() => setEditing(p)}
                      >
                        Change
                      </Button>
                      {p.invited && (
                        <Button
                          variant="secondary"
                          aria-label={`New link for ${p.email}`}
                          disabled={newLink.isPending}
                          onClick={() => newLink.mutate(p.id, { onSuccess: setLink })}
                        >
                          New link
                        </Button>
                      )}
                      {p.active && p.email !== me.email && (
                        <Button
                          variant="ghost"
                          aria-label={`Deactivate ${p.email}`}
                          onClick={() => setLeaving(p)}
                        >
                          Deactivate
                        </Button>
                      )}
                      {!p.active && !p.invited && (
                        <Button
                          variant="ghost"
                          aria-label={`Reactivate ${p.email}`}
                          disabled={change.isPending}
                          onClick={() => change.mutate({ id: p.id, change: { active: true } })}
                        >
                          Reactivate
                        </Button>
                      )}
                    </div>
                  ),
              }),
            ]}
          />
        </TitledCard>
      </div>
      <EditDialog person={editing} roles={roles} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={leaving !== null}
        title={`Deactivate ${leaving?.email ?? ''}?`}
        confirmLabel="Deactivate"
        tone="danger"
        busy={change.isPending}
        onCancel={() => {
          setLeaving(null);
          change.reset();
        }}
        onConfirm={() =>
          leaving &&
          change.mutate({ id: leaving.id, change: { active: false } }, { onSuccess: () => setLeaving(null) })
        }
      >
        They are signed out everywhere at once and can no longer sign in. Their activity stays in the log; you
        can reactivate them later.
        {change.error && leaving ? (
          <div className="mt-2">
            <ErrorPanel compact error={change.error} />
          </div>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
