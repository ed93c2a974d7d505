import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPositions } from '../src/server/positions/service.ts';
import { openSqliteStore, type Store } from '../src/server/store/store.ts';
import { startTestProxy } from '../src/server/http/test-proxy.ts';
import { CHROMIUM, CHROMIUM_FLAGS, productionBuild, startApp } from './app-server.ts';
import type { Figure } from './figure.ts';

/**
 * Rank tracking:
 * - `positions.dom_rows`: the most table rows (data and spacer rows) in the DOM at any frame while the tracked
 *   keywords table of a site with 5,000 keywords is scrolled from its first row to its last, one screen per frame,
 *   in Chromium against `npm start`'s server on a fresh store. Goal <= 60.
 * - `positions.credits_vs_needed`: a scripted week of daily runs of 25 keywords through the real proxy in front of
 *   the sandbox (manual clock), with two scheduler replicas on one store each ticking three times an hour around
 *   every slot: credits the ledger recorded, over what the week needs (keywords × days × 10). Goal 1.00: no
 *   keyword is paid twice in a day.
 */

const SITE = 102;
const KEYWORDS = 5000;
const HOUR = 3_600_000;

async function scrollAll(lastRow: number): Promise<{ maxRows: number; frames: number; reached: boolean }> {
  const el = document.querySelector<HTMLElement>('[data-testid="positions-scroll"]');
  const body = el?.querySelector('tbody');
  if (!el || !body) throw new Error('no tracked keywords table on the page');
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
  const last = () => el.querySelector(`tr[aria-rowindex="${lastRow}"]`) !== null;
  let maxRows = body.querySelectorAll('tr').length;
  let frames = 0;
  const deadline = performance.now() + 120_000;
  while (!last() && performance.now() < deadline) {
    el.scrollTop += el.clientHeight;
    await frame();
    frames++;
    maxRows = Math.max(maxRows, body.querySelectorAll('tr').length);
  }
  return { maxRows, frames, reached: last() };
}

async function domRows(): Promise<Figure> {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
  const app = await startApp(await productionBuild(), port);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const add = await fetch(`${app.base}/api/local/positions/keywords?site_id=${SITE}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-searchboard': '1' },
      body: JSON.stringify({
        keywords: Array.from({ length: KEYWORDS }, (_, i) => `garden plant keyword ${i + 1}`),
        location_id: 2840,
        language_code: 'en',
        device: 'desktop',
        domain: 'bloom-botanics.co.uk',
        tags: ['bench'],
      }),
    });
    if (add.status !== 201) throw new Error(`adding ${KEYWORDS} keywords answered ${add.status}`);
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await page.goto(`${app.base}/sites/${SITE}/positions?sort=keyword`);
    await page.getByTestId('positions-scroll').locator('tbody tr[aria-rowindex]').first().waitFor();
    const run = await page.evaluate(scrollAll, KEYWORDS + 1);
    if (!run.reached) throw new Error(`row ${KEYWORDS + 1} not reached in ${run.frames} frames`);
    return { figure: 'positions.dom_rows', value: run.maxRows, unit: 'rows', goal: '<= 60' };
  } finally {
    await browser.close();
    await app.stop();
  }
}

async function creditsVsNeeded(): Promise<Figure> {
  const tp = await startTestProxy({ sandboxClock: true });
  const dir = mkdtempSync(join(tmpdir(), 'positions-bench-'));
  const clock = tp.t.clock;
  const stores: Store[] = [];
  try {
    // two replicas: each its own connection to one store
    const replica = () => {
      const store = openSqliteStore(dir);
      stores.push(store);
      return createPositions({
        store,
        handle: () => tp.proxy.handle,
        metering: tp.proxy.metering,
        now: () => clock.now(),
        sleep: async (ms) => clock.advance(ms),
        pollMs: 1000,
      });
    };
    const a = replica();
    const b = replica();
    await a.repo.saveSettings({
      site_id: 101,
      domain: 'northwind-outdoor.com',
      subdomains: false,
      cadence: 'daily',
      hour: 6,
      weekday: 1,
    });
    const words = ['hiking boots', 'camping tent', 'trail shoes', 'rain jacket', 'backpack'];
    await a.repo.addKeywords(
      101,
      Array.from({ length: 25 }, (_, i) => ({
        keyword: `${words[i % 5]} ${['', 'women', 'men', 'sale', 'best'][Math.floor(i / 5)]}`.trim(),
        location_id: 2840,
        language_code: 'en',
        device: 'desktop' as const,
        search_engine: 'web_search_engine_1',
        tags: [],
      })),
    );
    const keywords = await a.repo.countKeywords(101);
    const before = (await tp.proxy.metering.summary()).month;
    const start = Date.parse(clock.now().toISOString().slice(0, 10) + 'T00:00:00Z') + 24 * HOUR;
    for (let day = 0; day < 7; day++) {
      // 05:40, 06:00, 06:20, 06:40 and midday: both replicas tick side by side each time
      for (const at of [
        5 * HOUR + 40 * 60_000,
        6 * HOUR,
        6 * HOUR + 20 * 60_000,
        6 * HOUR + 40 * 60_000,
        12 * HOUR,
      ]) {
        if (clock.now().getTime() < start + day * 24 * HOUR + at) clock.set(start + day * 24 * HOUR + at);
        await Promise.all([a.scheduler.tick(), b.scheduler.tick()]);
      }
    }
    const runs = await a.repo.runs(101, 100);
    const done = runs.filter((r) => r.outcome === 'done').length;
    if (done !== 7)
      throw new Error(`expected 7 runs done, found ${done}: ${JSON.stringify(runs.slice(0, 3))}`);
    const paid = (await tp.proxy.metering.summary()).month - before;
    const needed = keywords * 7 * 10;
    return {
      figure: 'positions.credits_vs_needed',
      value: Math.round((paid / needed) * 100) / 100,
      unit: 'ratio',
      goal: '1.00',
    };
  } finally {
    for (const s of stores) await s.close();
    await tp.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function positionsFigures(): Promise<Figure[]> {
  return [await creditsVsNeeded(), await domRows()];
}
