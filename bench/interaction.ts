import { chromium, type Browser, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import { CHROMIUM, CHROMIUM_FLAGS, productionBuild, startApp } from './app-server.ts';
import type { Figure } from './figure.ts';

/**
 * `interaction.<route>.inp_ms`: the heaviest interaction of each chart or table page, as the browser's
 * Event Timing measures it (the longest `event` entry of a real interaction: input delay, handlers and the frame
 * after), in Chromium with its CPU slowed 4× (DevTools' CPU throttling), on the production build. Goal ≤ 200 ms.
 * The interaction is the one a person does on that page: change the range, switch a tab, sort, page through the
 * virtual table with the keyboard.
 */
interface Interaction {
  route: string;
  path: string;
  /** what a person waits for before acting */
  ready: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
}

const quickRange = (days: number) => async (page: Page) =>
  page
    .getByRole('group', { name: 'Quick ranges' })
    .first()
    .getByRole('button', { name: `${days} days` })
    .click();
const visible = (pick: (page: Page) => ReturnType<Page['getByRole']>) => async (page: Page) =>
  pick(page).first().waitFor({ state: 'visible', timeout: 60_000 });

const INTERACTIONS: Interaction[] = [
  {
    route: 'ai',
    path: '/sites/101/ai',
    ready: visible((p) => p.getByRole('group', { name: 'Quick ranges' })),
    act: quickRange(90),
  },
  {
    route: 'ai_engine',
    path: '/sites/101/ai/301',
    ready: visible((p) => p.getByRole('group', { name: 'Quick ranges' })),
    act: quickRange(90),
  },
  {
    route: 'audit_pages',
    path: '/audits/5101/pages',
    ready: visible((p) => p.getByRole('columnheader')),
    act: async (page) => page.getByRole('columnheader').nth(1).getByRole('button').click(),
  },
  {
    route: 'audit_links',
    path: '/audits/5101/links',
    ready: visible((p) => p.getByRole('tab')),
    act: async (page) => page.getByRole('tab').nth(1).click(),
  },
  {
    route: 'backlinks_report_backlinks',
    path: '/backlinks/1?tab=backlinks',
    ready: visible((p) => p.getByRole('region', { name: /scrollable/ })),
    act: async (page) => {
      const table = page.getByRole('region', { name: /scrollable/ }).first();
      await table.focus();
      for (let i = 0; i < 3; i++) await page.keyboard.press('PageDown');
    },
  },
  {
    route: 'report',
    path: '/reports/101',
    ready: visible((p) => p.getByRole('button', { name: 'Apply range' })),
    act: async (page) => {
      // a range three times the default: every section draws again over 90 days
      const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('From', { exact: true }).fill(from);
      await page.getByRole('button', { name: 'Apply range' }).click();
    },
  },
];

/**
 * Longest Event Timing duration of an interaction since the observer started (ms). Event entries come only from
 * 16 ms up; the first input of a page is always reported (`first-input`), which tells that the browser has
 * measured the interaction even when it was quicker than that.
 */
const OBSERVE = `
  window.__inp = 0;
  window.__measured = false;
  const keep = (list) => {
    for (const e of list.getEntries()) {
      if (e.entryType === 'first-input') window.__measured = true;
      if (e.interactionId || e.entryType === 'first-input') window.__inp = Math.max(window.__inp, e.duration);
    }
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
`;

/** One interaction on a fresh page of `base`: its longest Event Timing duration (ms). */
async function measure(browser: Browser, base: string, it: Interaction): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(base + it.path);
    await it.ready(page);
    // slow the CPU only once the page is up: the figure is the interaction, not the load
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(OBSERVE);
    await it.act(page);
    // the entry is reported after the next paint: wait until the page has painted twice more
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))),
    );
    await page
      .waitForFunction(() => (window as unknown as { __measured: boolean }).__measured, null, {
        timeout: 30_000,
      })
      .catch((err: unknown) => {
        throw new Error(`${it.route}: the browser reported no input timing (${(err as Error).message})`);
      });
    return await page.evaluate(() => (window as unknown as { __inp: number }).__inp);
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export async function interactionFigures(): Promise<Figure[]> {
  const dist = await productionBuild();
  const app = await startApp(dist);
  // BENCH_INTERACTION_BEFORE=<a build folder>: that build measured too, alternating, as `interaction.before.…`;
  // each figure the median of 3 measurements (one swung from 136 to 288 ms between runs); BENCH_INTERACTION_REPEAT=5
  // for 5
  const beforeDist = process.env.BENCH_INTERACTION_BEFORE;
  const before = beforeDist ? await startApp(resolve(beforeDist)) : undefined;
  const repeat = Math.max(1, Number(process.env.BENCH_INTERACTION_REPEAT ?? 3) || 1);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const figures: Figure[] = [];
  const beforeFigures: Figure[] = [];
  const figure = (prefix: string, route: string, runs: number[]): Figure => ({
    figure: `${prefix}.${route}.inp_ms`,
    value: Math.round(median(runs)),
    unit: 'ms',
    goal: '<= 200',
  });
  try {
    const only = process.env.BENCH_ROUTES?.split(',').map((s) => s.trim());
    for (const it of INTERACTIONS.filter((i) => !only || only.includes(i.route))) {
      const runs: number[] = [];
      const runsBefore: number[] = [];
      for (let i = 0; i < repeat; i++) {
        if (before) runsBefore.push(await measure(browser, before.base, it));
        runs.push(await measure(browser, app.base, it));
      }
      figures.push(figure('interaction', it.route, runs));
      if (before) beforeFigures.push(figure('interaction.before', it.route, runsBefore));
    }
  } finally {
    await browser.close();
    await app.stop();
    await before?.stop();
  }
  const worst = (prefix: string, fs: Figure[]): Figure[] =>
    fs.length
      ? [
          {
            figure: `${prefix}.worst.inp_ms`,
            value: Math.max(...fs.map((f) => f.value)),
            unit: 'ms',
            goal: '<= 200',
          },
        ]
      : [];
  return [
    ...worst('interaction', figures),
    ...figures,
    ...worst('interaction.before', beforeFigures),
    ...beforeFigures,
  ];
}
