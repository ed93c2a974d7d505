import type { Brand } from '../../lib/brand.ts';
import type { Mail, MailAttachment } from './mail-types.ts';
import type { PdfFigure } from './pdf.ts';

/**
 * The report's email, composed from what the PDF's page showed: the headline figures with their change and period,
 * a button to the live view, the agency's brand. Mail clients strip `<style>`, scripts and most CSS, so the body is
 * tables with inline styles only, and every value is escaped. Once the brand has a name, nothing says Searchboard.
 */
export interface ReportMailInput {
  brand: Brand | null;
  siteName: string;
  period: { from: string; to: string; label: string };
  figures: PdfFigure[];
  liveUrl: string;
  /** the schedule's opening message; blank lines part paragraphs */
  message: string | null;
  subject?: string | null;
  /** false: the mail goes without its PDF, and does not say one is attached */
  pdfAttached?: boolean;
}

const PRODUCT = 'Searchboard';
const DEFAULT_ACCENT = '#1f6feb';
export const LOGO_CID = 'brand-logo@report';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

const accentOf = (brand: Brand | null) =>
  brand && /^#[0-9a-f]{6}$/i.test(brand.accent) ? brand.accent.toLowerCase() : DEFAULT_ACCENT;

/** Dark text on a light accent, white on a dark one (WCAG relative luminance). */
function inkOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4 ? '#111111' : '#ffffff';
}

/**
 * The logo as an inline attachment the body shows by `cid:` (Gmail blocks images given as data URLs). Only PNG and
 * JPEG: Gmail and Outlook show no SVG at all, so an SVG logo is left out of the mail rather than shown broken.
 */
function logoOf(brand: Brand | null): MailAttachment | null {
  const m = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/=]+)$/.exec(brand?.logo ?? '');
  if (!m) return null;
  return {
    filename: m[1] === 'image/png' ? 'logo.png' : 'logo.jpg',
    contentType: m[1]!,
    content: Buffer.from(m[2]!, 'base64'),
    cid: LOGO_CID,
  };
}

const paragraphs = (message: string | null) =>
  (message ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const FONT = 'font-family:Arial,Helvetica,sans-serif;';

export function composeReportMail(input: ReportMailInput): Mail {
  const { brand, siteName, period, figures, liveUrl } = input;
  const name = brand?.name.trim() || null;
  const sender = name ?? PRODUCT;
  const accent = accentOf(brand);
  const ink = inkOn(accent);
  const logo = logoOf(brand);
  const footer = brand?.footer?.trim() || `Sent by ${sender}`;
  const subject = input.subject?.trim() || `${siteName} report: ${period.label}`;
  const opening = paragraphs(input.message);
  const shown = figures.filter((f) => f.label.trim() && f.value.trim());
  const attached = input.pdfAttached ?? true;
  const live = `The live report shows the latest ${rangeWords(period)}.`;
  const note = attached ? `The full report is attached as a PDF. ${live}` : live;

  const figureRows = shown
    .map(
      (f) =>
        `<tr><td style="${FONT}padding:10px 0;border-bottom:1px solid #e5e7eb;font-size:14px;color:#374151">${esc(f.label)}</td>` +
        `<td align="right" style="${FONT}padding:10px 0;border-bottom:1px solid #e5e7eb;text-align:right">` +
        `<div style="font-size:20px;font-weight:bold;color:#111827">${esc(f.value)}</div>` +
        (f.change.trim() ? `<div style="font-size:12px;color:#6b7280">${esc(f.change)}</div>` : '') +
        `</td></tr>`,
    )
    .join('');

  const html =
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${esc(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f4f6">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6">` +
    `<tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;border-top:4px solid ${accent}">` +
    `<tr><td style="${FONT}padding:24px 24px 8px">` +
    (logo
      ? `<img src="cid:${LOGO_CID}" alt="${esc(sender)}" height="40" style="display:block;height:40px;max-width:200px;border:0">`
      : `<div style="font-size:16px;font-weight:bold;color:${accent}">${esc(sender)}</div>`) +
    `</td></tr>` +
    `<tr><td style="${FONT}padding:8px 24px 0">` +
    `<h1 style="margin:0;font-size:22px;line-height:1.3;color:#111827">${esc(siteName)}</h1>` +
    `<p style="margin:4px 0 0;font-size:14px;color:#6b7280">${esc(period.label)}</p>` +
    `</td></tr>` +
    (opening.length
      ? `<tr><td style="${FONT}padding:16px 24px 0;font-size:15px;line-height:1.5;color:#111827">` +
        opening.map((p) => `<p style="margin:0 0 12px">${esc(p).replace(/\n/g, '<br>')}</p>`).join('') +
        `</td></tr>`
      : '') +
    (shown.length
      ? `<tr><td style="padding:8px 24px 0"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${figureRows}</table></td></tr>`
      : '') +
    `<tr><td style="padding:24px"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>` +
    `<td bgcolor="${accent}" style="border-radius:6px;background:${accent}">` +
    `<a href="${esc(liveUrl)}" target="_blank" style="${FONT}display:inline-block;padding:12px 20px;font-size:15px;font-weight:bold;color:${ink};text-decoration:none;border-radius:6px">Open the live report</a>` +
    `</td></tr></table>` +
    `<p style="${FONT}margin:12px 0 0;font-size:12px;color:#6b7280">${esc(note)}</p>` +
    `</td></tr>` +
    `<tr><td style="${FONT}padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">${esc(footer)}</td></tr>` +
    `</table></td></tr></table></body></html>`;

  const text = [
    `${siteName} report: ${period.label}`,
    '',
    ...opening.flatMap((p) => [p, '']),
    ...shown.map((f) => `${f.label}: ${f.value}${f.change.trim() ? ` (${f.change.trim()})` : ''}`),
    ...(shown.length ? [''] : []),
    `Open the live report: ${liveUrl}`,
    note,
    '',
    '--',
    footer,
  ].join('\n');

  return {
    to: [],
    subject,
    html,
    text,
    ...(name ? { fromName: name } : {}),
    ...(brand?.reply_to ? { replyTo: brand.reply_to } : {}),
    ...(logo ? { attachments: [logo] } : {}),
  };
}

function rangeWords(period: { from: string; to: string }): string {
  const days = Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1;
  return Number.isFinite(days) && days > 0 ? `${days} days` : 'period';
}
