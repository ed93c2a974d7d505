import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

/**
 * The report's PDF, printed on the server by headless Chromium from the report's own print view (the share link's
 * page with `?print=1`): the same page a client opens, so the PDF and the live view never disagree. One browser is
 * started on the first render and reused; each render gets a fresh context (no cookies carried between reports).
 */
export interface PdfFigure {
  label: string;
  value: string;
  /** the change in words with what it is compared with; empty when there is none */
  change: string;
}

export interface RenderedPdf {
  pdf: Buffer;
  pages: number;
  /** the headline tiles as the page drew them, for the mail's body */
  figures: PdfFigure[];
}

export type PdfStatus = { ok: true } | { ok: false; reason: string; fix: string };

export interface PdfRenderer {
  status(): PdfStatus;
  /** `brand`: the agency's name, set beside the site in each page's header (none: the site and period only) */
  render(input: {
    url: string;
    siteName: string;
    period: string;
    brand?: string | null;
  }): Promise<RenderedPdf>;
  close(): Promise<void>;
}

export interface PdfOptions {
  chromiumPath: string;
  /** how long the page may take to say it has drawn every section */
  readyTimeoutMs?: number;
}

/** A4 with room for the header and footer lines; the viewport is the printable width, so charts are drawn at it. */
const MARGIN_MM = { top: 16, bottom: 16, side: 12 };
const MM_PX = 96 / 25.4;
export const PRINT_WIDTH_PX = Math.floor((210 - 2 * MARGIN_MM.side) * MM_PX);

const FIX = 'Install it (`apt install chromium`), or set CHROMIUM_PATH to a Chromium or Chrome binary.';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const line = (inner: string) =>
  `<div style="font-size:8px;font-family:Arial,Helvetica,sans-serif;color:#555;width:100%;` +
  `padding:0 ${MARGIN_MM.side}mm;display:flex;justify-content:space-between;gap:8px">${inner}</div>`;

/**
 * The page's own running head and page number (its `@page` margin boxes, for a person's print) are left out: the
 * header and footer below take their place, so neither is printed twice.
 */
const NO_MARGIN_BOXES = `@page { ${[
  'top-left-corner',
  'top-left',
  'top-center',
  'top-right',
  'top-right-corner',
  'bottom-left-corner',
  'bottom-left',
  'bottom-center',
  'bottom-right',
  'bottom-right-corner',
  'left-top',
  'left-middle',
  'left-bottom',
  'right-top',
  'right-middle',
  'right-bottom',
]
  .map((box) => `@${box} { content: none !important; }`)
  .join(' ')} }`;

/** Each page's header: the site and the period, after the agency's name when a brand is set. */
export function headerTemplate(siteName: string, period: string, brand?: string | null): string {
  const site = brand ? `${escapeHtml(brand)} · ${escapeHtml(siteName)}` : escapeHtml(siteName);
  return line(`<span>${site}</span><span>${escapeHtml(period)}</span>`);
}

/** Each page's footer: its number of the whole, nothing else. */
export const FOOTER_TEMPLATE = line(
  '<span></span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span>',
);

/** Pages in a PDF as Chromium writes it: one `/Type /Page` dictionary each (the tree's nodes are `/Pages`). */
export function countPdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}

export function createPdfRenderer(options: PdfOptions): PdfRenderer {
  const { chromiumPath } = options;
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  let browser: Promise<Browser> | undefined;
  let launchError: string | undefined;
  let closed = false;

  function launch(): Promise<Browser> {
    if (!browser) {
      // loaded at the first PDF, not at every start: most starts (a replica, a test's server) print nothing
      const started = import('playwright-core').then(({ chromium }) =>
        chromium.launch({
          executablePath: chromiumPath,
          args: ['--no-sandbox'],
          headless: true,
        }),
      );
      browser = started.then(
        (b) => {
          launchError = undefined;
          // a crashed browser is started again on the next render
          b.on('disconnected', () => {
            if (browser === started) browser = undefined;
          });
          return b;
        },
        (err: unknown) => {
          browser = undefined;
          launchError = (err as Error).message.split('\n')[0];
          throw new Error(`Chromium at ${chromiumPath} did not start: ${launchError}`);
        },
      );
    }
    return browser;
  }

  return {
    status() {
      if (!existsSync(chromiumPath))
        return {
          ok: false,
          reason: `No Chromium at ${chromiumPath}: reports are mailed without their PDF.`,
          fix: FIX,
        };
      if (launchError)
        return { ok: false, reason: `Chromium at ${chromiumPath} did not start: ${launchError}`, fix: FIX };
      return { ok: true };
    },

    async render({ url, siteName, period, brand }) {
      if (closed) throw new Error('The PDF renderer is closed.');
      if (!existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}. ${FIX}`);
      const context = await (
        await launch()
      ).newContext({
        viewport: { width: PRINT_WIDTH_PX, height: 1100 },
        deviceScaleFactor: 1,
      });
      try {
        const page = await context.newPage();
        await page.emulateMedia({ media: 'print' });
        const answer = await page.goto(url, { waitUntil: 'load', timeout: readyTimeoutMs });
        if (answer && answer.status() >= 400)
          throw new Error(`The report page answered ${answer.status()} at ${new URL(url).pathname}.`);
        try {
          await page.waitForSelector('[data-report-ready="true"]', {
            state: 'attached',
            timeout: readyTimeoutMs,
          });
        } catch {
          throw new Error(
            `The report page did not finish drawing within ${Math.round(readyTimeoutMs / 1000)} s ` +
              '(it never marked itself ready), so no PDF was made.',
          );
        }
        const figures = await page.$$eval('[data-figure-label]', (tiles) =>
          tiles.map((t) => ({
            label: t.getAttribute('data-figure-label') ?? '',
            value: t.getAttribute('data-figure-value') ?? '',
            change: t.getAttribute('data-figure-change') ?? '',
          })),
        );
        await page.addStyleTag({ content: NO_MARGIN_BOXES });
        const pdf = await page.pdf({
          format: 'A4',
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: headerTemplate(siteName, period, brand),
          footerTemplate: FOOTER_TEMPLATE,
          margin: {
            top: `${MARGIN_MM.top}mm`,
            bottom: `${MARGIN_MM.bottom}mm`,
            left: `${MARGIN_MM.side}mm`,
            right: `${MARGIN_MM.side}mm`,
          },
        });
        return { pdf, pages: countPdfPages(pdf), figures };
      } finally {
        await context.close().catch(() => undefined);
      }
    },

    async close() {
      closed = true;
      const b = browser;
      browser = undefined;
      if (b) await (await b.catch(() => undefined))?.close();
    },
  };
}
