import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../store/store.ts';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';
import { MailError, type Mail } from './mail-types.ts';
import { createMailer, mailErrorOf, senderOf } from './mailer.ts';
import { parseSmtpUrl } from './smtp-url.ts';
import { startTestSmtp, type TestSmtp } from './test-smtp.ts';

const PDF = Buffer.from('%PDF-1.4\n% a report\n%%EOF\n');
const mail = (more: Partial<Mail> = {}): Mail => ({
  to: ['ana@client.example', 'bo@client.example'],
  subject: 'Northwind report: 1–30 June 2025',
  html: '<p>Hello <b>there</b></p>',
  text: 'Hello there',
  fromName: 'Acme Agency',
  replyTo: 'hello@acme.example',
  attachments: [
    { filename: 'northwind-report-2025-06-30.pdf', contentType: 'application/pdf', content: PDF },
  ],
  ...more,
});

const servers: TestSmtp[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop();
});
async function smtp(options?: Parameters<typeof startTestSmtp>[0]) {
  const s = await startTestSmtp(options);
  servers.push(s);
  return s;
}

describe('the SMTP mailer', () => {
  it('sends one message to every recipient, From MAIL_FROM under the brand name, with Reply-To and the PDF', async () => {
    const server = await smtp({ user: 'mailer@acme.example', pass: 'p@ss:word/1' });
    const mailer = createMailer({
      smtpUrl: server.url,
      from: 'Searchboard <reports@acme.example>',
      store: openSqliteStore(':memory:'),
    });
    const sent = await mailer.send(mail());
    await mailer.close();

    expect(server.received).toHaveLength(1);
    const [got] = server.received;
    expect(got!.envelope.to).toEqual(['ana@client.example', 'bo@client.example']);
    expect(got!.envelope.from).toBe('reports@acme.example');
    const p = got!.parsed;
    expect(p.subject).toBe('Northwind report: 1–30 June 2025');
    expect(p.from?.value).toEqual([{ name: 'Acme Agency', address: 'reports@acme.example' }]);
    expect(p.replyTo?.value[0]?.address).toBe('hello@acme.example');
    expect(p.text?.trim()).toBe('Hello there');
    expect(p.html).toContain('<b>there</b>');
    expect(p.attachments).toHaveLength(1);
    expect(p.attachments[0]!.contentType).toBe('application/pdf');
    expect(p.attachments[0]!.filename).toBe('northwind-report-2025-06-30.pdf');
    expect(p.attachments[0]!.content.equals(PDF)).toBe(true);
    // the login carried the decoded password, and the answer reports the bytes as sent
    expect(server.logins).toEqual([{ user: 'mailer@acme.example', pass: 'p@ss:word/1' }]);
    expect(sent.outboxId).toBeNull();
    expect(sent.size).toBe(got!.raw.length);
    expect(p.messageId).toBe(sent.messageId);
  });

  it("keeps MAIL_FROM's own name when the mail names none", async () => {
    const server = await smtp();
    const mailer = createMailer({
      smtpUrl: server.url,
      from: 'Reports <r@acme.example>',
      store: openSqliteStore(':memory:'),
    });
    await mailer.send(mail({ fromName: undefined, replyTo: undefined }));
    expect(server.received[0]!.parsed.from?.value).toEqual([{ name: 'Reports', address: 'r@acme.example' }]);
    expect(server.received[0]!.parsed.replyTo).toBeUndefined();
  });

  it('a 550 refusal of the recipient is a permanent MailError', async () => {
    const server = await smtp({ refuse: ['ana@client.example', 'bo@client.example'] });
    const mailer = createMailer({
      smtpUrl: server.url,
      from: 'r@acme.example',
      store: openSqliteStore(':memory:'),
    });
    const err = await mailer.send(mail()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MailError);
    expect((err as MailError).permanent).toBe(true);
    expect((err as MailError).message).toMatch(/refused/);
    expect(server.received).toHaveLength(0);
  });

  it('one refused recipient among others: the others get it once, and the refusal is permanent', async () => {
    const server = await smtp({ refuse: ['bo@client.example'] });
    const mailer = createMailer({
      smtpUrl: server.url,
      from: 'r@acme.example',
      store: openSqliteStore(':memory:'),
    });
    const err = await mailer.send(mail()).catch((e: unknown) => e);
    expect((err as MailError).permanent).toBe(true);
    expect((err as MailError).message).toContain('bo@client.example');
    expect(server.received.map((r) => r.envelope.to)).toEqual([['ana@client.example']]);
  });

  it('a server that is down is a transient MailError', async () => {
    const gone = await startTestSmtp();
    await gone.stop();
    const mailer = createMailer({
      smtpUrl: gone.url,
      from: 'r@acme.example',
      store: openSqliteStore(':memory:'),
    });
    const err = await mailer.send(mail()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MailError);
    expect((err as MailError).permanent).toBe(false);
  });

  it('refused credentials are permanent and never repeat the password', async () => {
    const server = await smtp({ user: 'u@acme.example', pass: 'right' });
    const url = `smtp://u%40acme.example:wr0ng-Secret@127.0.0.1:${server.port}`;
    const mailer = createMailer({ smtpUrl: url, from: 'r@acme.example', store: openSqliteStore(':memory:') });
    const err = (await mailer.send(mail()).catch((e: unknown) => e)) as MailError;
    expect(err.permanent).toBe(true);
    expect(err.message).not.toContain('wr0ng-Secret');
  });
});

describe('SMTP failures as MailError', () => {
  it('4xx and connection faults are transient, 5xx permanent, and the password is scrubbed', () => {
    expect(mailErrorOf({ responseCode: 451, response: '451 try later' }).permanent).toBe(false);
    expect(mailErrorOf({ code: 'ETIMEDOUT', message: 'Greeting never received' }).permanent).toBe(false);
    expect(mailErrorOf({ code: 'ESOCKET', message: 'connect ECONNREFUSED' }).permanent).toBe(false);
    expect(mailErrorOf({ responseCode: 552, response: '552 too big' }).permanent).toBe(true);
    expect(mailErrorOf({ message: 'login s3cr3t failed' }, 's3cr3t').message).not.toContain('s3cr3t');
  });

  it('reads smtp:// and smtps:// addresses, decoding the login', () => {
    expect(parseSmtpUrl('smtp://a%40b.c:p%2Fw@mail.example:2525')).toEqual({
      host: 'mail.example',
      port: 2525,
      secure: false,
      auth: { user: 'a@b.c', pass: 'p/w' },
    });
    expect(parseSmtpUrl('smtps://mail.example')).toMatchObject({ port: 465, secure: true });
    expect(() => parseSmtpUrl('http://mail.example')).toThrow(/smtp:\/\//);
    expect(() => parseSmtpUrl('smtp://u:hunter2@')).toThrow(/not a valid address|no host/);
    try {
      parseSmtpUrl('smtp://u:hunter2@');
    } catch (e) {
      expect((e as Error).message).not.toContain('hunter2');
    }
  });

  it("shows MAIL_FROM's address under the brand's name", () => {
    expect(senderOf('Searchboard <r@acme.example>', 'Acme')).toEqual({
      name: 'Acme',
      address: 'r@acme.example',
    });
    expect(senderOf('r@acme.example')).toEqual({ name: '', address: 'r@acme.example' });
  });
});

describe.each(STORE_ENGINES)('the outbox mailer (%s)', (_name, open) => {
  const fresh = storePerTest(open);

  it('keeps the message, its attachments and the size SMTP would have carried', async () => {
    const store = await fresh();
    const at = new Date('2025-07-01T06:00:00Z');
    const mailer = createMailer({ from: 'Searchboard <r@acme.example>', store, now: () => at });
    expect(mailer.kind).toBe('outbox');
    const sent = await mailer.send(mail());
    expect(sent.outboxId).toBeGreaterThan(0);
    expect(sent.messageId).toBe(String(sent.outboxId));
    const row = await store.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      id: sent.outboxId,
      at: at.toISOString(),
      from: '"Acme Agency" <r@acme.example>',
      recipients: ['ana@client.example', 'bo@client.example'],
      subject: 'Northwind report: 1–30 June 2025',
      text: 'Hello there',
      size: sent.size,
    });
    // the composed message carries the PDF base64-encoded: far more bytes than the bodies alone
    expect(sent.size).toBeGreaterThan(PDF.length + row.html.length);
    const files = await store.db.selectFrom('outbox_attachments').selectAll().execute();
    expect(files).toEqual([
      {
        outbox_id: sent.outboxId,
        n: 0,
        filename: 'northwind-report-2025-06-30.pdf',
        content_type: 'application/pdf',
        size: PDF.length,
        cid: null,
        content: PDF.toString('base64'),
      },
    ]);
  });
});
