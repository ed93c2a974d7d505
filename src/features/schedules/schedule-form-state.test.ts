import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '../../lib/local-schemas/report-schedules.ts';
import { bodyOf, emptyForm, scheduleErrors, type ScheduleForm } from './schedule-form-state.ts';

const filled = (over: Partial<ScheduleForm> = {}): ScheduleForm => ({
  ...emptyForm('Europe/London'),
  recipients: 'ann@client.example, bo@client.example',
  ...over,
});

describe('the schedule form, checked with the routes’ schema', () => {
  it('finds nothing wrong in a filled form, and sends only the cadence field the frequency uses', () => {
    expect(scheduleErrors(101, filled())).toEqual({});
    expect(bodyOf(101, filled())).toMatchObject({
      site_id: 101,
      frequency: 'weekly',
      weekday: '1',
      day: null,
      time_zone: 'Europe/London',
      recipients: ['ann@client.example', 'bo@client.example'],
      subject: null,
    });
  });

  it('names a bad address, an unknown zone and a missing section at their fields', () => {
    const errors = scheduleErrors(
      101,
      filled({ recipients: 'ann@client', timeZone: 'Mars/Olympus', sections: [] }),
    );
    expect(errors).toEqual({
      recipients: SCHEDULE_MESSAGES.address('ann@client'),
      timeZone: SCHEDULE_MESSAGES.timeZone,
      sections: SCHEDULE_MESSAGES.sections,
    });
  });

  it('refuses no recipients and more than ten', () => {
    expect(scheduleErrors(101, filled({ recipients: ' ' })).recipients).toBe(SCHEDULE_MESSAGES.recipients);
    const eleven = Array.from({ length: 11 }, (_, i) => `p${i}@client.example`).join('\n');
    expect(scheduleErrors(101, filled({ recipients: eleven })).recipients).toBe(SCHEDULE_MESSAGES.recipients);
  });

  it('keeps the subject under its limit', () => {
    expect(scheduleErrors(101, filled({ subject: 'x'.repeat(201) })).subject).toBe(SCHEDULE_MESSAGES.subject);
  });
});
