import type { Operation } from './operations.ts';

/**
 * The team's roles, as the server enforces them and the dashboard shows them: one table, so a door the UI hides is
 * the door the server keeps shut.
 *
 * - owner: everything, people, branding and budgets included;
 * - admin: everything but changing or removing owners;
 * - editor: reads, writes and paid calls, within their own credit limits;
 * - viewer: reads everything, writes nothing, spends nothing;
 * - client: the report, the rank-tracking summary and the read-only views of the sites given to them.
 */
export const PERSON_ROLES = ['owner', 'admin', 'editor', 'viewer', 'client'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

/** What a request needs of the person making it. */
export type Need =
  /** a free read of the team's data */
  | 'read'
  /** a free write (annotations, groups, sites, keywords, share links) */
  | 'write'
  /** a call that spends credits or money */
  | 'paid'
  /** the ledger, the budget and the account's balance */
  | 'ledger'
  /** the people of the team and their roles */
  | 'people'
  /** the log of who did what */
  | 'activity';

const ALLOWED: Record<PersonRole, readonly Need[]> = {
  owner: ['read', 'write', 'paid', 'ledger', 'people', 'activity'],
  admin: ['read', 'write', 'paid', 'ledger', 'people', 'activity'],
  editor: ['read', 'write', 'paid', 'ledger'],
  viewer: ['read', 'ledger'],
  // a client's reads are further cut to their own sites (server/people/client-scope.ts)
  client: ['read'],
};

export function roleAllows(role: PersonRole, need: Need): boolean {
  return ALLOWED[role].includes(need);
}

export const ROLE_LABELS: Record<PersonRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
  client: 'Client',
};

export const ROLE_SUMMARIES: Record<PersonRole, string> = {
  owner: 'Everything, including people, branding and budgets.',
  admin: 'Everything but changing or removing owners.',
  editor: 'Reads, writes and paid calls, within their own credit limits.',
  viewer: 'Reads everything; no writes, no paid calls.',
  client: 'Only the reports and rank-tracking summary of the sites given to them.',
};

/** Who may open which door: what a refusal says a person should ask for. */
export function whoCanOpen(need: Need): string {
  if (need === 'people' || need === 'activity') return 'an owner or an admin';
  return 'an owner or an admin, who can change your role';
}

/**
 * What calling an operation of the service needs (lib/operations.ts): spending, the team's account (its balance,
 * profile and subscription: the ledger's need), a free read (the table's least role `viewer`) or a free write.
 */
export function needOfOperation(op: Pick<Operation, 'paid' | 'role' | 'account'>): Need {
  if (op.paid) return 'paid';
  if (op.account) return 'ledger';
  return op.role === 'viewer' ? 'read' : 'write';
}

const CANNOT: Record<Need, string> = {
  read: 'cannot open this',
  write: 'cannot make changes',
  paid: 'cannot spend credits',
  ledger: 'cannot see the account, its balance or the ledger',
  people: 'cannot manage the team’s people',
  activity: 'cannot see the activity log',
};

/** A closed door in words: what the role cannot do, and who can open it. */
export function refusalOf(role: PersonRole, need: Need): string {
  return `${ROLE_LABELS[role]}s ${CANNOT[need]}. Ask ${whoCanOpen(need)}.`;
}

export interface PersonLimits {
  /** credits per UTC day; null: the team's budget only */
  daily_credits: number | null;
  monthly_credits: number | null;
}

/** `GET /api/local/me`: who the dashboard is signed in as. */
export interface Me {
  email: string;
  name: string;
  role: PersonRole;
  /** the sites a client may see; empty for the other roles (they see every site) */
  sites: number[];
  limits: PersonLimits;
  /** the person on a loopback server, who needs no account */
  local: boolean;
}
