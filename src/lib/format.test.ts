import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, formatPercent } from './format.ts';

describe('formatDate', () => {
  it('shows a date-only value as its day, with no invented time, even when a time is asked for', () => {
    // spec: Audit list item `last_update` is a "date"; the backlink overview's `created` is a date
    const day = formatDate('2026-11-23', true);
    expect(day).toBe(formatDate('2026-11-23'));
    expect(day).toMatch(/23/);
    expect(day).not.toMatch(/\d{1,2}:\d{2}/);
  });

  it('keeps the time of a `YYYY-MM-DD HH:MM:SS` value when asked (UTC, the service format)', () => {
    expect(formatDate('2026-11-21 19:42:00', true)).toMatch(/\d{1,2}:\d{2}/);
    expect(formatDate('2026-11-21 19:42:00')).not.toMatch(/\d{1,2}:\d{2}/);
  });

  it('shows no data as a dash, and an unreadable value as it came', () => {
    expect(formatDate(null, true)).toBe('—');
    expect(formatDate('', true)).toBe('—');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('numbers', () => {
  it('shows a null as a dash, never as 0', () => {
    expect(formatNumber(null)).toBe('—');
    expect(formatPercent(undefined)).toBe('—');
    expect(formatNumber(0)).toBe('0');
  });
});

describe('money', () => {
  it('shows an amount in its currency, a null as a dash, and an unknown code beside the number', () => {
    expect(formatMoney(1234.5, 'USD')).toBe(
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(1234.5),
    );
    expect(formatMoney(3, 'EUR')).toContain('€');
    expect(formatMoney(null, 'USD')).toBe('—');
    // twice: the second answer comes from the remembered "unknown" and says the same
    expect(formatMoney(12.5, 'not a code')).toMatch(/^12\.5 not a code$/);
    expect(formatMoney(12.5, 'not a code')).toMatch(/^12\.5 not a code$/);
  });
});
