import type { AccountProfile, AccountSubscription } from '../../api/account.ts';

/** Pure shaping of the account reads for display. */

export function fullName(p: Pick<AccountProfile, 'first_name' | 'last_name' | 'email'>): string {
  return (
    [p.first_name, p.last_name]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(' ') || p.email
  );
}

/** "ML" for Maya Lindqvist; from the email when there is no name; "?" when there is neither. */
export function initials(p: Pick<AccountProfile, 'first_name' | 'last_name' | 'email'>): string {
  const parts = [p.first_name, p.last_name].map((s) => s.trim()).filter(Boolean);
  const source = parts.length > 0 ? parts : [p.email.split('@')[0] ?? ''].filter(Boolean);
  const letters = source.map((s) => [...s][0] ?? '').join('');
  return (letters || '?').slice(0, 2).toUpperCase();
}

/** "English (en)"; the bare code when the browser has no name for it. */
export function languageName(code: string, locale?: string): string {
  const c = code.trim();
  if (!c) return '—';
  try {
    const name = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'language' }).of(c);
    return name && name.toLowerCase() !== c.toLowerCase() ? `${name} (${c})` : c;
  } catch {
    return c;
  }
}

// spec, "Account": `manual` pay per check, `trial`, `subscription`.
const TYPE_LABELS: Record<string, string> = {
  manual: 'Pay per check',
  trial: 'Trial',
  subscription: 'Subscription',
};

/** A type the spec does not list is shown as the service named it. */
export function subscriptionLabel(type: string): string {
  return TYPE_LABELS[type] ?? type;
}

export interface ExpiryState {
  label: string;
  tone: 'good' | 'bad' | 'neutral';
}

/** `is_expired` (a "true"/"false" string upstream, parsed by the client) applies to trial and subscription. */
export function expiryState(sub: Pick<AccountSubscription, 'type' | 'is_expired'>): ExpiryState {
  if (sub.is_expired === true) return { label: 'Expired', tone: 'bad' };
  if (sub.is_expired === false) return { label: 'Active, not expired', tone: 'good' };
  if (sub.type === 'manual') return { label: 'Does not expire (pay per check)', tone: 'neutral' };
  return { label: 'Not reported', tone: 'neutral' };
}

/**
 * The plan's own name when the service sends one (the spec's subscription has only `type`; a live account may
 * carry more, and the client keeps unknown fields), else the type as a plan: "Subscription plan", "Trial plan".
 */
export function planName(sub: Pick<AccountSubscription, 'type'> & Record<string, unknown>): string {
  for (const k of ['plan_name', 'plan', 'name', 'tariff']) {
    const v = sub[k];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  if (sub.type === 'manual') return 'Pay per check (no plan)';
  return `${subscriptionLabel(sub.type)} plan`;
}

/** The plan's expiry day (YYYY-MM-DD…) when the service sends one under a name it is known to use; else null. */
export function planExpiry(sub: Record<string, unknown>): string | null {
  for (const k of ['expires_at', 'expiration_date', 'expire_date', 'expired_at', 'valid_until', 'end_date']) {
    const v = sub[k];
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v))) return v;
  }
  return null;
}
