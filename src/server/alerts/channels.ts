import { createHmac } from 'node:crypto';
import type { AlertWebhookBody, Compared } from '../../lib/local-schemas/alerts.ts';
import { METRICS } from '../../lib/local-schemas/alerts.ts';
import { MailError, type Mailer } from '../mail/mail-types.ts';
import type { ChannelRow } from './repo.ts';

/**
 * Sending one message to one channel: a signed webhook, a Slack-compatible incoming webhook, or mail through the
 * server's one mailer (the outbox without SMTP). A receiver has 10 seconds; a redirect is not followed (the address
 * checked when the channel was made is the only one called). The outcome says whether trying again may help.
 */
export const SEND_TIMEOUT_MS = 10_000;

/** `transient`: a 429, a 5xx, a time-out or a network failure, worth another attempt later */
export class SendError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
    readonly response: string | null = null,
  ) {
    super(message);
    this.name = 'SendError';
  }
}

export interface SendOutcome {
  /** the receiver's HTTP status, or the mailer's note */
  response: string;
}

/** What goes out: one alert, a test, or a day's digest of several. */
export interface Message {
  subject: string;
  body: AlertWebhookBody;
  /** a digest's other alerts (webhooks get `{digest: [...]}`) */
  digest?: AlertWebhookBody[];
}

export const signatureOf = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

export function comparedText(c: Compared): string {
  const side = (s: { value: number | null; at: string }) =>
    `${s.value === null ? 'no data' : `${s.value}${c.unit ? ` ${c.unit}` : ''}`} (${s.at})`;
  const now = `now ${side(c.now)}`;
  return c.before ? `before ${side(c.before)}, ${now}` : now;
}

function lines(m: Message): AlertWebhookBody[] {
  return m.digest ?? [m.body];
}

export function slackBody(m: Message): { text: string; blocks: unknown[] } {
  const items = lines(m);
  const text = items.length > 1 ? `${m.subject}` : (items[0]?.message ?? m.subject);
  const blocks = items.map((b) => ({
    type: 'section',
    text: {
      type: 'mrkdwn',
      text: `*${escapeSlack(b.message)}*\n${escapeSlack(comparedText(b.values))}\n<${b.url}|Open in Searchboard>`,
    },
  }));
  if (items.length > 1)
    blocks.unshift({ type: 'section', text: { type: 'mrkdwn', text: `*${escapeSlack(m.subject)}*` } });
  return { text, blocks };
}

const escapeSlack = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeHtml = (s: string) => escapeSlack(s).replace(/"/g, '&quot;');

export function mailOf(m: Message, to: string) {
  const items = lines(m);
  const text = items
    .map((b) => `${b.message}\n${comparedText(b.values)}\n${METRICS[b.metric].label}\n${b.url}`)
    .join('\n\n');
  const html = items
    .map(
      (b) =>
        `<p><strong>${escapeHtml(b.message)}</strong><br>${escapeHtml(comparedText(b.values))}<br>` +
        `<a href="${escapeHtml(b.url)}">Open in Searchboard</a></p>`,
    )
    .join('\n');
  return { to: [to], subject: m.subject, text, html: `<!doctype html><html><body>${html}</body></html>` };
}

async function post(url: string, body: string, headers: Record<string, string>): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const why =
      (err as { name?: string }).name === 'TimeoutError'
        ? `no answer within ${SEND_TIMEOUT_MS / 1000} s`
        : (cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err)));
    throw new SendError(`Could not reach the receiver: ${why}.`, true);
  }
  // only the status is kept: a receiver's body could echo anything back
  await res.body?.cancel().catch(() => undefined);
  const status = String(res.status);
  if (res.status >= 200 && res.status < 300) return { response: status };
  if (res.status === 429 || res.status >= 500)
    throw new SendError(`The receiver answered ${res.status}.`, true, status);
  if (res.status >= 300 && res.status < 400)
    throw new SendError(`The receiver answered ${res.status} (a redirect, not followed).`, false, status);
  throw new SendError(`The receiver refused with ${res.status}.`, false, status);
}

export interface SendDeps {
  mailer: Pick<Mailer, 'send' | 'kind'>;
}

/** Sends `m` to `channel`; throws a `SendError` saying whether to try again. */
export async function sendTo(channel: ChannelRow, m: Message, deps: SendDeps): Promise<SendOutcome> {
  if (channel.kind === 'email') {
    if (!channel.address) throw new SendError('The channel has no address.', false);
    try {
      const sent = await deps.mailer.send(mailOf(m, channel.address));
      return {
        response:
          deps.mailer.kind === 'outbox'
            ? `kept in the outbox (${sent.messageId})`
            : `sent (${sent.messageId})`,
      };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      throw new SendError(message, !(err instanceof MailError && err.permanent));
    }
  }
  if (!channel.url) throw new SendError('The channel has no URL.', false);
  if (channel.kind === 'slack') return post(channel.url, JSON.stringify(slackBody(m)), {});
  const payload = m.digest ? { ...m.body, digest: m.digest } : m.body;
  const body = JSON.stringify(payload);
  return post(channel.url, body, {
    // the wall clock, whatever clock the store keeps: a receiver compares it with its own to refuse replays
    'x-searchboard-timestamp': String(Math.floor(Date.now() / 1000)),
    'x-searchboard-signature': signatureOf(channel.secret ?? '', body),
  });
}
