import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlertWebhookBody } from '../../lib/local-schemas/alerts.ts';
import { SendError, sendTo, type Message } from './channels.ts';
import type { ChannelRow } from './repo.ts';
import { startReceiver, type TestReceiver } from './test-receiver.ts';
import { pointsAtUs } from './url-safety.ts';

const receivers: TestReceiver[] = [];
afterEach(async () => {
  for (const r of receivers.splice(0)) await r.close();
});
const receiver = async (statuses: number[] = []) => {
  const r = await startReceiver(statuses);
  receivers.push(r);
  return r;
};

const body: AlertWebhookBody = {
  rule: 3,
  metric: 'positions.left_top10',
  site_id: 101,
  subject: 'keyword:7',
  message: '"running shoes" left the top 10: 8 → 14',
  values: {
    before: { value: 8, at: '2026-11-19' },
    now: { value: 14, at: '2026-11-20' },
    threshold: 10,
    unit: '',
  },
  url: 'https://board.agency.test/sites/101/positions?keyword=running%20shoes',
  at: '2026-11-20T07:00:00.000Z',
};
const message: Message = { subject: 'Searchboard alert', body };
const channel = (kind: ChannelRow['kind'], url: string, secret: string | null = null): ChannelRow => ({
  id: 1,
  kind,
  name: null,
  url,
  address: null,
  secret,
  muted: false,
  created_at: '2026-11-20T00:00:00Z',
  created_by: null,
});
const mailer = { kind: 'outbox' as const, send: () => Promise.reject(new Error('no mail here')) };

describe('channels', () => {
  it('signs a webhook: HMAC-SHA256 of the exact body bytes with the secret, and a timestamp', async () => {
    const r = await receiver();
    const secret = 'a-secret-of-thirty-two-characters!';
    const before = Math.floor(Date.now() / 1000);
    const out = await sendTo(channel('webhook', r.url, secret), message, { mailer });
    expect(out.response).toBe('200');
    const [got] = r.received;
    expect(got?.headers['content-type']).toBe('application/json');
    const expected = createHmac('sha256', secret)
      .update(Buffer.from(got?.body ?? ''))
      .digest('hex');
    expect(got?.headers['x-searchboard-signature']).toBe(`sha256=${expected}`);
    const ts = Number(got?.headers['x-searchboard-timestamp']);
    expect(ts).toBeGreaterThanOrEqual(before);
    expect(ts).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(JSON.parse(got?.body ?? '')).toEqual(body);
    // the secret itself never travels
    expect(JSON.stringify(got?.headers)).not.toContain(secret);
  });

  it('gives Slack text and a section block with the message, both values and the link', async () => {
    const r = await receiver();
    await sendTo(channel('slack', r.url), message, { mailer });
    const got = JSON.parse(r.received[0]?.body ?? '') as { text: string; blocks: unknown[] };
    expect(got.text).toBe(body.message);
    expect(got.blocks).toHaveLength(1);
    expect(got.blocks[0]).toMatchObject({ type: 'section', text: { type: 'mrkdwn' } });
    const text = (got.blocks[0] as { text: { text: string } }).text.text;
    expect(text).toContain('before 8 (2026-11-19)');
    expect(text).toContain('now 14 (2026-11-20)');
    expect(text).toContain(`<${body.url}|`);
    expect(r.received[0]?.headers['x-searchboard-signature']).toBeUndefined();
  });

  it('sorts failures: 5xx and 429 are worth another try, other 4xx and redirects are not', async () => {
    const r = await receiver([500, 429, 404, 302]);
    const outcome = async () =>
      sendTo(channel('webhook', r.url, 's'), message, { mailer }).then(
        () => 'sent',
        (e: SendError) => `${e.transient ? 'transient' : 'permanent'} ${e.response}`,
      );
    expect([await outcome(), await outcome(), await outcome(), await outcome()]).toEqual([
      'transient 500',
      'transient 429',
      'permanent 404',
      'permanent 302',
    ]);
  });

  it('a receiver that is down is a transient failure', async () => {
    const r = await receiver();
    const url = r.url;
    await r.close();
    receivers.splice(0);
    await expect(sendTo(channel('webhook', url, 's'), message, { mailer })).rejects.toMatchObject({
      transient: true,
    });
  });

  it('mails through the mailer given', async () => {
    const sent: { to: string[]; subject: string; text: string; html: string }[] = [];
    const out = await sendTo({ ...channel('email', ''), url: null, address: 'team@agency.test' }, message, {
      mailer: {
        kind: 'outbox',
        send: async (m) => {
          sent.push(m);
          return { messageId: '9', outboxId: 9, size: 10 };
        },
      },
    });
    expect(out.response).toContain('outbox');
    expect(sent[0]).toMatchObject({ to: ['team@agency.test'], subject: 'Searchboard alert' });
    expect(sent[0]?.text).toContain('before 8 (2026-11-19), now 14 (2026-11-20)');
    expect(sent[0]?.html).toContain(`href="${body.url}"`);
  });
});

describe('a channel URL pointing at this server or the service', () => {
  const self = ['http://0.0.0.0:4173', 'https://board.agency.test'];
  const upstreams = ['https://api.service.test/v1', 'http://127.0.0.1:4010/project'];
  it.each([
    ['http://127.0.0.1:4173/api/local/alerts', true],
    ['http://localhost:4173/x', true],
    ['http://[::1]:4173/x', true],
    ['https://board.agency.test/hook', true],
    ['https://BOARD.agency.test:443/hook', true],
    ['https://api.service.test/v1/anything', true],
    ['http://127.0.0.1:4010/data', true],
    ['http://127.0.0.1:4999/hook', false],
    ['https://hooks.slack.test/services/T/B/X', false],
    ['http://board.agency.test:8080/hook', false],
  ])('%s → refused %s', (url, refused) => {
    expect(pointsAtUs(url, self, upstreams)).toBe(refused);
  });
});
