import { describe, expect, it } from 'vitest';
import type { Brand } from '../../lib/brand.ts';
import { composeReportMail, LOGO_CID, type ReportMailInput } from './report-mail.ts';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const BRAND: Brand = {
  name: 'Acme SEO',
  accent: '#E8C547',
  logo: `data:image/png;base64,${PNG}`,
  reply_to: 'hello@acme.example',
  footer: 'Acme SEO Ltd · 1 Mill Lane, Leeds',
};
const input = (more: Partial<ReportMailInput> = {}): ReportMailInput => ({
  brand: BRAND,
  siteName: 'Northwind Outdoor',
  period: { from: '2025-06-01', to: '2025-06-30', label: '1–30 June 2025' },
  figures: [
    { label: 'AI visibility', value: '42%', change: '+4 pp vs the previous 30 days' },
    { label: 'Mentions', value: '1,204', change: '' },
  ],
  liveUrl: 'https://sb.acme.example/share/abc.def',
  message: 'Hi Sam,\n\nHere is June.\nSee you soon.',
  ...more,
});

describe('the report email', () => {
  it('shows the figures with their change and period, the button to the live view and the footer, in the brand', () => {
    const mail = composeReportMail(input());
    expect(mail.subject).toBe('Northwind Outdoor report: 1–30 June 2025');
    expect(mail.fromName).toBe('Acme SEO');
    expect(mail.replyTo).toBe('hello@acme.example');
    const { html, text } = mail;
    expect(html).toContain('<h1');
    expect(html).toContain('Northwind Outdoor');
    expect(html).toContain('1–30 June 2025');
    expect(html).toMatch(/AI visibility<\/td>.*42%.*\+4 pp vs the previous 30 days/s);
    expect(html).toContain('href="https://sb.acme.example/share/abc.def"');
    expect(html).toContain('Open the live report');
    expect(html).toContain('Acme SEO Ltd · 1 Mill Lane, Leeds');
    expect(html).toContain('<p style="margin:0 0 12px">Here is June.<br>See you soon.</p>');
    // the accent on the button, with dark text on this light yellow
    expect(html).toMatch(/bgcolor="#e8c547"/);
    expect(html).toMatch(/color:#111111;text-decoration:none/);
    expect(text).toContain('AI visibility: 42% (+4 pp vs the previous 30 days)');
    expect(text).toContain('Mentions: 1,204\n');
    expect(text).toContain('Open the live report: https://sb.acme.example/share/abc.def');
    expect(text).toContain('Hi Sam,\n\nHere is June.\nSee you soon.');
    expect(text).toContain('Acme SEO Ltd · 1 Mill Lane, Leeds');
    expect(text).toContain('attached as a PDF');
  });

  it('has no scripts, no <style> blocks and no data URLs: inline styles only, the logo by cid', () => {
    const mail = composeReportMail(input());
    expect(mail.html).not.toMatch(/<script|<style|javascript:|data:image/i);
    expect(mail.html).toContain(`<img src="cid:${LOGO_CID}" alt="Acme SEO"`);
    expect(mail.attachments).toEqual([
      { filename: 'logo.png', contentType: 'image/png', content: Buffer.from(PNG, 'base64'), cid: LOGO_CID },
    ]);
  });

  it('escapes every value', () => {
    const evil = '<script>alert(1)</script>"&\'';
    const mail = composeReportMail(
      input({
        siteName: evil,
        period: { from: '2025-06-01', to: '2025-06-30', label: evil },
        figures: [{ label: evil, value: evil, change: evil }],
        message: evil,
        liveUrl: 'https://x.example/share/a"onmouseover="alert(1)',
        brand: { ...BRAND, footer: evil, logo: null, name: evil },
      }),
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('"onmouseover="');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&amp;&#39;');
  });

  it('says no Searchboard anywhere once a brand name is set', () => {
    const mail = composeReportMail(input({ brand: { ...BRAND, footer: null, logo: null } }));
    expect(`${mail.subject}\n${mail.html}\n${mail.text}\n${mail.fromName}`).not.toMatch(/searchboard/i);
    expect(mail.text).toContain('Sent by Acme SEO');
  });

  it('without a brand: Searchboard, the default accent, no Reply-To, and a subject as set', () => {
    const mail = composeReportMail(input({ brand: null, subject: 'June for Northwind' }));
    expect(mail.subject).toBe('June for Northwind');
    expect(mail.fromName).toBeUndefined();
    expect(mail.replyTo).toBeUndefined();
    expect(mail.attachments).toBeUndefined();
    expect(mail.text).toContain('Sent by Searchboard');
    expect(mail.html).toMatch(/bgcolor="#1f6feb"/);
    expect(mail.html).toMatch(/color:#ffffff;text-decoration:none/);
  });

  it('leaves out an SVG logo (mail clients show none) and does not claim a PDF that is missing', () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    const mail = composeReportMail(input({ brand: { ...BRAND, logo: svg }, pdfAttached: false }));
    expect(mail.attachments).toBeUndefined();
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('>Acme SEO</div>');
    expect(mail.text).not.toContain('PDF');
    expect(mail.html).not.toContain('PDF');
  });
});
