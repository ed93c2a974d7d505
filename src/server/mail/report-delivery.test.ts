import { afterEach, describe, expect, it } from 'vitest';
import type { Brand } from '../../lib/brand.ts';
import type { ReportSchedule } from '../../lib/local-schemas/report-schedules.ts';
import { Shares } from '../share/share.ts';
import { readShareView } from '../share/share-view.ts';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';
import { MailError } from './mail-types.ts';
import { createMailer } from './mailer.ts';
import type { PdfRenderer, PdfStatus } from './pdf.ts';
import { makeReportMail, periodLabel } from './report-delivery.ts';
import { startTestSmtp, type TestSmtp } from './test-smtp.ts';

const PDF = Buffer.from('%PDF-1.7\n% Northwind Outdoor report\n%%EOF\n');
const BRAND: Brand = {
  name: 'Acme SEO',
  accent: '#1f6feb',
  logo: null,
  reply_to: 'hello@acme.example',
  footer: null,
};
const NOW = new Date('2025-06-30T07:00:00Z');

const schedule = (more: Partial<ReportSchedule> = {}): ReportSchedule => ({
  id: 7,
  site_id: 101,
  frequency: 'weekly',
  weekday: 1,
  day: null,
  hour: 7,
  time_zone: 'Europe/London',
  range_days: 30,
  sections: ['ai', 'positions'],
  engine_id: 301,
  recipients: ['sam@northwind.example', 'kim@northwind.example'],
  subject: null,
  message: 'Hi Sam,\n\nHere is the month.',
  enabled: true,
  created_at: '2025-06-01T00:00:00.000Z',
  next_at: '2025-07-07T06:00:00.000Z',
  blocked: null,
  pdf_missing: null,
  credits: 0,
  ...more,
});

/** A renderer that prints nothing: it records what it was asked and answers a fixed PDF and figures. */
function fakePdf(status: PdfStatus = { ok: true }, fail?: string) {
  const asked: { url: string; siteName: string; period: string; brand?: string | null }[] = [];
  const pdf: PdfRenderer = {
    status: () => status,
    async render(input) {
      asked.push(input);
      if (fail) throw new Error(fail);
      return {
        pdf: PDF,
        pages: 2,
        figures: [{ label: 'AI visibility', value: '42%', change: '+4 pp vs the previous 30 days' }],
      };
    },
    close: async () => {},
  };
  return { pdf, asked };
}

const servers: TestSmtp[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop();
});

describe('the period in words', () => {
  it('names a month, a span across months and across years', () => {
    expect(periodLabel('2025-06-01', '2025-06-30')).toBe('1–30 June 2025');
    expect(periodLabel('2025-05-25', '2025-06-23')).toBe('25 May – 23 June 2025');
    expect(periodLabel('2024-12-29', '2025-01-04')).toBe('29 December 2024 – 4 January 2025');
  });
});

describe.each(STORE_ENGINES)('a scheduled report (%s)', (_name, open) => {
  const fresh = storePerTest(open);

  async function setup(
    options: { status?: PdfStatus; fail?: string; smtp?: boolean; brand?: Brand | null } = {},
  ) {
    const store = await fresh();
    const shares = new Shares(store, Buffer.alloc(32, 7), () => NOW);
    let server: TestSmtp | undefined;
    if (options.smtp !== false) {
      server = await startTestSmtp();
      servers.push(server);
    }
    const mailer = createMailer({ smtpUrl: server?.url, from: 'Reports <reports@acme.example>', store });
    const fake = fakePdf(options.status, options.fail);
    const reports = makeReportMail({
      shares,
      mailer,
      pdf: fake.pdf,
      brand: async () => (options.brand === undefined ? BRAND : options.brand),
      siteName: async () => 'Northwind Outdoor',
      publicUrl: () => 'https://sb.acme.example/',
      now: () => NOW,
    });
    return { store, shares, server, reports, asked: fake.asked };
  }

  it('mails every recipient once, with the PDF of the rolling link and a button to it', async () => {
    const { server, reports, asked, shares, store } = await setup();
    const slot = { sendAt: NOW, nextAt: new Date('2025-07-07T06:00:00Z') };
    const sent = await reports.deliver(schedule(), slot);
    expect(sent.recipients).toEqual(['sam@northwind.example', 'kim@northwind.example']);
    expect(sent.pdfMissing).toBeNull();

    expect(server!.received).toHaveLength(1);
    const { envelope, parsed } = server!.received[0]!;
    expect(envelope.to).toEqual(['sam@northwind.example', 'kim@northwind.example']);
    expect(parsed.subject).toBe('Northwind Outdoor report: 1–30 June 2025');
    expect(parsed.from?.value).toEqual([{ name: 'Acme SEO', address: 'reports@acme.example' }]);
    expect(parsed.replyTo?.value[0]?.address).toBe('hello@acme.example');
    const pdf = parsed.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe('northwind-outdoor-report-2025-06-30.pdf');
    expect(pdf?.content.equals(PDF)).toBe(true);
    expect(parsed.text).toContain('AI visibility: 42% (+4 pp vs the previous 30 days)');

    // the link: a rolling view of the schedule's sections and engine, until a week after the next send
    const [link] = await shares.list(101);
    const stored = await store.db.selectFrom('shares').select('view').executeTakeFirstOrThrow();
    expect(readShareView(stored.view, NOW)).toEqual({
      from: '2025-06-01',
      to: '2025-06-30',
      sections: ['ai', 'positions'],
      engine: 301,
      rolling: 30,
    });
    // whole days from now: at least a week past the next send (7 July, 06:00), less than a day more
    expect(link!.expires_at).toBe('2025-07-14T07:00:00.000Z');
    const url = `https://sb.acme.example${link!.url}`;
    expect(parsed.html).toContain(`href="${url}"`);
    expect(parsed.text).toContain(`Open the live report: ${url}`);
    expect(asked).toEqual([
      { url: `${url}?print=1`, siteName: 'Northwind Outdoor', period: '1–30 June 2025', brand: 'Acme SEO' },
    ]);
  });

  it('a preview composes the same mail without sending, its link lasting one day', async () => {
    const { server, reports, shares } = await setup();
    const { mail, shareUrl, pdfMissing } = await reports.compose(
      schedule({ subject: 'June for Northwind' }),
      {
        sendAt: NOW,
        nextAt: new Date('2025-07-07T06:00:00Z'),
        preview: true,
      },
    );
    expect(server!.received).toHaveLength(0);
    expect(pdfMissing).toBeNull();
    expect(mail.subject).toBe('June for Northwind');
    expect(mail.to).toEqual(['sam@northwind.example', 'kim@northwind.example']);
    expect(mail.attachments?.map((a) => a.contentType)).toEqual(['application/pdf']);
    const [link] = await shares.list(101);
    expect(link!.expires_at).toBe('2025-07-01T07:00:00.000Z');
    expect(shareUrl).toBe(`https://sb.acme.example${link!.url}`);
  });

  it('without Chromium the mail goes without its PDF and says why', async () => {
    const { server, reports, asked } = await setup({
      status: {
        ok: false,
        reason: 'No Chromium at /usr/bin/chromium.',
        fix: 'Install it (`apt install chromium`).',
      },
      brand: null,
    });
    const sent = await reports.deliver(schedule(), { sendAt: NOW, nextAt: null });
    expect(sent.pdfMissing).toMatch(/No Chromium at \/usr\/bin\/chromium.*apt install chromium/);
    expect(asked).toHaveLength(0);
    const { parsed } = server!.received[0]!;
    expect(parsed.attachments).toHaveLength(0);
    expect(parsed.text).not.toContain('PDF');
  });

  it('a page that fails to print: the mail still goes, saying why in pdfMissing', async () => {
    const { server, reports } = await setup({ fail: 'The report page did not finish drawing within 60 s' });
    const sent = await reports.deliver(schedule(), { sendAt: NOW, nextAt: null });
    expect(sent.pdfMissing).toMatch(/could not be made: The report page did not finish drawing/);
    expect(server!.received).toHaveLength(1);
  });

  it('an SMTP refusal reaches the caller as a permanent MailError', async () => {
    const store = await fresh();
    const server = await startTestSmtp({ refuse: ['sam@northwind.example', 'kim@northwind.example'] });
    servers.push(server);
    const reports = makeReportMail({
      shares: new Shares(store, Buffer.alloc(32, 7), () => NOW),
      mailer: createMailer({ smtpUrl: server.url, from: 'r@acme.example', store }),
      pdf: fakePdf().pdf,
      brand: async () => null,
      siteName: async () => 'Northwind Outdoor',
      publicUrl: () => 'http://127.0.0.1:4173',
      now: () => NOW,
    });
    const err = await reports.deliver(schedule(), { sendAt: NOW, nextAt: null }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MailError);
    expect((err as MailError).permanent).toBe(true);
  });

  it('with no SMTP server the report lands in the outbox', async () => {
    const { store, reports } = await setup({ smtp: false });
    const sent = await reports.deliver(schedule(), { sendAt: NOW, nextAt: null });
    expect(sent.outboxId).toBeGreaterThan(0);
    const files = await store.db
      .selectFrom('outbox_attachments')
      .select(['filename', 'content_type'])
      .execute();
    expect(files).toEqual([
      { filename: 'northwind-outdoor-report-2025-06-30.pdf', content_type: 'application/pdf' },
    ]);
  });
});
