import { describe, expect, it } from 'vitest';
import { cadenceText, nextSendText } from './schedule-words.ts';

describe('a schedule in words', () => {
  it('says how often and when, in its own zone', () => {
    const at = { hour: 9, time_zone: 'Europe/London', weekday: null, day: null };
    expect(cadenceText({ ...at, frequency: 'daily' })).toBe('Every day at 09:00 (Europe/London)');
    expect(cadenceText({ ...at, frequency: 'weekly', weekday: 7 })).toBe(
      'Every Sunday at 09:00 (Europe/London)',
    );
    expect(cadenceText({ ...at, frequency: 'monthly', day: 22 })).toBe(
      'Every month on the 22nd at 09:00 (Europe/London)',
    );
    expect(cadenceText({ ...at, frequency: 'monthly', day: 11 })).toContain('on the 11th');
  });

  it('gives the next send in the viewer’s time and in the schedule’s zone', () => {
    const s = { enabled: true, next_at: '2024-12-02T08:00:00.000Z', time_zone: 'Europe/London' };
    expect(nextSendText(s, 'Europe/Berlin')).toBe(
      'Next send: Mon 2 Dec, 09:00 your time (08:00 Europe/London)',
    );
  });

  it('names the zone’s own day where it is not the viewer’s', () => {
    const s = { enabled: true, next_at: '2024-12-02T03:00:00.000Z', time_zone: 'America/New_York' };
    expect(nextSendText(s, 'Europe/Berlin')).toBe(
      'Next send: Mon 2 Dec, 04:00 your time (Sun 1 Dec, 22:00 America/New_York)',
    );
  });

  it('says a schedule that is off sends nothing', () => {
    expect(nextSendText({ enabled: false, next_at: null, time_zone: 'UTC' }, 'UTC')).toBe(
      'Off: nothing will be sent until it is switched on.',
    );
  });
});
