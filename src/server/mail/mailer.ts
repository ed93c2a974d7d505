import addressparser from 'nodemailer/lib/addressparser';
import type { Store } from '../store/interface.ts';
import { parseSmtpUrl } from './smtp-url.ts';
import { MailError, type Mail, type Mailer, type Sent } from './mail-types.ts';

/**
 * The one way mail leaves the server: over SMTP when SMTP_URL is set, else into the store's outbox, which the
 * dashboard shows (so a newcomer without a mail server still sees what would have been sent). Both compose the
 * message the same way, so the outbox's size is the size SMTP would have carried.
 */
export interface MailerOptions {
  /** `smtp://user:pass@host:port`, `smtps://` for TLS from the first byte; absent: the outbox */
  smtpUrl?: string;
  /** MAIL_FROM: `Name <address>` or a bare address */
  from: string;
  store: Store;
  now?: () => Date;
  /** how long SMTP may take to connect, greet and answer before the send counts as a transient failure */
  timeoutMs?: number;
}

interface Composed {
  raw: Buffer;
  messageId: string;
  from: string;
  envelope: { from: string; to: string[] };
}

/** MAIL_FROM's address, shown under the brand's name when the mail has one, else under MAIL_FROM's own. */
export function senderOf(mailFrom: string, name?: string): { name: string; address: string } {
  const [first] = addressparser(mailFrom, { flatten: true });
  const address = first?.address || mailFrom.trim();
  return { name: name?.trim() || first?.name || '', address };
}

const formatSender = (s: { name: string; address: string }) =>
  s.name ? `"${s.name.replace(/["\\]/g, '')}" <${s.address}>` : s.address;

/**
 * nodemailer's MIME builder and transport, loaded at the first message: most servers send no mail for hours, and
 * every start (a replica, a test's server) would otherwise pay for loading them.
 */
const mailComposer = () => import('nodemailer/lib/mail-composer').then((m) => m.default);
const nodemailerLib = () => import('nodemailer').then((m) => m.default);

async function compose(mail: Mail, mailFrom: string): Promise<Composed> {
  const sender = senderOf(mailFrom, mail.fromName);
  const MailComposer = await mailComposer();
  const node = new MailComposer({
    from: sender,
    to: mail.to,
    replyTo: mail.replyTo || undefined,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
    })),
  }).compile();
  const raw = await node.build();
  return {
    raw,
    messageId: node.messageId(),
    from: formatSender(sender),
    envelope: { from: sender.address, to: mail.to },
  };
}

interface SmtpFailure {
  message?: string;
  code?: string;
  responseCode?: number;
  permanent?: boolean;
  response?: string;
}

/**
 * An SMTP failure as a MailError: an answer of 5xx (a refused recipient, a refused message, refused credentials) is
 * permanent; a 4xx, a refused connection, a timeout or a dropped socket is worth another try. The password is
 * taken out of whatever the library or the server said.
 */
export function mailErrorOf(err: unknown, secret?: string): MailError {
  const e = (err && typeof err === 'object' ? err : {}) as SmtpFailure;
  let message = e.response || e.message || String(err);
  if (secret)
    for (const s of new Set([secret, encodeURIComponent(secret)])) message = message.split(s).join('***');
  const code = e.responseCode;
  const permanent = e.permanent ?? (code !== undefined && code >= 500 && code !== 503);
  const what = permanent ? 'The mail server refused the message' : 'The mail server could not be reached';
  return new MailError(`${what}: ${message}`, permanent);
}

function smtpMailer(smtpUrl: string, from: string, timeoutMs: number): Mailer {
  const target = parseSmtpUrl(smtpUrl);
  let transport: ReturnType<Awaited<ReturnType<typeof nodemailerLib>>['createTransport']> | undefined;
  const transportOf = async () =>
    (transport ??= (await nodemailerLib()).createTransport({
      ...target,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs * 2,
      // the library's own logger would print the AUTH exchange
      logger: false,
      debug: false,
    }));
  const secret = target.auth?.pass;
  return {
    kind: 'smtp',
    async send(mail) {
      const message = await compose(mail, from);
      let info: { rejected?: unknown[]; accepted?: unknown[] };
      try {
        info = await (await transportOf()).sendMail({ envelope: message.envelope, raw: message.raw });
      } catch (err) {
        throw mailErrorOf(err, secret);
      }
      const rejected = (info.rejected ?? []).map(String);
      // the others got it: sending again would mail them twice, so a refused address is recorded, not retried
      if (rejected.length)
        throw new MailError(
          `The mail server refused ${rejected.join(', ')}; the other recipients were sent the message.`,
          true,
        );
      return { messageId: message.messageId, outboxId: null, size: message.raw.length } satisfies Sent;
    },
    async close() {
      transport?.close();
    },
  };
}

function outboxMailer(store: Store, from: string, now: () => Date): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      const message = await compose(mail, from);
      const id = await store.transaction(async (q) => {
        const row = await q
          .insertInto('outbox')
          .values({
            at: now().toISOString(),
            from: message.from,
            recipients: mail.to,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            size: message.raw.length,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const files = mail.attachments ?? [];
        if (files.length)
          await q
            .insertInto('outbox_attachments')
            .values(
              files.map((a, n) => ({
                outbox_id: row.id,
                n,
                filename: a.filename,
                content_type: a.contentType,
                size: a.content.length,
                cid: a.cid ?? null,
                content: a.content.toString('base64'),
              })),
            )
            .execute();
        return row.id;
      });
      return { messageId: String(id), outboxId: id, size: message.raw.length } satisfies Sent;
    },
    async close() {},
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const smtpUrl = options.smtpUrl?.trim();
  return smtpUrl
    ? smtpMailer(smtpUrl, options.from, options.timeoutMs ?? 30_000)
    : outboxMailer(options.store, options.from, options.now ?? (() => new Date()));
}
