import type { ReportSchedule } from '../../lib/local-schemas/report-schedules.ts';
import type { ActivityEvent } from '../activity/event.ts';
import type { JobScheduler } from '../jobs/scheduler.ts';
import type { Store } from '../store/interface.ts';
import { ReportsRepo, type DeliveryRow, type ScheduleRow } from './repo.ts';
import { ReportSender, type Deliver } from './sender.ts';
import { nextSlot } from './slots.ts';

/** Scheduled reports put together: the store, the sender on the shared job scheduler, the answers' shapes. */

export interface ReportsOptions {
  store: Store;
  deliver: Deliver;
  now?: () => Date;
  /** the server's one job scheduler: report sends become one of its sources */
  jobs?: JobScheduler;
  owner?: string;
  leaseMs?: number;
  /** where delivery outcomes go in the activity log (Activity.record) */
  record?: (e: ActivityEvent) => Promise<void>;
  log?: (line: string) => void;
}

export type Reports = ReturnType<typeof createReports>;

/** What a schedule says beyond its row: why it cannot be on or attach its PDF here. */
export interface ScheduleNotes {
  blocked: string | null;
  pdf_missing: string | null;
}

export function scheduleAnswer(row: ScheduleRow, now: Date, notes: ScheduleNotes): ReportSchedule {
  return {
    id: row.id,
    site_id: row.site_id,
    frequency: row.frequency,
    weekday: row.weekday,
    day: row.day,
    hour: row.hour,
    time_zone: row.time_zone,
    range_days: row.range_days,
    sections: row.sections,
    engine_id: row.engine_id,
    recipients: row.recipients,
    subject: row.subject,
    message: row.message,
    enabled: Boolean(row.enabled),
    created_at: row.created_at,
    next_at: row.enabled ? nextSlot(row, now).toISOString() : null,
    blocked: notes.blocked,
    pdf_missing: notes.pdf_missing,
    credits: 0,
  };
}

export const deliveryAnswer = (d: DeliveryRow) => ({
  at: d.sent_at ?? d.at,
  slot: d.slot,
  recipients: d.recipients,
  // a send under way shows as retrying until it has gone: it is not yet sent, nor failed
  outcome: d.state === 'sent' || d.state === 'failed' ? d.state : ('retrying' as const),
  error: d.error,
  size: d.size,
  attempts: d.attempts,
  outbox_id: d.outbox_id,
});

export function createReports(o: ReportsOptions) {
  const now = o.now ?? (() => new Date());
  const repo = new ReportsRepo(o.store, now);
  const sender = new ReportSender({
    repo,
    deliver: o.deliver,
    now,
    owner: o.owner,
    leaseMs: o.leaseMs,
    answer: (row) => scheduleAnswer(row, now(), { blocked: null, pdf_missing: null }),
    record: o.record,
    log: o.log,
  });
  o.jobs?.add(sender);
  return {
    repo,
    sender,
    now,
    /** Before the store closes: nothing new is claimed, and the sends under way end. */
    close: async () => {
      sender.stop();
      await sender.idle();
    },
  };
}
