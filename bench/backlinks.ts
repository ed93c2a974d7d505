import { chromium } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';
import type { Figure } from './figure.ts';
import { freePort } from './processes.ts';

/**
 * `backlinks.dom_rows`: the most table rows in the DOM at any frame while the backlinks table of the seeded
 * report 1 (10,000 saved backlinks) is scrolled from its first row to its last, one screen per frame, in
 * Chromium, against the built app behind the e2e server (as playwright.config.ts starts it). Pages load as the
 * table scrolls; the run fails rather than report a figure if the last row is never reached.
 */

const LAST_ROW = 10_001; // aria-rowindex of the 10,000th backlink (the header row is 1)

function chromiumPath(): string | undefined {
  for (const p of [process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'])
    if (p && existsSync(p)) return p;
  return undefined; // Playwright's own
}

/** A port for the e2e server and its inner one (port + 1000, see e2e/serve.mjs), both free. */
async function serverPort(): Promise<number> {
  for (;;) {
    const p = await freePort();
    if (p + 1000 > 65_535) continue;
    const { createServer } = await import('node:net');
    const innerFree = await new Promise<boolean>((done) => {
      const s = createServer().once('error', () => done(false));
      s.listen(p + 1000, '127.0.0.1', () => s.close(() => done(true)));
    });
    if (innerFree) return p;
  }
}

async function waitFor(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url, { headers: { 'x-searchboard': '1' } })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`bench/backlinks.ts: ${url} did not answer within ${ms / 1000} s`);
}

function startServer(port: number, dist: string): ChildProcess {
  return spawn(process.execPath, ['e2e/serve.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      SEARCHBOARD_DATA_DIR: `.data/bench-${port}`,
      SEARCHBOARD_DIST: dist,
      PROXY_LOG: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** In the page: scroll one screen per frame to the last row, counting rows in the DOM at every frame. */
async function scrollAll(lastRow: number): Promise<{ maxRows: number; frames: number; reached: boolean }> {
  const el = document.querySelector<HTMLElement>('[role="region"][aria-label$=", scrollable"]');
  const body = el?.querySelector('tbody');
  if (!el || !body) throw new Error('no backlinks table on the page');
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
  const last = () => el.querySelector(`tr[aria-rowindex="${lastRow}"]`) !== null;
  let maxRows = 0;
  let frames = 0;
  const deadline = performance.now() + 180_000;
  while (!last() && performance.now() < deadline) {
    el.scrollTop += el.clientHeight;
    await frame();
    frames++;
    maxRows = Math.max(maxRows, body.querySelectorAll('tr').length);
    // at the end of what has loaded: the next page is on its way
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 2) await new Promise((r) => setTimeout(r, 50));
  }
  maxRows = Math.max(maxRows, body.querySelectorAll('tr').length);
  return { maxRows, frames, reached: last() };
}

export async function backlinksFigures(): Promise<Figure[]> {
  const dist = resolve('bench/.out/backlinks');
  await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  const port = await serverPort();
  const server = startServer(port, dist);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-gpu',
    ],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/local/status`, 120_000);
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    // tsx names functions with a `__name` helper; scrollAll runs in the page, where it must exist too
    await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await page.goto(`http://127.0.0.1:${port}/backlinks/1?tab=backlinks`);
    await page
      .getByRole('region', { name: /, scrollable$/ })
      .locator('tbody tr[aria-rowindex]')
      .first()
      .waitFor();
    const run = await page.evaluate(scrollAll, LAST_ROW);
    if (!run.reached)
      throw new Error(`bench/backlinks.ts: row ${LAST_ROW} not reached in ${run.frames} frames`);
    return [{ figure: 'backlinks.dom_rows', value: run.maxRows, unit: 'rows', goal: '<= 60' }];
  } finally {
    await browser.close();
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    rmSync(`.data/bench-${port}`, { recursive: true, force: true });
  }
}
