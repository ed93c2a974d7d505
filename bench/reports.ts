import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { countPdfPages, createPdfRenderer } from '../src/server/mail/pdf.ts';
import { killScript, smtpDownScript } from '../src/server/reports/fault-script.ts';
import { CHROMIUM, CHROMIUM_FLAGS, productionBuild, startApp } from './app-server.ts';
import type { Figure } from './figure.ts';

/**
 * The report sends' figures:
 * - reports.sent_vs_due: mails the SMTP server accepted over mails due, in the delivery fault script (SMTP down at
 *   the send and up two minutes later; two replica processes and a kill -9 of the one holding the send), on SQLite
 *   in a folder (the replicas share it). Goal 1.00: none lost, none twice.
 * - reports.pdf_pages_vs_print: pages of the server's PDF of a report over pages of the browser's own print of the
 *   same view (pdfPagesVsPrint). Goal 1.00: the mailed PDF is the report a person prints, laid out alike.
 */
export async function reportsFigures(): Promise<Figure[]> {
  const dirs: string[] = [];
  const dir = () => {
    const d = mkdtempSync(join(tmpdir(), 'sb-bench-reports-'));
    dirs.push(d);
    return d;
  };
  try {
    const parts = [await smtpDownScript(dir()), await killScript(dir())];
    const due = parts.reduce((n, p) => n + p.due, 0);
    const sent = parts.reduce((n, p) => n + p.sent, 0);
    return [
      { figure: 'reports.sent_vs_due', value: Number((sent / due).toFixed(2)), unit: 'ratio', goal: '1.00' },
      ...(await pdfPagesVsPrint()),
    ];
  } finally {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

/**
 * The built app on a fresh sandbox; a rolling share link of site 101 (every section, the last 30 days), printed
 * twice: by the server's renderer (src/server/mail/pdf.ts, as a scheduled mail attaches it) and by a person at a
 * 1366 px screen who presses the report's "Print / Save as PDF" (A4, the page's own @page size and margins). Above
 * 1.00 the PDF spreads the report over more sheets than the print (its margins or width differ, or a chart is drawn
 * at another size); below, it leaves something out (a section or a chart not drawn when it was printed).
 */
export async function pdfPagesVsPrint(): Promise<Figure[]> {
  if (!CHROMIUM) {
    console.warn('reports.pdf_pages_vs_print: no Chromium (set PLAYWRIGHT_CHROMIUM_PATH); not measured');
    return [];
  }
  const app = await startApp(await productionBuild());
  const renderer = createPdfRenderer({ chromiumPath: CHROMIUM });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const today = new Date().toISOString().slice(0, 10);
    const made = await fetch(`${app.base}/api/local/shares`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-searchboard': '1' },
      body: JSON.stringify({
        site_id: 101,
        expires_in_days: 1,
        label: 'bench',
        view: {
          from: today,
          to: today,
          sections: ['ai', 'audits', 'plan', 'backlinks', 'positions'],
          engine: null,
          rolling: 30,
        },
      }),
    });
    const share = (await made.json()) as { url?: string };
    if (made.status !== 201 || !share.url) throw new Error(`The share link was not made (${made.status}).`);
    const link = `${app.base}${share.url}`;

    const server = await renderer.render({
      url: `${link}?print=1`,
      siteName: 'Site 101',
      period: 'the last 30 days',
    });

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(link);
    await page.waitForSelector('[data-report-ready="true"]', { state: 'attached', timeout: 60_000 });
    // the button lays the report out for the sheet and opens the print dialog: the dialog is the PDF below
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute('data-bench-printed', '1');
    });
    await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
    await page.waitForSelector('html[data-bench-printed]', { state: 'attached' });
    await page.emulateMedia({ media: 'print' });
    const own = countPdfPages(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
    await context.close();
    return [
      {
        figure: 'reports.pdf_pages_vs_print',
        value: Number((server.pages / own).toFixed(2)),
        unit: 'ratio',
        goal: '1.00',
      },
    ];
  } finally {
    await browser.close();
    await renderer.close();
    await app.stop();
  }
}
