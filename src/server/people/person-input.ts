import { PERSON_ROLES, type PersonRole } from '../../lib/people.ts';

export const MIN_PASSWORD = 10;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PersonInput {
  email: string;
  name?: string;
  role: PersonRole;
  sites?: number[];
  daily_credits?: number | null;
  monthly_credits?: number | null;
}

/** What is wrong with a person as given, by field (none: nothing). */
export function personProblems(p: PersonInput): Record<string, string> {
  const out: Record<string, string> = {};
  if (!EMAIL.test(p.email.trim())) out.email = `email: "${p.email}" is not an email address.`;
  if (!PERSON_ROLES.includes(p.role)) out.role = `role: one of ${PERSON_ROLES.join(', ')}.`;
  if (p.role === 'client') {
    if (!p.sites?.length) out.sites = 'sites: a client needs the sites they may see (ids, e.g. 101,102).';
    else if (p.sites.some((s) => !Number.isSafeInteger(s) || s < 1))
      out.sites = 'sites: site ids are whole numbers from 1.';
  } else if (p.sites?.length) out.sites = 'sites: only a client is limited to some sites.';
  for (const k of ['daily_credits', 'monthly_credits'] as const) {
    const v = p[k];
    if (v !== undefined && v !== null && (!Number.isSafeInteger(v) || v < 0))
      out[k] = `${k}: a whole number of credits from 0.`;
  }
  return out;
}
