import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { createPdfRenderer } from '../src/server/mail/pdf.ts';

/**
 * The PDF a scheduled mail attaches, printed by the server's own renderer from a share link of site 101 with every
 * section. An engine's block may break between its chart and its tables, so the first sheet carries the first
 * engine's trend chart under the headline rather than a blank half.
 */
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';

test('the report PDF: the first engine and its trend chart on page 1', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const today = new Date().toISOString().slice(0, 10);
  const made = await page.request.post('/api/local/shares', {
    headers: { 'x-searchboard': '1' },
    data: {
      site_id: 101,
      expires_in_days: 1,
      label: `E2E PDF pages ${test.info().retry}`,
      view: {
        from: today,
        to: today,
        sections: ['ai', 'audits', 'plan', 'backlinks', 'positions'],
        engine: null,
        rolling: 30,
      },
    },
  });
  expect(made.status()).toBe(201);
  const link = `${baseURL}${((await made.json()) as { url: string }).url}`;

  // the first engine as the report draws it
  await page.goto(link);
  await expect(page.locator('[data-report-ready="true"]')).toBeAttached({ timeout: 60_000 });
  const first = await page.getByRole('article').first().getAttribute('aria-label');
  expect(first).toBeTruthy();

  const renderer = createPdfRenderer({ chromiumPath: CHROMIUM });
  try {
    const out = await renderer.render({ url: `${link}?print=1`, siteName: 'Northwind Outdoor', period: 'P' });
    const doc = await getDocumentProxy(new Uint8Array(out.pdf));
    const { text } = await extractText(doc, { mergePages: false });
    const page1 = text[0] ?? '';
    expect(page1).toContain('Site report: Northwind Outdoor');
    // the engine's name, then its chart: the legend and the y axis's top ticks, which only a drawn chart prints
    expect(page1, `page 1:\n${page1}`).toContain(first!);
    const after = page1.slice(page1.indexOf(first!));
    expect(after, `page 1:\n${page1}`).toMatch(/Link presence\s+Mention presence[\s\S]*75%\s+100%/);
  } finally {
    await renderer.close();
  }
});
