import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';

/**
 * Clicks an export button and reads the file the browser saved: its name, its raw text (BOM included) and its
 * rows parsed as a spreadsheet tool would (header row first).
 */
export async function downloadCsv(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  const text = readFileSync(path, 'utf8');
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, '').trim()).data;
  const header = rows[0] ?? [];
  const records = rows.slice(1).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
  return { name: download.suggestedFilename(), text, header, records };
}
