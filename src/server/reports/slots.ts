import { Cron } from 'croner';
import type { ScheduleFrequency } from '../../lib/local-schemas/report-schedules.ts';

/**
 * When a schedule sends: a cron pattern (croner) in the schedule's own IANA zone, so a report set for 08:00 in
 * Europe/Berlin goes at 08:00 there in summer and in winter alike (06:00 and 07:00 UTC).
 *
 * An hour that does not exist on the spring-forward day (02:00 in Berlin on the last Sunday of March, when clocks
 * jump from 02:00 to 03:00) is sent at the first local time after the jump, 03:00 that day: the report still goes
 * that day, once. An hour that occurs twice on the fall-back day (02:00 in Berlin on the last Sunday of October)
 * is sent once, at its second occurrence.
 */
export interface Cadence {
  frequency: ScheduleFrequency;
  /** 1 = Monday … 7 = Sunday */
  weekday: number | null;
  /** 1–28 */
  day: number | null;
  hour: number;
  time_zone: string;
}

export function cronPattern(s: Cadence): string {
  if (s.frequency === 'weekly') return `0 ${s.hour} * * ${s.weekday ?? 1}`;
  if (s.frequency === 'monthly') return `0 ${s.hour} ${s.day ?? 1} * *`;
  return `0 ${s.hour} * * *`;
}

const DAY_MS = 86_400_000;
/** far enough back that the slot before now is among the next few from there */
const LOOK_BACK_MS: Record<ScheduleFrequency, number> = {
  daily: 2 * DAY_MS,
  weekly: 8 * DAY_MS,
  monthly: 32 * DAY_MS,
};

const cronOf = (s: Cadence) => new Cron(cronPattern(s), { timezone: s.time_zone, paused: true });

/** The latest slot at or before `now`. */
export function previousSlot(s: Cadence, now: Date): Date {
  const from = new Date(now.getTime() - LOOK_BACK_MS[s.frequency]);
  const runs = cronOf(s).nextRuns(6, from);
  const past = runs.filter((d) => d.getTime() <= now.getTime());
  // the look-back spans at least one period, so one slot at least is at or before now
  return past.at(-1) ?? from;
}

/** The first slot after `now`. */
export function nextSlot(s: Cadence, now: Date): Date {
  return cronOf(s).nextRun(now) as Date;
}
