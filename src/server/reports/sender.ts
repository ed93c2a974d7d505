import type { ReportSchedule } from '../../lib/local-schemas/report-schedules.ts';
import type { ActivityEvent } from '../activity/event.ts';
import { LeaseSender } from '../jobs/lease-sender.ts';
import { MailError } from '../mail/mail-types.ts';
import type { DeliveryRow, ReportsRepo, ScheduleRow } from './repo.ts';
import { nextSlot, previousSlot } from './slots.ts';

/**
 * Report sends as a job source on the server's one scheduler (jobs/scheduler.ts). On each tick, for each schedule
 * that is on, the latest slot at or before now is claimed if it came at or after the schedule was switched on: one
 * insert on UNIQUE (schedule_id, slot), so of several replicas one sends it, and a slot is never mailed twice from
 * here. Retries whose time came and sends whose process died (lease lapsed) are taken over.
 *
 * What "exactly once" can promise: no two processes send one slot, and a send that failed is sent again until it
 * went or was given up. What it cannot: a process killed after the SMTP server accepted the message and before the
 * store recorded it leaves the send "sending"; once its lease lapses another process sends it again, so that mail
 * arrives twice. SMTP has no way to ask a server whether it took a message, so the choice is between that rare
 * second copy and a report silently lost; a second copy is the lesser fault.
 */

export interface DeliverWhen {
  /** the slot the report is for: its range ends on this date */
  sendAt: Date;
  /** the schedule's next slot, for how long the live link lasts */
  nextAt: Date | null;
}
export interface Delivered {
  recipients: string[];
  size: number;
  outboxId: number | null;
  messageId: string;
}
/** Composes and sends one report (mail/report-delivery.ts); a `MailError` says whether trying again may help. */
export type Deliver = (schedule: ReportSchedule, when: DeliverWhen) => Promise<Delivered>;

export const DELIVERY_LEASE_MS = 120_000;
/** how long after its slot a send is tried again before it is given up */
export const RETRY_WINDOW_MS = 24 * 3_600_000;
const MINUTE = 60_000;

/** 1, 2, 4 … minutes after the attempt that failed, at most an hour */
export const backoffMs = (attempts: number) => Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);

export interface SenderDeps {
  repo: ReportsRepo;
  deliver: Deliver;
  now: () => Date;
  /** this process's name on the sends it works */
  owner?: string;
  leaseMs?: number;
  /** the answer shape of a schedule row (routes.ts) */
  answer: (row: ScheduleRow) => ReportSchedule;
  record?: (e: ActivityEvent) => Promise<void>;
  log?: (line: string) => void;
}

/** when a slot (or a "Send now", `now:<ISO>`) was due */
export const slotTime = (slot: string) => new Date(slot.startsWith('now:') ? slot.slice(4) : slot);

export class ReportSender extends LeaseSender<DeliveryRow> {
  readonly name = 'reports';

  constructor(private readonly deps: SenderDeps) {
    super(deps.repo, deps, DELIVERY_LEASE_MS);
  }

  /** Claims every due slot and takes over what is due again. */
  protected async claim(): Promise<DeliveryRow[]> {
    const { repo } = this.deps;
    const claimed = await repo.takeOver(this.owner, this.leaseMs);
    const now = this.deps.now();
    for (const s of await repo.enabled()) {
      if (this.stopped) break;
      const slot = previousSlot(s, now);
      if (!s.enabled_at || slot.getTime() < Date.parse(s.enabled_at)) continue;
      const key = slot.toISOString();
      if (await repo.has(s.id, key)) continue;
      const row = await repo.claim(s.id, key, this.owner, this.leaseMs);
      if (row) claimed.push(row);
    }
    return claimed;
  }

  /** "Send now": a delivery of slot `now:<ISO>`, through the same attempts and retries; sent in the background. */
  async sendNow(scheduleId: number): Promise<DeliveryRow | undefined> {
    if (this.stopped) return undefined;
    const row = await this.deps.repo.claim(
      scheduleId,
      `now:${this.deps.now().toISOString()}`,
      this.owner,
      this.leaseMs,
    );
    return this.sendAside(row);
  }

  /** One attempt at a claimed send, its lease renewed while it goes; the outcome recorded if still this owner's. */
  protected async attempt(row: DeliveryRow): Promise<DeliveryRow | undefined> {
    const { repo } = this.deps;
    const schedule = await repo.get(row.schedule_id);
    if (!schedule)
      return repo.settle(row.id, this.owner, { state: 'failed', error: 'The schedule was deleted.' });
    const sendAt = slotTime(row.slot);
    const out = await this.underLease(row, async () => {
      try {
        const sent = await this.deps.deliver(this.deps.answer(schedule), {
          sendAt,
          nextAt: schedule.enabled ? nextSlot(schedule, this.deps.now()) : null,
        });
        return await repo.settle(row.id, this.owner, {
          state: 'sent',
          error: null,
          next_try_at: null,
          size: sent.size,
          outbox_id: sent.outboxId,
          recipients: sent.recipients,
          sent_at: this.deps.now().toISOString(),
        });
      } catch (err) {
        return repo.settle(row.id, this.owner, {
          ...this.failure(row, sendAt, err),
          recipients: schedule.recipients,
        });
      }
    });
    if (out && out.state !== 'retrying') await this.recordOutcome(schedule, out);
    return out;
  }

  private failure(row: DeliveryRow, sendAt: Date, err: unknown) {
    const message = err instanceof Error ? err.message : String(err);
    const permanent = err instanceof MailError && err.permanent;
    if (permanent)
      return {
        state: 'failed' as const,
        next_try_at: null,
        error: `Refused for good, not tried again: ${message}`,
      };
    const next = new Date(this.deps.now().getTime() + backoffMs(row.attempts));
    if (next.getTime() > sendAt.getTime() + RETRY_WINDOW_MS)
      return {
        state: 'failed' as const,
        next_try_at: null,
        error: `Given up after ${row.attempts} attempts over 24 hours: ${message}`,
      };
    return { state: 'retrying' as const, next_try_at: next.toISOString(), error: message };
  }

  private async recordOutcome(schedule: ScheduleRow, d: DeliveryRow): Promise<void> {
    try {
      await this.deps.record?.({
        person: undefined,
        action: d.state === 'sent' ? 'report.sent' : 'report.failed',
        operation: `report schedule ${schedule.id}`,
        site_id: schedule.site_id,
        credits: 0,
        outcome: d.state === 'sent' ? 'ok' : 'failed',
        detail:
          d.state === 'sent'
            ? `to ${d.recipients.join(', ')} (${d.slot})`
            : `${d.error ?? 'failed'} (${d.slot})`,
      });
    } catch (err) {
      this.deps.log?.(`[reports] activity not recorded: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
