import type { InviteInput, PersonEdit } from '../../api/people.ts';
import type { PersonRole } from '../../lib/people.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EditErrors = Partial<Record<'sites' | 'dailyCredits' | 'monthlyCredits', string>>;
export type InviteErrors = EditErrors & Partial<Record<'email' | 'name', string>>;

const limitError = (text: string) =>
  text.trim() === '' || /^\d{1,9}$/.test(text.trim())
    ? undefined
    : 'A whole number of credits from 0, or empty for no limit.';

/** The server's rules for a role, the sites of a client and the limits, checked before sending. */
export function editErrors(e: PersonEdit): EditErrors {
  const errors: EditErrors = {};
  if (e.role === 'client' && e.sites.length === 0) errors.sites = 'Pick the sites this client may see.';
  const daily = limitError(e.dailyCredits);
  const monthly = limitError(e.monthlyCredits);
  if (daily) errors.dailyCredits = daily;
  if (monthly) errors.monthlyCredits = monthly;
  return errors;
}

export function inviteErrors(input: InviteInput): InviteErrors {
  const errors: InviteErrors = editErrors(input);
  if (!EMAIL.test(input.email.trim())) errors.email = 'Enter an email address, e.g. name@example.com.';
  if (input.name.trim().length > 120) errors.name = 'At most 120 characters.';
  return errors;
}

/** The roles a person may give: an admin never makes an owner. */
export const rolesFor = (mine: PersonRole): PersonRole[] =>
  mine === 'owner'
    ? ['owner', 'admin', 'editor', 'viewer', 'client']
    : ['admin', 'editor', 'viewer', 'client'];

/** The ids typed in a field, e.g. "101, 102"; undefined when something there is not an id. */
export function siteIdsOf(text: string): number[] | undefined {
  const parts = text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.some((p) => !/^\d{1,15}$/.test(p) || Number(p) < 1)) return undefined;
  return [...new Set(parts.map(Number))];
}
