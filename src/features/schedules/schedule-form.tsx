import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf } from '../../api/local-json.ts';
import { schedulesMutations, type ReportSchedule } from '../../api/report-schedules.ts';
import { ActionError } from '../../components/errors/action-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { useCheckedSubmit } from '../../components/ui/use-checked-submit.ts';
import {
  SCHEDULE_FREQUENCIES,
  SCHEDULE_MESSAGE_MAX,
  SCHEDULE_RANGES,
  SCHEDULE_RECIPIENTS_MAX,
  SCHEDULE_SUBJECT_MAX,
  type ScheduleFrequency,
} from '../../lib/local-schemas/report-schedules.ts';
import { SHARE_SECTIONS } from '../../lib/share-rules.ts';
import {
  changeOf,
  formField,
  inputOf,
  scheduleErrors,
  type ScheduleForm,
  type ScheduleFormErrors,
} from './schedule-form-state.ts';
import { browserZone, hourText, SECTION_NAMES, timeZones, WEEKDAYS } from './schedule-words.ts';

const FREQUENCY_NAMES: Record<ScheduleFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

export interface EngineChoice {
  id: number;
  label: string;
}

/** The server's refusal at the fields it names; anything else under the form. */
function serverErrors(error: unknown): { fields: ScheduleFormErrors; named: boolean } {
  const fields: ScheduleFormErrors = {};
  for (const [wire, message] of Object.entries(fieldErrorsOf(error))) {
    const field = formField(wire);
    if (field) fields[field] = message;
  }
  return { fields, named: Object.keys(fields).length > 0 };
}

/**
 * A schedule made or changed: every field is checked with the routes' own schema before anything is sent, and a
 * refusal (ours or the server's) shows at its field with everything typed still there.
 */
export function ScheduleFormCard({
  siteId,
  schedule,
  initial,
  engines,
  onDone,
}: {
  siteId: number;
  /** the schedule being changed; none for a new one */
  schedule?: ReportSchedule;
  initial: ScheduleForm;
  engines: readonly EngineChoice[];
  onDone: () => void;
}) {
  const [form, setForm] = useState(initial);
  const create = useMutation(schedulesMutations.create(siteId));
  const change = useMutation(schedulesMutations.change(siteId));
  const write = schedule ? change : create;
  const { errors: checked, submit } = useCheckedSubmit(
    form,
    (f) => scheduleErrors(siteId, f),
    (f) => {
      if (schedule) change.mutate({ id: schedule.id, change: changeOf(siteId, f) }, { onSuccess: onDone });
      else create.mutate(inputOf(siteId, f), { onSuccess: onDone });
    },
  );
  const server = serverErrors(write.error);
  const errors: ScheduleFormErrors = { ...server.fields, ...checked };
  const set = <K extends keyof ScheduleForm>(key: K, value: ScheduleForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const zones = timeZones();
  const title = schedule ? 'Change this schedule' : 'New schedule';

  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={submit}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="How often"
          value={form.frequency}
          error={errors.frequency}
          onChange={(e) => set('frequency', e.target.value as ScheduleFrequency)}
        >
          {SCHEDULE_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {FREQUENCY_NAMES[f]}
            </option>
          ))}
        </SelectField>
        {form.frequency === 'weekly' && (
          <SelectField
            label="Weekday"
            value={form.weekday}
            error={errors.weekday}
            onChange={(e) => set('weekday', e.target.value)}
          >
            {WEEKDAYS.map((d, i) => (
              <option key={d} value={String(i + 1)}>
                {d}
              </option>
            ))}
          </SelectField>
        )}
        {form.frequency === 'monthly' && (
          <SelectField
            label="Day of the month"
            value={form.day}
            error={errors.day}
            hint="1 to 28, so every month has it"
            onChange={(e) => set('day', e.target.value)}
          >
            {Array.from({ length: 28 }, (_, i) => (
              <option key={i} value={String(i + 1)}>
                {i + 1}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          label="Hour"
          value={form.hour}
          error={errors.hour}
          onChange={(e) => set('hour', e.target.value)}
        >
          {Array.from({ length: 24 }, (_, h) => (
            <option key={h} value={String(h)}>
              {hourText(h)}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Time zone"
          list={`zones-${siteId}`}
          value={form.timeZone}
          error={errors.timeZone}
          hint={`Type to search. Yours: ${browserZone()}`}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => set('timeZone', e.target.value)}
        />
        <datalist id={`zones-${siteId}`}>
          {zones.map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
        <SelectField
          label="Range"
          value={form.rangeDays}
          error={errors.rangeDays}
          hint="Counted back from the day it is sent"
          onChange={(e) => set('rangeDays', e.target.value)}
        >
          {SCHEDULE_RANGES.map((d) => (
            <option key={d} value={String(d)}>
              Last {d} days
            </option>
          ))}
        </SelectField>
        <SelectField
          label="AI engine"
          value={form.engineId}
          error={errors.engineId}
          onChange={(e) => set('engineId', e.target.value)}
        >
          <option value="">All engines</option>
          {engines.map((e) => (
            <option key={e.id} value={String(e.id)}>
              {e.label}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset aria-describedby={errors.sections ? `sections-err-${siteId}` : undefined}>
        <legend className="text-sm font-medium text-slate-800">Sections</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {SHARE_SECTIONS.map((s) => (
            <label key={s} className="flex items-center gap-1.5 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={form.sections.includes(s)}
                onChange={(e) =>
                  set(
                    'sections',
                    e.target.checked ? [...form.sections, s] : form.sections.filter((x) => x !== s),
                  )
                }
              />
              {SECTION_NAMES[s]}
            </label>
          ))}
        </div>
        {errors.sections && (
          <p id={`sections-err-${siteId}`} className="mt-1 text-xs font-medium text-red-700">
            {errors.sections}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label="Recipients"
        rows={2}
        value={form.recipients}
        error={errors.recipients}
        hint={`Up to ${SCHEDULE_RECIPIENTS_MAX} addresses, separated by commas, spaces or new lines. They need no account.`}
        onChange={(e) => set('recipients', e.target.value)}
      />
      <TextField
        label="Subject"
        value={form.subject}
        error={errors.subject}
        maxLength={SCHEDULE_SUBJECT_MAX + 50}
        hint="Empty: the site’s name and the period"
        onChange={(e) => set('subject', e.target.value)}
      />
      <TextAreaField
        label="Opening message"
        rows={3}
        value={form.message}
        error={errors.message}
        hint={`Shown above the figures; up to ${SCHEDULE_MESSAGE_MAX} characters`}
        onChange={(e) => set('message', e.target.value)}
      />
      <div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={form.enabled}
            aria-invalid={errors.enabled ? true : undefined}
            onChange={(e) => set('enabled', e.target.checked)}
          />
          On: send at each time above
        </label>
        {errors.enabled && <p className="mt-1 text-xs font-medium text-red-700">{errors.enabled}</p>}
      </div>
      <p className="text-sm text-slate-600">Costs 0 credits: a report reads only free data and the store.</p>
      {!server.named && <ActionError error={write.error} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={write.isPending}>
          {write.isPending ? 'Saving…' : schedule ? 'Save changes' : 'Create schedule'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={write.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
