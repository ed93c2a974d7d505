import type { Brand } from '../../lib/brand.ts';
import { addDays, DAY_MS, isoDay } from '../../lib/dates.ts';
import type { ReportSchedule } from '../../lib/local-schemas/report-schedules.ts';
import { SHARE_SECTIONS } from '../../lib/share-rules.ts';
import type { ReportView } from '../../lib/share-view.ts';
import type { Shares } from '../share/share.ts';
import type { Mail, Mailer, Sent } from './mail-types.ts';
import type { PdfFigure, PdfRenderer } from './pdf.ts';
import { composeReportMail } from './report-mail.ts';

/**
 * One scheduled report, made and sent: a rolling share link of the schedule's view (the live report), the PDF of
 * that link's print view, and one message to every recipient with the PDF attached. The scheduler calls `deliver`
 * for a due slot; "Preview" calls `compose` and shows the mail without sending it.
 */
export interface ReportMailDeps {
  shares: Shares;
  mailer: Mailer;
  pdf: PdfRenderer;
  brand: () => Promise<Brand | null>;
  siteName: (siteId: number) => Promise<string>;
  /** where a client's browser reaches the server (PUBLIC_URL, else the listening address), no trailing slash */
  publicUrl: () => string;
  /** where the server reaches its own pages to print them (its listening address); absent: `publicUrl` */
  renderUrl?: () => string;
  now: () => Date;
}

export interface ReportSlot {
  sendAt: Date;
  /** the schedule's next send after this one; null when none is planned */
  nextAt: Date | null;
  /** a preview: its link lasts one day */
  preview?: boolean;
}

export interface ComposedReport {
  mail: Mail;
  /** why the PDF is not attached (no Chromium, or the page failed to print); null when it is */
  pdfMissing: string | null;
  shareUrl: string;
}

export interface ReportMail {
  compose(schedule: ReportSchedule, at: ReportSlot): Promise<ComposedReport>;
  deliver(
    schedule: ReportSchedule,
    at: ReportSlot,
  ): Promise<Sent & { recipients: string[]; pdfMissing: string | null }>;
}

/** A link outlives the next send by this much, so last week's mail still opens until this week's has come. */
const LINK_GRACE_DAYS = 7;

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "1–30 June 2025", "25 May – 23 June 2025", "29 December 2024 – 4 January 2025" */
export function periodLabel(from: string, to: string): string {
  const [a, b] = [new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`)];
  if (from === to) return DAY_FORMAT.format(a);
  const parts = (d: Date) => Object.fromEntries(DAY_FORMAT.formatToParts(d).map((p) => [p.type, p.value]));
  const [pa, pb] = [parts(a), parts(b)];
  if (pa.year !== pb.year) return `${DAY_FORMAT.format(a)} – ${DAY_FORMAT.format(b)}`;
  if (pa.month !== pb.month) return `${pa.day} ${pa.month} – ${DAY_FORMAT.format(b)}`;
  return `${pa.day}–${pb.day} ${pb.month} ${pb.year}`;
}

const fileSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60) || 'site';

export function makeReportMail(deps: ReportMailDeps): ReportMail {
  async function compose(schedule: ReportSchedule, at: ReportSlot): Promise<ComposedReport> {
    const [brand, siteName] = await Promise.all([deps.brand(), deps.siteName(schedule.site_id)]);
    const to = isoDay(at.sendAt);
    const from = addDays(to, -(schedule.range_days - 1));
    const label = periodLabel(from, to);
    const view: ReportView & { rolling: number } = {
      from,
      to,
      sections: schedule.sections?.length ? schedule.sections : [...SHARE_SECTIONS],
      engine: schedule.engine_id,
      rolling: schedule.range_days,
    };
    const now = deps.now().getTime();
    const until = at.nextAt ? at.nextAt.getTime() : Math.max(now, at.sendAt.getTime());
    const days = at.preview ? 1 : Math.max(1, Math.ceil((until - now) / DAY_MS)) + LINK_GRACE_DAYS;
    const share = await deps.shares.create(
      schedule.site_id,
      days,
      at.preview ? `Report preview (schedule ${schedule.id})` : `Scheduled report (schedule ${schedule.id})`,
      view,
    );
    if (!share.url) throw new Error('The report link could not be made.');
    const shareUrl = `${deps.publicUrl().replace(/\/+$/, '')}${share.url}`;
    // PUBLIC_URL may name an address only the outside reaches (a load balancer): the server prints its own page
    const printUrl = `${(deps.renderUrl ?? deps.publicUrl)().replace(/\/+$/, '')}${share.url}?print=1`;

    let pdfMissing: string | null = null;
    let figures: PdfFigure[] = [];
    let pdf: Buffer | null = null;
    const status = deps.pdf.status();
    if (!status.ok) pdfMissing = `${status.reason} ${status.fix}`;
    else
      try {
        const rendered = await deps.pdf.render({
          url: printUrl,
          siteName,
          period: label,
          brand: brand?.name,
        });
        pdf = rendered.pdf;
        figures = rendered.figures;
      } catch (err) {
        pdfMissing = `The PDF could not be made: ${(err as Error).message}`;
      }

    const composed = composeReportMail({
      brand,
      siteName,
      period: { from, to, label },
      figures,
      liveUrl: shareUrl,
      message: schedule.message,
      subject: schedule.subject,
      pdfAttached: pdf !== null,
    });
    const mail: Mail = {
      ...composed,
      to: [...schedule.recipients],
      attachments: [
        ...(composed.attachments ?? []),
        ...(pdf
          ? [
              {
                filename: `${fileSlug(siteName)}-report-${to}.pdf`,
                contentType: 'application/pdf',
                content: pdf,
              },
            ]
          : []),
      ],
    };
    return { mail, pdfMissing, shareUrl };
  }

  return {
    compose,
    async deliver(schedule, at) {
      const { mail, pdfMissing } = await compose(schedule, at);
      const sent = await deps.mailer.send(mail);
      return { ...sent, recipients: mail.to, pdfMissing };
    },
  };
}
