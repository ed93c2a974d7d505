import { expect, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { signIn as signInAt } from './team-server.ts';

/**
 * What the walks of scheduled reports share: an agency's brand, signing in on a team's server, a PDF's text and a
 * look at a page a client opens.
 */
export const OWNER = { email: 'owner@team.example', password: 'owner password long enough' };

/** An 8×8 PNG in the agency's orange: a logo small enough to upload from memory. */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4oOCAFTEMLQkAQmxIARA0p54AAAAASUVORK5CYII=',
  'base64',
);

/** The server's own PDF renderer uses the same Chromium as the walks, where e2e/run.mjs found one. */
export const chromiumEnv = (): Record<string, string> =>
  process.env.PLAYWRIGHT_CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.PLAYWRIGHT_CHROMIUM_PATH } : {};

export async function signIn(page: Page, base: string, who = OWNER) {
  await signInAt(page, base, who);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Every page's text of a PDF, one string. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

/** The headline figures of a report page that has drawn: label → value, as its tiles carry them. */
export async function headlineFigures(page: Page): Promise<Record<string, string>> {
  await expect(page.locator('[data-report-ready="true"]')).toBeVisible();
  const tiles = page.locator('[data-figure-label]');
  await expect(tiles.first()).toBeVisible();
  return Object.fromEntries(
    await tiles.evaluateAll((els) =>
      els.map((e) => [e.getAttribute('data-figure-label') ?? '', e.getAttribute('data-figure-value') ?? '']),
    ),
  );
}

/**
 * Everything on a page a person can read or hear: its text, its title, and the names images and controls carry.
 * A client's page is checked against it for the product's own name.
 */
export function readableText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...Array.from(document.querySelectorAll('[alt], [aria-label], [title], [placeholder]')).flatMap((e) =>
        ['alt', 'aria-label', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? ''),
      ),
    ].join('\n'),
  );
}

/** The headline figures a mail's text part lists: "Label: value (change)" lines above its link. */
export function mailFigures(text: string): Record<string, string> {
  const lines = text.split('\n');
  const end = lines.findIndex((l) => l.startsWith('Open the live report:'));
  const figures: Record<string, string> = {};
  for (const line of lines.slice(1, end)) {
    const m = /^(.+?): (.+?)(?: \((.+)\))?$/.exec(line);
    if (m) figures[m[1]!] = m[2]!;
  }
  return figures;
}

/** The live link of a mail's text part. */
export function liveLink(text: string): string {
  const m = /Open the live report: (\S+)/.exec(text);
  if (!m) throw new Error(`no live link in the mail's text:\n${text}`);
  return m[1]!;
}
