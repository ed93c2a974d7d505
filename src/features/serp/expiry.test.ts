import { describe, expect, it } from 'vitest';
import { expiresAt, expiryLabel, formatTimeLeft, parseServiceTime } from './expiry.ts';

const H = 3_600_000;

describe('expiry (spec: results are kept 24 hours after collection)', () => {
  it('reads the service time as UTC', () => {
    expect(parseServiceTime('2024-05-02 10:00:00')).toBe(Date.UTC(2024, 4, 2, 10, 0, 0));
    expect(parseServiceTime('2024-05-02T10:00')).toBe(Date.UTC(2024, 4, 2, 10, 0, 0));
    expect(parseServiceTime('yesterday')).toBeNull();
    expect(parseServiceTime(null)).toBeNull();
  });

  it('expires 24 hours after collection', () => {
    expect(expiresAt('2024-05-02 10:00:00')).toBe(Date.UTC(2024, 4, 3, 10, 0, 0));
    expect(expiresAt(undefined)).toBeNull();
  });

  it('says how long is left', () => {
    const end = Date.UTC(2024, 4, 3, 10, 0, 0);
    expect(formatTimeLeft(end, end - 23 * H - 5 * 60_000)).toBe('23 h 5 min');
    expect(formatTimeLeft(end, end - 2 * H)).toBe('2 h');
    expect(formatTimeLeft(end, end - 42 * 60_000 - 10)).toBe('42 min');
    expect(formatTimeLeft(end, end - 30_000)).toBe('under a minute');
    expect(formatTimeLeft(end, end)).toBeNull();
    expect(formatTimeLeft(end, end + 1)).toBeNull();
  });

  it('labels a task: running, expiring, expired, unknown', () => {
    const added = '2024-05-02 10:00:00';
    const end = expiresAt(added)!;
    expect(expiryLabel(end, end - H, false)).toBe('Kept 24 h once collected');
    expect(expiryLabel(end, end - H, true)).toBe('Expires in 1 h');
    expect(expiryLabel(end, end + 1, true)).toBe('Expired');
    expect(expiryLabel(null, 0, true)).toBe('—');
  });
});
