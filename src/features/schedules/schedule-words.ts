import type { ReportSchedule } from '../../lib/local-schemas/report-schedules.ts';
import type { SHARE_SECTIONS } from '../../lib/share-rules.ts';

/** Weekdays as the schedules number them: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** The report's sections as its page names them (a feature does not import another's). */
export const SECTION_NAMES: Record<(typeof SHARE_SECTIONS)[number], string> = {
  ai: 'AI visibility',
  audits: 'Audits',
  plan: 'Marketing plan',
  backlinks: 'Backlinks',
  positions: 'Rank tracking',
};

export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** How often and when, in the schedule's own zone: "Every Monday at 09:00 (Europe/London)". */
export function cadenceText(s: Pick<ReportSchedule, 'frequency' | 'weekday' | 'day' | 'hour' | 'time_zone'>) {
  const at = `at ${hourText(s.hour)} (${s.time_zone})`;
  if (s.frequency === 'daily') return `Every day ${at}`;
  if (s.frequency === 'weekly') return `Every ${WEEKDAYS[(s.weekday ?? 1) - 1] ?? 'Monday'} ${at}`;
  return `Every month on the ${ordinal(s.day ?? 1)} ${at}`;
}

/** A moment as "Mon 2 Dec, 09:00" in `timeZone`. */
function momentIn(at: Date, timeZone: string): { day: string; time: string } {
  const parts = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, ...o }).formatToParts(at);
  const pick = (p: Intl.DateTimeFormatPart[], type: string) => p.find((x) => x.type === type)?.value ?? '';
  const d = parts({ weekday: 'short', day: 'numeric', month: 'short' });
  const t = parts({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return {
    day: `${pick(d, 'weekday')} ${pick(d, 'day')} ${pick(d, 'month')}`,
    time: `${pick(t, 'hour')}:${pick(t, 'minute')}`,
  };
}

/**
 * The next send in the viewer's local time and in the schedule's own zone:
 * "Next send: Mon 2 Dec, 09:00 your time (08:00 Europe/London)"; the zone's day is named too where it differs.
 */
export function nextSendText(
  s: Pick<ReportSchedule, 'next_at' | 'enabled' | 'time_zone'>,
  viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  if (!s.enabled || !s.next_at) return 'Off: nothing will be sent until it is switched on.';
  const at = new Date(s.next_at);
  if (Number.isNaN(at.getTime())) return 'Next send: not known';
  const mine = momentIn(at, viewerZone);
  const theirs = momentIn(at, s.time_zone);
  const zoned = theirs.day === mine.day ? theirs.time : `${theirs.day}, ${theirs.time}`;
  return `Next send: ${mine.day}, ${mine.time} your time (${zoned} ${s.time_zone})`;
}

/** Every time zone the browser knows, for the zone picker; UTC first where the list leaves it out. */
export function timeZones(): string[] {
  const known =
    (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return known.includes('UTC') ? known : ['UTC', ...known];
}

export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
