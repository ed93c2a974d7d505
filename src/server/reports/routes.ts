import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { pathId, wholeParam } from '../../lib/local-schemas/params.ts';
import {
  scheduleChangeSchema,
  scheduleInputSchema,
  SCHEDULE_MESSAGES,
  type ReportSchedule,
} from '../../lib/local-schemas/report-schedules.ts';
import type { ActivityEvent } from '../activity/event.ts';
import { json } from '../http/answer.ts';
import type { AppEnv } from '../http/env.ts';
import { body, getOnly, notAllowed, query, refuse } from '../http/local-params.ts';
import { refusal } from '../http/refusal.ts';
import type { LocalNeeds } from '../people/local-needs.ts';
import { scheduleColumns, withChange, type ScheduleRow } from './repo.ts';
import { deliveryAnswer, scheduleAnswer, type Reports } from './service.ts';
import { nextSlot } from './slots.ts';

/** Who may call the routes below: writes need `write`; reads `read`, and a client is refused them in the routes. */
export const REPORT_SCHEDULE_NEEDS: LocalNeeds = {
  'GET /report-schedules': 'read',
  'POST /report-schedules': 'write',
  'POST /report-schedules/preview': 'write',
  'GET /report-schedules/:id': 'read',
  'PATCH /report-schedules/:id': 'write',
  'DELETE /report-schedules/:id': 'write',
  'POST /report-schedules/:id/send': 'write',
  'POST /report-schedules/:id/preview': 'write',
  'GET /report-schedules/:id/deliveries': 'read',
};

/** The email and PDF a schedule's send would make, composed without sending (mail/report-mail.ts). */
export interface Preview {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  pdf: Buffer | null;
  pdf_missing: string | null;
}
export type Compose = (
  schedule: ReportSchedule,
  when: { sendAt: Date; nextAt: Date | null; preview: true },
) => Promise<Preview>;

export interface ReportScheduleRoutesDeps {
  reports: Reports;
  compose: Compose;
  /** why the PDF cannot be made here (no Chromium), or null */
  pdfStatus: () => string | null | Promise<string | null>;
  /**
   * Why schedules cannot be switched on here, or null: with a real upstream and no SMTP_URL mail would only reach
   * the outbox, so none is sent.
   */
  blocked: () => string | null;
  record?: (e: ActivityEvent) => Promise<void>;
}

/** what a real upstream without SMTP says (the blocked reason the server gives) */
export const NO_SMTP = 'Set SMTP_URL and MAIL_FROM to send mail; without them the outbox keeps it.';

type Ctx = Context<AppEnv>;
const CHECK = 'Check the highlighted fields.';
const NONE = 'No such report schedule.';
const CLIENT =
  'A client account reads reports, not their schedules. An owner, an admin or an editor sets them.';

const siteQuery = z.lazy(() =>
  z.object({ site_id: wholeParam('site_id', { min: 1, max: Number.MAX_SAFE_INTEGER }).optional() }),
);

/**
 * `/api/local/report-schedules`: a site's scheduled reports. Create, list, read, change, delete; "Send now" (a send
 * through the same queue and retries as a slot's); the delivery log; the exact email and PDF before anything is
 * sent. A schedule costs 0 credits: a report reads only free data and the store.
 */
export function reportScheduleRoutes(deps: ReportScheduleRoutesDeps): Hono<AppEnv> {
  const { reports } = deps;
  const app = new Hono<AppEnv>();
  const notes = async () => ({ blocked: deps.blocked(), pdf_missing: await deps.pdfStatus() });
  const answer = async (row: ScheduleRow) => scheduleAnswer(row, reports.now(), await notes());
  const clientRefused = (c: Ctx) =>
    c.get('person')?.role === 'client' ? json(c, 403, { ...refusal(CLIENT), need: 'write' }) : undefined;
  const onRefused = (c: Ctx, blocked: string) => json(c, 409, { ...refusal(blocked, 'enabled'), blocked });
  const record = async (c: Ctx, action: string, row: ScheduleRow, detail: string) => {
    const person = c.get('person');
    await deps.record?.({
      person: person ? { id: person.id, email: person.email } : undefined,
      action,
      operation: `${c.req.method} ${new URL(c.req.url).pathname}`,
      site_id: row.site_id,
      credits: 0,
      outcome: 'ok',
      request_id: c.get('requestId') ?? null,
      detail,
    });
  };
  const preview = async (c: Ctx, schedule: ReportSchedule) => {
    const now = reports.now();
    const p = await deps.compose(schedule, { sendAt: now, nextAt: nextSlot(schedule, now), preview: true });
    return json(c, 200, { ...p, pdf: p.pdf ? p.pdf.toString('base64') : null });
  };

  app.get('/report-schedules', getOnly, query(siteQuery), async (c) => {
    const refused = clientRefused(c);
    if (refused) return refused;
    const rows = await reports.repo.list(c.req.valid('query').site_id);
    const n = await notes();
    return json(c, 200, { items: rows.map((r) => scheduleAnswer(r, reports.now(), n)) });
  });
  app.post('/report-schedules', body(scheduleInputSchema, { message: CHECK }), async (c) => {
    const input = c.req.valid('json');
    const blocked = deps.blocked();
    if (blocked && input.enabled !== false) return onRefused(c, blocked);
    const row = await reports.repo.create(input, c.get('person')?.id ?? null);
    await record(c, 'report-schedule.create', row, `schedule ${row.id}, ${row.frequency}`);
    return json(c, 201, await answer(row));
  });
  app.post('/report-schedules/preview', body(scheduleInputSchema, { message: CHECK }), async (c) => {
    const input = c.req.valid('json');
    const at = reports.now().toISOString();
    const draft: ScheduleRow = {
      id: 0,
      site_id: input.site_id,
      ...scheduleColumns(input),
      enabled: true,
      created_at: at,
      created_by: null,
      updated_at: at,
      enabled_at: at,
    };
    return preview(c, await answer(draft));
  });
  app.all('/report-schedules/preview', notAllowed);
  app.all('/report-schedules', notAllowed);

  const found = async (c: Ctx) => {
    const id = pathId(c.req.param('id') ?? '');
    return id === undefined ? undefined : reports.repo.get(id);
  };

  app.get('/report-schedules/:id', getOnly, async (c) => {
    const refused = clientRefused(c);
    if (refused) return refused;
    const row = await found(c);
    return row ? json(c, 200, await answer(row)) : json(c, 404, { message: NONE });
  });
  app.patch('/report-schedules/:id', body(scheduleChangeSchema, { message: CHECK }), async (c) => {
    const before = await found(c);
    if (!before) return json(c, 404, { message: NONE });
    const change = c.req.valid('json');
    const merged = withChange(before, change);
    // weekly needs its weekday and monthly its day, on the schedule as it would be after the change
    const errors: Record<string, string> = {};
    if (merged.frequency === 'weekly' && !merged.weekday) errors.weekday = SCHEDULE_MESSAGES.weekday;
    if (merged.frequency === 'monthly' && !merged.day) errors.day = SCHEDULE_MESSAGES.day;
    if (Object.keys(errors).length) return refuse(c, errors, CHECK);
    const blocked = deps.blocked();
    if (blocked && merged.enabled) return onRefused(c, blocked);
    const row = await reports.repo.update(before, change);
    if (!row) return json(c, 404, { message: NONE });
    const what = Object.keys(change).join(', ') || 'nothing';
    await record(c, 'report-schedule.change', row, `schedule ${row.id}: ${what}`);
    return json(c, 200, await answer(row));
  });
  app.delete('/report-schedules/:id', async (c) => {
    const row = await found(c);
    if (!row) return json(c, 404, { message: NONE });
    await reports.repo.remove(row.id);
    await record(c, 'report-schedule.delete', row, `schedule ${row.id}`);
    return c.body(null, 204);
  });
  app.all('/report-schedules/:id', notAllowed);

  app.post('/report-schedules/:id/send', async (c) => {
    const row = await found(c);
    if (!row) return json(c, 404, { message: NONE });
    const blocked = deps.blocked();
    if (blocked) return json(c, 409, { ...refusal(blocked), blocked });
    const delivery = await reports.sender.sendNow(row.id);
    if (!delivery) return json(c, 503, refusal('The server is stopping; send again in a moment.'));
    await record(c, 'report-schedule.send', row, `schedule ${row.id}, send now`);
    return json(c, 202, deliveryAnswer(delivery));
  });
  app.all('/report-schedules/:id/send', notAllowed);
  app.post('/report-schedules/:id/preview', async (c) => {
    const row = await found(c);
    return row ? preview(c, await answer(row)) : json(c, 404, { message: NONE });
  });
  app.all('/report-schedules/:id/preview', notAllowed);
  app.get('/report-schedules/:id/deliveries', getOnly, async (c) => {
    const refused = clientRefused(c);
    if (refused) return refused;
    const row = await found(c);
    if (!row) return json(c, 404, { message: NONE });
    return json(c, 200, { items: (await reports.repo.deliveries(row.id)).map(deliveryAnswer) });
  });
  app.all('/report-schedules/:id/deliveries', notAllowed);
  return app;
}
