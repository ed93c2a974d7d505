/** The sandbox reads time only through a Clock, so tests can move it forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move: for contract tests of time-based behaviour. */
export class ManualClock implements Clock {
  private t: number;
  constructor(start: Date | string | number = '2026-11-22T12:00:00Z') {
    this.t = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.t);
  }
  advance(ms: number): void {
    this.t += ms;
  }
  set(at: Date | string | number): void {
    this.t = new Date(at).getTime();
  }
}

/** `YYYY-MM-DD` of a date, in UTC (the sandbox's "current date" of a site). */
export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD HH:MM:SS` in UTC, the service's timestamp format. */
export function isoDateTime(d: Date): string {
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDate(d);
}

export const DAY_MS = 86_400_000;
