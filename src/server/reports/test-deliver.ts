import nodemailer from 'nodemailer';
import { MailError } from '../mail/mail-types.ts';
import type { Deliver } from './sender.ts';

/**
 * A report delivery for tests: a short mail over SMTP with nodemailer to the schedule's recipients, its subject
 * naming the schedule and slot, so a test counts what arrived per slot. A 5xx answer is a permanent refusal, any
 * other failure (the server down) one worth trying again, as the real delivery sorts them.
 */
export function smtpDeliver(url: () => string): Deliver {
  return async (schedule, { sendAt }) => {
    const transport = nodemailer.createTransport(url());
    try {
      const info = await transport.sendMail({
        from: 'reports@agency.test',
        to: schedule.recipients,
        subject: `schedule ${schedule.id} for ${sendAt.toISOString()}`,
        text: 'report',
      });
      return {
        recipients: schedule.recipients,
        size: 100,
        outboxId: null,
        messageId: String(info.messageId),
      };
    } catch (err) {
      const code = (err as { responseCode?: number }).responseCode;
      throw new MailError(
        err instanceof Error ? err.message : String(err),
        code !== undefined && code >= 500,
      );
    } finally {
      transport.close();
    }
  };
}
