import { z } from 'zod';
import { SHARE_SECTIONS } from '../share-rules.ts';

/**
 * Scheduled client reports, `/api/local/report-schedules`: what the routes take and answer. The routes validate a
 * new schedule (and a change) with these schemas, and the schedule form checks each field with the same ones before
 * anything is sent, so the page and the server give the same message for the same fault.
 */

export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
/** the view a schedule's report shows: the last 7, 30 or 90 days before the send date */
export const SCHEDULE_RANGES = [7, 30, 90] as const;
export const SCHEDULE_RECIPIENTS_MAX = 10;
export const SCHEDULE_SUBJECT_MAX = 200;
export const SCHEDULE_MESSAGE_MAX = 2000;
export const DELIVERY_OUTCOMES = ['sent', 'retrying', 'failed'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

export const SCHEDULE_MESSAGES = {
  site: 'site_id must be a positive integer.',
  frequency: `Choose how often: ${SCHEDULE_FREQUENCIES.join(', ')}.`,
  weekday: 'Choose a weekday from 1 (Monday) to 7 (Sunday).',
  day: 'Choose a day of the month from 1 to 28.',
  hour: 'Choose an hour from 0 to 23.',
  timeZone: 'Choose a time zone by its IANA name, such as Europe/Berlin.',
  range: `Choose a range of ${SCHEDULE_RANGES.join(', ')} days.`,
  sections: `Sections must be some of ${SHARE_SECTIONS.join(', ')}, at least one.`,
  engine: 'The engine must be a positive whole number, or empty for all engines.',
  recipients: `Give from 1 to ${SCHEDULE_RECIPIENTS_MAX} email addresses.`,
  address: (a: string) => `“${a}” is not an email address.`,
  subject: `Keep the subject under ${SCHEDULE_SUBJECT_MAX + 1} characters.`,
  message: `Keep the message under ${SCHEDULE_MESSAGE_MAX + 1} characters.`,
};

/** A name the runtime's time-zone data knows (IANA), as `Intl` takes it. */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name === '' || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** One address, checked the way mail servers take it: a local part, an @ and a dotted domain, no spaces. */
export const isEmailAddress = (a: string): boolean =>
  a.length <= 254 && /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]{2,}$/.test(a);

const whole = (message: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: message })
    .pipe(z.number().int(message).min(min, message).max(max, message));

const fields = {
  frequency: z.enum(SCHEDULE_FREQUENCIES, { error: SCHEDULE_MESSAGES.frequency }),
  weekday: whole(SCHEDULE_MESSAGES.weekday, 1, 7).nullish(),
  day: whole(SCHEDULE_MESSAGES.day, 1, 28).nullish(),
  hour: whole(SCHEDULE_MESSAGES.hour, 0, 23),
  time_zone: z.string({ error: SCHEDULE_MESSAGES.timeZone }).refine(isTimeZone, SCHEDULE_MESSAGES.timeZone),
  range_days: z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: SCHEDULE_MESSAGES.range })
    .refine((n) => (SCHEDULE_RANGES as readonly number[]).includes(n), SCHEDULE_MESSAGES.range),
  sections: z
    .array(z.enum(SHARE_SECTIONS, { error: SCHEDULE_MESSAGES.sections }), {
      error: SCHEDULE_MESSAGES.sections,
    })
    .min(1, SCHEDULE_MESSAGES.sections)
    .refine((s) => new Set(s).size === s.length, SCHEDULE_MESSAGES.sections)
    .nullish(),
  engine_id: whole(SCHEDULE_MESSAGES.engine, 1, Number.MAX_SAFE_INTEGER).nullish(),
  recipients: z
    .array(z.string({ error: SCHEDULE_MESSAGES.recipients }).trim(), { error: SCHEDULE_MESSAGES.recipients })
    .min(1, SCHEDULE_MESSAGES.recipients)
    .max(SCHEDULE_RECIPIENTS_MAX, SCHEDULE_MESSAGES.recipients)
    .superRefine((list, ctx) => {
      const bad = list.find((a) => !isEmailAddress(a));
      if (bad !== undefined) ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.address(bad) });
    }),
  subject: z.string().trim().max(SCHEDULE_SUBJECT_MAX, SCHEDULE_MESSAGES.subject).nullish(),
  message: z.string().trim().max(SCHEDULE_MESSAGE_MAX, SCHEDULE_MESSAGES.message).nullish(),
  enabled: z.boolean().optional(),
};

/** weekly needs its weekday, monthly its day of the month; a field the frequency does not use is dropped */
function cadenceFits(
  s: { frequency?: ScheduleFrequency; weekday?: number | null; day?: number | null },
  ctx: z.RefinementCtx,
) {
  if (s.frequency === 'weekly' && !s.weekday)
    ctx.addIssue({ code: 'custom', path: ['weekday'], message: SCHEDULE_MESSAGES.weekday });
  if (s.frequency === 'monthly' && !s.day)
    ctx.addIssue({ code: 'custom', path: ['day'], message: SCHEDULE_MESSAGES.day });
}

/** A new schedule (`POST`): every field the issue's contract names; `enabled` defaults to on. */
export const scheduleInputSchema = z.lazy(() =>
  z
    .object({
      site_id: whole(SCHEDULE_MESSAGES.site, 1, Number.MAX_SAFE_INTEGER),
      ...fields,
    })
    .superRefine(cadenceFits),
);
export type ScheduleInput = z.output<typeof scheduleInputSchema>;

/** A change (`PATCH`): any of the fields but the site; the routes check the merged schedule with `cadenceFits` again. */
export const scheduleChangeSchema = z.lazy(() => z.object(fields).partial());
export type ScheduleChange = z.output<typeof scheduleChangeSchema>;
export { cadenceFits };

/** A schedule as the routes answer it. */
export interface ReportSchedule {
  id: number;
  site_id: number;
  frequency: ScheduleFrequency;
  weekday: number | null;
  day: number | null;
  hour: number;
  time_zone: string;
  range_days: number;
  sections: string[] | null;
  engine_id: number | null;
  recipients: string[];
  subject: string | null;
  message: string | null;
  enabled: boolean;
  created_at: string;
  /** ISO time (UTC) of the next send, null while off */
  next_at: string | null;
  /** why the schedule cannot be switched on or cannot attach its PDF here (no SMTP on a real upstream, no Chromium) */
  blocked: string | null;
  pdf_missing: string | null;
  /** always 0: a report reads only free data and the store */
  credits: 0;
}

/** One send of a schedule, newest first in `GET …/<id>/deliveries`. */
export interface ReportDelivery {
  at: string;
  /** the slot it was due for (ISO time), or `now:<ISO>` for "Send now" */
  slot: string;
  recipients: string[];
  outcome: DeliveryOutcome;
  error: string | null;
  /** bytes of the message as sent (with its PDF) */
  size: number | null;
  attempts: number;
  /** where the outbox keeps it, when mail goes to the outbox */
  outbox_id: number | null;
}
