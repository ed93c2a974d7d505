import { describe, expect, it } from 'vitest';
import { subscriptionSchema } from '../../api/account.ts';
import { expiryState, fullName, initials, languageName, subscriptionLabel } from './account-view.ts';

const maya = { first_name: 'Maya', last_name: 'Lindqvist', email: 'maya@example.com' };

describe('account view', () => {
  it('names the person, with initials for a missing avatar', () => {
    expect(fullName(maya)).toBe('Maya Lindqvist');
    expect(initials(maya)).toBe('ML');
    expect(initials({ first_name: '', last_name: '', email: 'ops@example.com' })).toBe('O');
    expect(fullName({ first_name: ' ', last_name: '', email: 'ops@example.com' })).toBe('ops@example.com');
    expect(initials({ first_name: '', last_name: '', email: '' })).toBe('?');
  });

  it('names the language, falling back to the code', () => {
    expect(languageName('en', 'en')).toBe('English (en)');
    expect(languageName('de', 'en')).toBe('German (de)');
    expect(languageName('')).toBe('—');
  });

  it('labels the spec’s account types and keeps unknown ones', () => {
    // spec, Account: "`manual` pay per check, `trial`, `subscription`"
    expect(subscriptionLabel('manual')).toBe('Pay per check');
    expect(subscriptionLabel('trial')).toBe('Trial');
    expect(subscriptionLabel('subscription')).toBe('Subscription');
    expect(subscriptionLabel('enterprise')).toBe('enterprise');
  });

  it('reads is_expired as the string the real service sends (service-notes), never "false" as true', () => {
    const parse = (is_expired: unknown, type = 'trial') =>
      expiryState(subscriptionSchema.parse({ type, is_expired }));
    expect(parse('false')).toEqual({ label: 'Active, not expired', tone: 'good' });
    expect(parse('true')).toEqual({ label: 'Expired', tone: 'bad' });
    expect(parse(false)).toEqual({ label: 'Active, not expired', tone: 'good' });
    expect(parse(undefined, 'manual')).toEqual({ label: 'Does not expire (pay per check)', tone: 'neutral' });
    expect(parse(undefined, 'subscription').label).toBe('Not reported');
  });
});
