import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM_PATH } from '../http/config.ts';
import { createPdfRenderer, PRINT_WIDTH_PX, type PdfRenderer } from './pdf.ts';

const CHROMIUM = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;

const tile = (label: string, value: string, change: string) =>
  `<div data-figure-label="${label}" data-figure-value="${value}" data-figure-change="${change}">${label}: ${value}</div>`;

/** the report's markers, the width the page was drawn at, and `pages` A4 sheets of content */
const page = (pages: number, ready = true) => `<!doctype html><html><head><style>
  .sheet { height: 240mm; break-after: page; }
  /* a person's print of the page has its own running head and page number */
  @page { @top-left { content: "Own head"; } @bottom-right { content: "Own page " counter(page); } }
</style></head><body>
<main ${ready ? 'data-report-ready="true"' : ''}>
  <p id="width"></p>
  ${tile('AI visibility', '42%', '+4 pp vs the previous 30 days')}
  ${tile('Mentions', '1,204', '')}
  ${Array.from({ length: pages }, (_, i) => `<div class="sheet">Sheet ${i + 1}</div>`).join('')}
</main>
<script>document.getElementById('width').textContent = 'drawn at ' + innerWidth + ' px';</script>
</body></html>`;

let server: Server;
let base: string;
let pdf: PdfRenderer;
beforeAll(async () => {
  server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    if (u.pathname === '/missing') return void res.writeHead(404).end('gone');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page(Number(u.searchParams.get('pages') ?? 1), u.pathname !== '/never'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pdf = createPdfRenderer({ chromiumPath: CHROMIUM, readyTimeoutMs: 3000 });
});
afterAll(async () => {
  await pdf.close();
  server.close();
});

/** A page's text in its header (the top margin) and its footer (the bottom margin), as the PDF places it. */
async function margins(doc: Awaited<ReturnType<typeof getDocumentProxy>>, n: number) {
  const sheet = await doc.getPage(n);
  const [, , , height] = sheet.view;
  const { items } = await sheet.getTextContent();
  const at = (keep: (y: number) => boolean) =>
    items
      .flatMap((i) => ('str' in i && keep(i.transform[5] as number) ? [i.str] : []))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  // 16 mm margins: 45 pt
  return { header: at((y) => y > height! - 45), footer: at((y) => y < 45) };
}

describe('the PDF renderer', () => {
  it('prints A4 with the site and period in the header, the page number only in the footer, and reads the figures', async () => {
    expect(pdf.status()).toEqual({ ok: true });
    const out = await pdf.render({
      url: `${base}/share/t?print=1&pages=3`,
      siteName: 'Northwind & <Outdoor>',
      period: '1 June – 30 June 2025',
    });
    const doc = await getDocumentProxy(new Uint8Array(out.pdf));
    expect(out.pages).toBe(doc.numPages);
    expect(doc.numPages).toBeGreaterThanOrEqual(3);
    const { text } = await extractText(doc, { mergePages: false });
    const first = text[0]!;
    expect(first).toContain('Northwind & <Outdoor>');
    expect(first).toContain('1 June – 30 June 2025');
    expect(first).toContain(`Page 1 of ${doc.numPages}`);
    expect(text[doc.numPages - 1]).toContain(`Page ${doc.numPages} of ${doc.numPages}`);
    for (let n = 1; n <= doc.numPages; n++) {
      const { header, footer } = await margins(doc, n);
      expect(header).toMatch(/^Northwind & <Outdoor> ?1 June – 30 June 2025$/);
      expect(footer).toBe(`Page ${n} of ${doc.numPages}`);
    }
    // the page's own running head and number are not printed over the header and footer
    expect(text.join(' ')).not.toMatch(/Own head|Own page/);
    expect(first).toContain('AI visibility: 42%');
    // the charts' width: the page was laid out at the A4 sheet's printable width
    expect(first).toContain(`drawn at ${PRINT_WIDTH_PX} px`);
    const sheet = await doc.getPage(1);
    const [, , w, h] = sheet.view;
    // A4 is 595.3 × 841.9 pt; Chromium rounds the sheet to whole pixels
    expect(Math.abs(w! - 595.3)).toBeLessThan(1.5);
    expect(Math.abs(h! - 841.9)).toBeLessThan(1.5);
    expect(out.figures).toEqual([
      { label: 'AI visibility', value: '42%', change: '+4 pp vs the previous 30 days' },
      { label: 'Mentions', value: '1,204', change: '' },
    ]);
  });

  it("puts the agency's name before the site in the header when a brand is set", async () => {
    const out = await pdf.render({
      url: `${base}/r?pages=1`,
      siteName: 'Northwind',
      period: 'The last 30 days',
      brand: 'Acme Digital',
    });
    const doc = await getDocumentProxy(new Uint8Array(out.pdf));
    const { header, footer } = await margins(doc, 1);
    expect(header).toMatch(/^Acme Digital · Northwind ?The last 30 days$/);
    expect(footer).toBe('Page 1 of 1');
  });

  it('reuses one browser across renders', async () => {
    const a = await pdf.render({ url: `${base}/r?pages=1`, siteName: 'A', period: 'P' });
    const b = await pdf.render({ url: `${base}/r?pages=2`, siteName: 'B', period: 'P' });
    expect(a.pages).toBe(1);
    expect(b.pages).toBe(2);
  });

  it('says clearly when the page never marks itself ready, or answers an error', async () => {
    await expect(pdf.render({ url: `${base}/never`, siteName: 'A', period: 'P' })).rejects.toThrow(
      /did not finish drawing within 3 s/,
    );
    await expect(pdf.render({ url: `${base}/missing`, siteName: 'A', period: 'P' })).rejects.toThrow(
      /answered 404/,
    );
  });
});

describe('without Chromium', () => {
  it('says there is none and how to install it, and refuses to render', async () => {
    const none = createPdfRenderer({ chromiumPath: '/nonexistent/chromium' });
    const status = none.status();
    expect(status).toMatchObject({ ok: false });
    expect(status.ok === false && status.reason).toMatch(/No Chromium at \/nonexistent\/chromium/);
    expect(status.ok === false && status.fix).toMatch(/apt install chromium.*CHROMIUM_PATH/);
    await expect(none.render({ url: 'http://127.0.0.1:1/', siteName: 'A', period: 'P' })).rejects.toThrow(
      /No Chromium/,
    );
    await none.close();
  });
});
