import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { Figure } from './figure.ts';

/**
 * The pages table of the seeded 300,000-page audit (5104) in Chromium, against the built app behind the same
 * server and sandbox the e2e run uses (e2e/serve.mjs), on its own port, data folder and build folder.
 *
 * - audits.pages_dom_rows: the most table rows (data and spacer rows) in the DOM at any point while the table is
 *   scrolled step by step and then dragged to 25 %, 50 %, 75 % and the end.
 * - audits.first_rows_vs_request: with the app open on the audit's report, the time from a click on the Pages tab
 *   to the first rows in the DOM, over the time the same first pages request takes from that page with nothing
 *   rendered (fetch + JSON parse); medians of five fresh browser contexts. Also reported: both times, and the
 *   time to first rows when the pages address is loaded cold (app boot included).
 */
const AUDIT = 5104;
const FIRST_REQUEST = `/api/data/v1/site-audit/audits/pages?audit_id=${AUDIT}&limit=100&offset=0`;
const ROW = 'tr[data-row] td button';
const RUNS = 5;

const isFree = (port: number) =>
  new Promise<boolean>((done) => {
    const s = createServer();
    s.once('error', () => done(false));
    s.listen(port, '127.0.0.1', () => s.close(() => done(true)));
  });

/** serve.mjs listens on `port` and starts the app server on `port + 1000`: both must be free. */
async function pickPort(): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await isFree(port)) && (await isFree(port + 1000))) return port;
  }
  throw new Error('no free port pair for the audits bench');
}

async function startServer(port: number, dist: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['e2e/serve.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      SEARCHBOARD_DATA_DIR: mkdtempSync(join(tmpdir(), 'audits-bench-')),
      SEARCHBOARD_DIST: dist,
      SANDBOX_AUDIT_QUEUE_MS: '1000',
      SANDBOX_AUDIT_CRAWL_MS: '6000',
      PROXY_LOG: '0',
    },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`e2e/serve.mjs exited (${child.exitCode})`);
    try {
      if (
        (await fetch(`http://127.0.0.1:${port}/api/local/status`, { headers: { 'x-searchboard': '1' } })).ok
      )
        return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the audits bench server did not start within 60 s');
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

/** ms from navigation start to the first data row in the DOM, in a fresh context (no cache of any kind). */
async function coldFirstRowsMs(browser: Browser, base: string): Promise<number> {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await ctx.newPage();
  await page.addInitScript((selector) => {
    const w = window as unknown as { __firstRows?: number };
    new MutationObserver((_m, obs) => {
      if (document.querySelector(selector)) {
        w.__firstRows = performance.now();
        obs.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, ROW);
  await page.goto(`${base}/audits/${AUDIT}/pages`);
  await page.waitForSelector(ROW);
  const ms = await page.evaluate(() => (window as unknown as { __firstRows?: number }).__firstRows ?? NaN);
  await ctx.close();
  return ms;
}

/**
 * In a fresh context with the app already open on the audit's report: the same pages request alone (fetch and
 * JSON parse, nothing rendered), then a click on the Pages tab and the time until its first rows are in the DOM
 * (route chunk, request, parsing and rendering).
 */
async function warmRun(browser: Browser, base: string): Promise<{ rows: number; request: number }> {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(`${base}/audits/${AUDIT}`);
  await page.getByRole('heading', { name: 'Summary' }).waitFor();
  await page.waitForLoadState('networkidle');
  const request = await page.evaluate(async (url) => {
    const t = performance.now();
    const res = await fetch(url, { headers: { accept: 'application/json', 'x-searchboard': '1' } });
    await res.json();
    return performance.now() - t;
  }, FIRST_REQUEST);
  await page.evaluate((selector) => {
    const w = window as unknown as { __click?: number; __rows?: number };
    document.addEventListener('click', () => (w.__click ??= performance.now()), { capture: true });
    new MutationObserver((_m, obs) => {
      if (document.querySelector(selector)) {
        w.__rows = performance.now();
        obs.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, ROW);
  await page.getByRole('navigation', { name: 'Audit pages' }).getByRole('link', { name: 'Pages' }).click();
  await page.waitForSelector(ROW);
  const rows = await page.evaluate(() => {
    const w = window as unknown as { __click?: number; __rows?: number };
    return (w.__rows ?? NaN) - (w.__click ?? NaN);
  });
  await ctx.close();
  return { rows, request };
}

/** The most `tbody tr` seen while scrolling through the table and jumping across it. */
async function maxDomRows(page: Page, base: string): Promise<number> {
  await page.goto(`${base}/audits/${AUDIT}/pages`);
  await page.waitForSelector(ROW);
  const scroller = page.getByTestId('pages-scroll');
  const count = () => page.locator('[data-testid="pages-scroll"] tbody tr').count();
  let max = await count();
  for (let step = 0; step < 60; step++) {
    await scroller.evaluate((el) => el.scrollBy(0, 400));
    await page.waitForTimeout(30);
    max = Math.max(max, await count());
  }
  for (const at of [0.25, 0.5, 0.75, 1]) {
    await scroller.evaluate((el, f) => {
      el.scrollTop = (el.scrollHeight - el.clientHeight) * f;
    }, at);
    // the block under the new position arrives, and its rows replace the placeholders
    await page.waitForSelector(ROW);
    await page.waitForTimeout(800);
    max = Math.max(max, await count());
  }
  return max;
}

export async function auditsFigures(): Promise<Figure[]> {
  const dist = resolve('bench/.out/audits-app');
  await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  const port = await pickPort();
  const server = await startServer(port, dist);
  const base = `http://127.0.0.1:${port}`;
  const executablePath =
    process.env.PLAYWRIGHT_CHROMIUM_PATH ||
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-gpu',
    ],
  });
  try {
    // warm-up: the sandbox builds the 300,000-page crawl model on first use
    await warmRun(browser, base);
    const runs: { rows: number; request: number }[] = [];
    const cold: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await warmRun(browser, base));
      cold.push(await coldFirstRowsMs(browser, base));
    }
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const domRows = await maxDomRows(page, base);
    const rows = median(runs.map((r) => r.rows));
    const request = median(runs.map((r) => r.request));
    return [
      { figure: 'audits.pages_dom_rows', value: domRows, unit: 'rows', goal: '<= 60' },
      { figure: 'audits.first_rows_vs_request', value: +(rows / request).toFixed(2), unit: 'ratio' },
      { figure: 'audits.first_rows_ms', value: Math.round(rows), unit: 'ms' },
      { figure: 'audits.first_request_ms', value: Math.round(request), unit: 'ms' },
      { figure: 'audits.first_rows_cold_load_ms', value: Math.round(median(cold)), unit: 'ms' },
    ];
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}
