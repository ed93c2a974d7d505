import { describe, expect, it } from 'vitest';
import { nextSlot, previousSlot, type Cadence } from './slots.ts';

const at = (iso: string) => new Date(iso);
const local = (d: Date, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(d);

/** the slots of a daily schedule from `from` on, in the schedule's own local time */
function dailyLocal(zone: string, hour: number, from: string, n: number): string[] {
  const s: Cadence = { frequency: 'daily', weekday: null, day: null, hour, time_zone: zone };
  const out: string[] = [];
  let t = at(from);
  for (let i = 0; i < n; i++) {
    t = nextSlot(s, t);
    out.push(local(t, zone));
  }
  return out;
}

describe('slots in the schedule’s time zone across a daylight-saving change', () => {
  it('Europe/Berlin, spring forward (29 March 2026): 08:00 local on both sides', () => {
    expect(dailyLocal('Europe/Berlin', 8, '2026-03-27T12:00:00Z', 4)).toEqual([
      '28/03/2026, 08:00',
      '29/03/2026, 08:00',
      '30/03/2026, 08:00',
      '31/03/2026, 08:00',
    ]);
  });

  it('Europe/Berlin, fall back (25 October 2026): 08:00 local on both sides', () => {
    expect(dailyLocal('Europe/Berlin', 8, '2026-10-23T12:00:00Z', 3)).toEqual([
      '24/10/2026, 08:00',
      '25/10/2026, 08:00',
      '26/10/2026, 08:00',
    ]);
  });

  it('America/New_York, spring forward (8 March 2026) and fall back (1 November 2026): 07:00 local', () => {
    expect(dailyLocal('America/New_York', 7, '2026-03-06T18:00:00Z', 3)).toEqual([
      '07/03/2026, 07:00',
      '08/03/2026, 07:00',
      '09/03/2026, 07:00',
    ]);
    expect(dailyLocal('America/New_York', 7, '2026-10-30T18:00:00Z', 3)).toEqual([
      '31/10/2026, 07:00',
      '01/11/2026, 07:00',
      '02/11/2026, 07:00',
    ]);
  });

  it('an hour missing on the spring-forward day goes at 03:00 that day, once; a doubled hour goes once', () => {
    expect(dailyLocal('Europe/Berlin', 2, '2026-03-28T12:00:00Z', 2)).toEqual([
      '29/03/2026, 03:00',
      '30/03/2026, 02:00',
    ]);
    expect(dailyLocal('Europe/Berlin', 2, '2026-10-24T12:00:00Z', 2)).toEqual([
      '25/10/2026, 02:00',
      '26/10/2026, 02:00',
    ]);
  });

  it('weekly on a weekday (1 = Monday, 7 = Sunday) and monthly on a day, previous and next', () => {
    const weekly: Cadence = {
      frequency: 'weekly',
      weekday: 7,
      day: null,
      hour: 9,
      time_zone: 'Europe/Berlin',
    };
    // 2026-03-29 is a Sunday, the spring-forward day: 09:00 CEST is 07:00 UTC
    expect(nextSlot(weekly, at('2026-03-23T00:00:00Z')).toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(previousSlot(weekly, at('2026-03-31T00:00:00Z')).toISOString()).toBe('2026-03-29T07:00:00.000Z');
    const monday: Cadence = { ...weekly, weekday: 1 };
    expect(local(nextSlot(monday, at('2026-03-24T00:00:00Z')), 'Europe/Berlin')).toBe('30/03/2026, 09:00');
    const monthly: Cadence = {
      frequency: 'monthly',
      weekday: null,
      day: 28,
      hour: 6,
      time_zone: 'America/New_York',
    };
    expect(previousSlot(monthly, at('2026-03-27T00:00:00Z')).toISOString()).toBe('2026-02-28T11:00:00.000Z');
    expect(previousSlot(monthly, at('2026-03-28T10:00:00Z')).toISOString()).toBe('2026-03-28T10:00:00.000Z');
  });
});
