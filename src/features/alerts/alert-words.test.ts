import { describe, expect, it } from 'vitest';
import { ALERT_MESSAGES, METRICS } from '../../lib/local-schemas/alerts.ts';
import { channelErrors, emptyChannel, emptyRule, ruleBody, ruleErrors } from './alert-form-state.ts';
import { channelName, comparedText, deliveryOutcome, valueText, whenText } from './alert-words.ts';

describe('alert words', () => {
  it('says both sides of a comparison with their dates or periods, and no data as no data', () => {
    expect(
      comparedText({
        before: { value: 42, at: '2024-11-01..2024-11-07' },
        now: { value: 30.5, at: '2024-11-08..2024-11-14' },
        threshold: 10,
        unit: '%',
      }),
    ).toBe('42% (Nov 1, 2024 – Nov 7, 2024) → 30.5% (Nov 8, 2024 – Nov 14, 2024)');
    expect(valueText(null, 'position')).toBe('no data');
    expect(valueText(0, 'errors')).toBe('0 errors');
    expect(whenText('2024-11-27')).toBe('Nov 27, 2024');
  });

  it('tells a delivery’s outcome: sent, retrying with its next try, failed with the error', () => {
    const base = { at: '2024-11-27T10:00:00Z', sent_at: null, next_try_at: null, error: null };
    expect(deliveryOutcome({ ...base, state: 'sent', sent_at: '2024-11-27T10:00:01Z' })).toMatchObject({
      tone: 'good',
      text: expect.stringMatching(/^Sent Nov 27, 2024/),
    });
    expect(
      deliveryOutcome({ ...base, state: 'retrying', next_try_at: '2024-11-27T10:05:00Z', error: 'HTTP 503' }),
    ).toMatchObject({ tone: 'warn', text: expect.stringMatching(/^Retrying, next try .*\(HTTP 503\)$/) });
    expect(deliveryOutcome({ ...base, state: 'failed', error: 'connection refused' })).toEqual({
      tone: 'bad',
      text: 'Failed: connection refused',
    });
  });

  it('names a channel by its name, else its address, else its host', () => {
    const c = { id: 3, name: null, address: null, url: 'https://hooks.example.com/x?y=1' };
    expect(channelName(c)).toBe('hooks.example.com');
    expect(channelName({ ...c, address: 'seo@agency.example', url: null })).toBe('seo@agency.example');
  });
});

describe('the forms’ checks, with the routes’ messages', () => {
  it('checks a rule’s threshold against its metric’s range, and sends none for a fixed metric', () => {
    const f = { ...emptyRule('positions.fall'), threshold: '500', channels: [1] };
    expect(ruleErrors(f)).toEqual({ threshold: ALERT_MESSAGES.threshold(METRICS['positions.fall']) });
    expect(ruleErrors({ ...f, threshold: 'lots' })).toEqual({ threshold: ALERT_MESSAGES.thresholdAny });
    expect(ruleBody({ ...emptyRule('positions.left_top3'), threshold: 'x' })).not.toHaveProperty('threshold');
    expect(ruleErrors({ ...f, threshold: '5', cooldown: '1.5' })).toEqual({
      cooldown: ALERT_MESSAGES.cooldown,
    });
  });

  it('sends no site for a team-wide metric, whatever was picked before', () => {
    expect(ruleBody({ ...emptyRule('budget.daily_share'), site: '101' })).toMatchObject({ site_id: null });
  });

  it('wants a URL for a webhook and an address for email, and a secret of 16 characters or none', () => {
    expect(channelErrors({ ...emptyChannel(), target: 'ftp://x.example' })).toEqual({
      target: ALERT_MESSAGES.url,
    });
    expect(channelErrors({ ...emptyChannel(), kind: 'email', target: 'nobody' })).toEqual({
      target: ALERT_MESSAGES.address,
    });
    expect(channelErrors({ ...emptyChannel(), target: 'https://x.example/h', secret: 'short' })).toEqual({
      secret: ALERT_MESSAGES.secret,
    });
    expect(channelErrors({ ...emptyChannel(), target: 'https://x.example/h' })).toEqual({});
  });
});
