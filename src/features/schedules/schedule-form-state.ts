import {
  scheduleInputSchema,
  type ReportSchedule,
  type ScheduleChange,
  type ScheduleFrequency,
  type ScheduleInput,
} from '../../lib/local-schemas/report-schedules.ts';
import { SHARE_SECTIONS } from '../../lib/share-rules.ts';

/** What the form holds: text as typed, so nothing a person typed is lost while it is still wrong. */
export interface ScheduleForm {
  frequency: ScheduleFrequency;
  weekday: string;
  day: string;
  hour: string;
  timeZone: string;
  rangeDays: string;
  sections: string[];
  /** '' for all engines */
  engineId: string;
  /** one or more addresses, separated by commas, spaces or new lines */
  recipients: string;
  subject: string;
  message: string;
  enabled: boolean;
}

export type ScheduleFormErrors = Partial<Record<keyof ScheduleForm, string>>;

export function emptyForm(timeZone: string): ScheduleForm {
  return {
    frequency: 'weekly',
    weekday: '1',
    day: '1',
    hour: '9',
    timeZone,
    rangeDays: '30',
    sections: [...SHARE_SECTIONS],
    engineId: '',
    recipients: '',
    subject: '',
    message: '',
    enabled: true,
  };
}

export function formOf(s: ReportSchedule): ScheduleForm {
  return {
    frequency: s.frequency,
    weekday: String(s.weekday ?? 1),
    day: String(s.day ?? 1),
    hour: String(s.hour),
    timeZone: s.time_zone,
    rangeDays: String(s.range_days),
    sections: s.sections ?? [...SHARE_SECTIONS],
    engineId: s.engine_id === null ? '' : String(s.engine_id),
    recipients: s.recipients.join(', '),
    subject: s.subject ?? '',
    message: s.message ?? '',
    enabled: s.enabled,
  };
}

export const splitAddresses = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The body the routes take; a field the frequency does not use is left out. */
export function bodyOf(siteId: number, f: ScheduleForm): Record<string, unknown> {
  return {
    site_id: siteId,
    frequency: f.frequency,
    weekday: f.frequency === 'weekly' ? f.weekday.trim() : null,
    day: f.frequency === 'monthly' ? f.day.trim() : null,
    hour: f.hour.trim(),
    time_zone: f.timeZone.trim(),
    range_days: f.rangeDays,
    // every section is what a schedule without a choice shows: kept as the choice all the same, so it is explicit
    sections: SHARE_SECTIONS.filter((s) => f.sections.includes(s)),
    engine_id: f.engineId === '' ? null : f.engineId,
    recipients: splitAddresses(f.recipients),
    subject: f.subject.trim() || null,
    message: f.message.trim() || null,
    enabled: f.enabled,
  };
}

const FIELD_OF: Record<string, keyof ScheduleForm> = {
  frequency: 'frequency',
  weekday: 'weekday',
  day: 'day',
  hour: 'hour',
  time_zone: 'timeZone',
  range_days: 'rangeDays',
  sections: 'sections',
  engine_id: 'engineId',
  recipients: 'recipients',
  subject: 'subject',
  message: 'message',
  enabled: 'enabled',
};

/** The form's field a route's field name stands for. */
export const formField = (wire: string): keyof ScheduleForm | undefined => FIELD_OF[wire];

/** The lead's schema, read at each field: its first message per field. */
export function scheduleErrors(siteId: number, f: ScheduleForm): ScheduleFormErrors {
  const parsed = scheduleInputSchema.safeParse(bodyOf(siteId, f));
  if (parsed.success) return {};
  const errors: ScheduleFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = formField(String(issue.path[0] ?? ''));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The checked body of a new schedule, and the change for an existing one (every field but the site). */
export function inputOf(siteId: number, f: ScheduleForm): ScheduleInput {
  return scheduleInputSchema.parse(bodyOf(siteId, f));
}

export function changeOf(siteId: number, f: ScheduleForm): ScheduleChange {
  const { site_id: _site, ...change } = inputOf(siteId, f);
  return change;
}
