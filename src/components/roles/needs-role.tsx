import type { ReactNode } from 'react';
import { useMe } from '../../api/me.ts';
import { roleAllows, type Need, type PersonRole } from '../../lib/people.ts';

const WHO: Record<PersonRole, string> = {
  owner: 'Owners',
  admin: 'Admins',
  editor: 'Editors',
  viewer: 'Viewers',
  client: 'Clients',
};

const WHAT: Record<Need, string> = {
  read: 'open this',
  write: 'change anything here',
  paid: 'spend credits',
  ledger: 'see the account',
  people: 'manage people',
  activity: 'see the activity log',
};

/** Why a control is not there for a role, and who can do it instead. */
export function closedNote(role: PersonRole, need: Need): string {
  return `${WHO[role]} cannot ${WHAT[need]} — ask an owner or an admin.`;
}

/**
 * A control that needs more than reading (a paid action, a write): drawn for a role that may use it, else a short
 * note saying why it is not there and who can do it. While the server has not said who is signed in, or could not,
 * the control is drawn as before: the server keeps the door either way, and its refusal says the same.
 */
export function NeedsRole({
  need,
  children,
  quiet = false,
}: {
  need: Need;
  children: ReactNode;
  /** nothing in place of the control: where a note beside it is already there, or would repeat */
  quiet?: boolean;
}) {
  const me = useMe();
  const role = me.data?.role;
  if (!role || roleAllows(role, need)) return children;
  if (quiet) return null;
  return <p className="text-sm text-slate-600">{closedNote(role, need)}</p>;
}
