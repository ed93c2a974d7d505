import { randomUUID } from 'node:crypto';
import type { AlertMetric, AlertWebhookBody } from '../../lib/local-schemas/alerts.ts';
import type { ActivityEvent } from '../activity/event.ts';
import { LeaseSender } from '../jobs/lease-sender.ts';
import type { Mailer } from '../mail/mail-types.ts';
import { SendError, sendTo, type Message } from './channels.ts';
import { plainSubject, type AlertRow, type AlertsRepo, type ChannelRow, type DeliveryRow } from './repo.ts';

/**
 * Alert deliveries as a job source on the server's one scheduler. Each tick takes what is due (new deliveries,
 * retries whose time came, sends whose process died) with one conditional update each, so of several replicas one
 * sends a delivery. Once a day at the check hour one replica claims `digest:<day>` and sends each channel one
 * message gathering its digest deliveries made before that day.
 *
 * As with report mail, a process killed after a receiver took a message and before the store recorded it leaves the
 * delivery "sending"; once its lease lapses it is sent again. A receiver can tell the copy by its body (the same
 * alert and time): a rare second copy is the lesser fault against an alert silently lost.
 */
export const DELIVERY_LEASE_MS = 60_000;
export const MAX_ATTEMPTS = 6;
const MINUTE = 60_000;
/** the wait after the 1st, 2nd … failed attempt */
export const BACKOFF_MS = [1, 5, 30, 120, 120].map((m) => m * MINUTE);
export const backoffMs = (attempts: number) =>
  BACKOFF_MS[Math.min(Math.max(attempts, 1), BACKOFF_MS.length) - 1] ?? 120 * MINUTE;

export interface SenderDeps {
  repo: AlertsRepo;
  mailer: Pick<Mailer, 'send' | 'kind'>;
  now: () => Date;
  /** where the dashboard is reached, for the absolute links in messages */
  publicUrl: () => string;
  /** the UTC hour the day's digest goes out */
  checkHour: number;
  owner?: string;
  leaseMs?: number;
  record?: (e: ActivityEvent) => Promise<void>;
  log?: (line: string) => void;
}

export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export class AlertSender extends LeaseSender<DeliveryRow> {
  readonly name = 'alert-deliveries';
  private digestDay: string | undefined;

  constructor(private readonly deps: SenderDeps) {
    super(deps.repo, deps, DELIVERY_LEASE_MS);
  }

  /** Takes what is due, and the day's digest at its hour. */
  protected async claim(): Promise<DeliveryRow[]> {
    return [...(await this.digest()), ...(await this.deps.repo.takeDue(this.owner, this.leaseMs))];
  }

  private async digest(): Promise<DeliveryRow[]> {
    const now = this.deps.now();
    const day = dayOf(now);
    if (now.getUTCHours() < this.deps.checkHour || this.digestDay === day) return [];
    this.digestDay = day;
    const job = `digest:${day}`;
    if (!(await this.deps.repo.claimCheck(job, this.owner))) return [];
    const before = `${day}T00:00:00.000Z`;
    const out: DeliveryRow[] = [];
    for (const channelId of await this.deps.repo.digestChannels(before)) {
      if ((await this.deps.repo.bundleDigest(channelId, job, before)) === 0) continue;
      const row = await this.deps.repo.claimNew(
        { channel_id: channelId, alert_id: null, job },
        this.owner,
        this.leaseMs,
      );
      if (row) out.push(row);
    }
    return out;
  }

  /** A channel's "Send test": a delivery made, claimed and sent at once, retried like any other. */
  async sendTest(channelId: number): Promise<DeliveryRow | undefined> {
    if (this.stopped) return undefined;
    const row = await this.deps.repo.claimNew(
      { channel_id: channelId, alert_id: null, job: `test:${this.deps.now().toISOString()}:${randomUUID()}` },
      this.owner,
      this.leaseMs,
    );
    return this.sendAside(row);
  }

  private link(path: string): string {
    return `${this.deps.publicUrl().replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  }

  bodyOf(a: AlertRow): AlertWebhookBody {
    return {
      rule: a.rule_id,
      metric: a.metric as AlertMetric,
      site_id: a.site_id,
      subject: plainSubject(a.subject),
      message: a.message,
      values: a.compared as AlertWebhookBody['values'],
      url: this.link(a.url),
      at: a.at,
    };
  }

  private async messageOf(row: DeliveryRow): Promise<Message | string> {
    const { repo } = this.deps;
    if (row.job.startsWith('digest:')) {
      const alerts = await repo.digestAlerts(row.channel_id, row.job);
      const first = alerts[0];
      if (!first) return 'Nothing left to send in this digest.';
      const day = row.job.slice('digest:'.length);
      return {
        subject: `Searchboard: ${alerts.length} alert${alerts.length === 1 ? '' : 's'} before ${day}`,
        body: this.bodyOf(first),
        digest: alerts.map((a) => this.bodyOf(a)),
      };
    }
    if (row.alert_id !== null) {
      const a = await repo.alert(row.alert_id);
      if (!a) return 'The alert was deleted.';
      const body = this.bodyOf(a);
      return { subject: `Searchboard alert: ${a.message}`.slice(0, 200), body };
    }
    const at = this.deps.now().toISOString();
    return {
      subject: 'Searchboard: a test of this channel',
      body: {
        rule: 0,
        metric: 'positions.fall',
        site_id: null,
        subject: 'test',
        message: 'A test message from Searchboard: alerts will reach this channel.',
        values: { before: null, now: { value: null, at }, threshold: 0, unit: '' },
        url: this.link('/alerts'),
        at,
        test: true,
      },
    };
  }

  /** One attempt at a claimed delivery, its lease renewed meanwhile; the outcome recorded if still this owner's. */
  protected async attempt(row: DeliveryRow): Promise<DeliveryRow | undefined> {
    const { repo } = this.deps;
    const channel = await repo.channel(row.channel_id);
    const message = channel ? await this.messageOf(row) : 'The channel was deleted.';
    if (!channel || typeof message === 'string') {
      const out = await repo.settle(row.id, this.owner, { state: 'failed', error: message as string });
      if (out && row.job.startsWith('digest:')) await repo.settleDigest(row.channel_id, row.job, out);
      return out;
    }
    const out = await this.underLease(row, async () => {
      try {
        const sent = await sendTo(channel, message, { mailer: this.deps.mailer });
        return await repo.settle(row.id, this.owner, {
          state: 'sent',
          response: sent.response,
          error: null,
          next_try_at: null,
          sent_at: this.deps.now().toISOString(),
        });
      } catch (err) {
        return repo.settle(row.id, this.owner, this.failure(row, err));
      }
    });
    if (out && out.state !== 'retrying') {
      if (row.job.startsWith('digest:')) await repo.settleDigest(row.channel_id, row.job, out);
      await this.recordOutcome(channel, out);
    }
    return out;
  }

  private failure(row: DeliveryRow, err: unknown) {
    const e = err instanceof SendError ? err : new SendError(String(err), true);
    const response = e.response;
    if (!e.transient)
      return {
        state: 'failed' as const,
        next_try_at: null,
        response,
        error: `Not tried again: ${e.message}`,
      };
    if (row.attempts >= MAX_ATTEMPTS)
      return {
        state: 'failed' as const,
        next_try_at: null,
        response,
        error: `Given up after ${row.attempts} attempts: ${e.message}`,
      };
    const next = new Date(this.deps.now().getTime() + backoffMs(row.attempts));
    return { state: 'retrying' as const, next_try_at: next.toISOString(), response, error: e.message };
  }

  private async recordOutcome(channel: ChannelRow, d: DeliveryRow): Promise<void> {
    try {
      await this.deps.record?.({
        person: undefined,
        action: d.state === 'sent' ? 'alert.sent' : 'alert.failed',
        operation: `alert channel ${channel.id}`,
        credits: 0,
        outcome: d.state === 'sent' ? 'ok' : 'failed',
        detail: `${channel.kind} channel ${channel.id}${channel.name ? ` "${channel.name}"` : ''}: ${
          d.state === 'sent' ? (d.response ?? 'sent') : (d.error ?? 'failed')
        } (${d.job.replace(/:[0-9a-f-]{36}$/, '')})`,
      });
    } catch (err) {
      this.deps.log?.(`[alerts] activity not recorded: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
