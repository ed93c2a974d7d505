import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { createStaticFiles } from '../src/server/pages/static-files.ts';
import { benchRoutes, CHROMIUM, productionBuild, startApp } from './app-server.ts';
import type { Figure } from './figure.ts';
import { freePort } from './processes.ts';

/**
 * Lighthouse 12 on every route of the production build served by `npm start`'s server (fresh sandbox), one cold
 * load per route (Lighthouse clears the origin's storage and cache first), with simulated throttling. Scores 0–100.
 *
 * Two form factors:
 * - desktop (Lighthouse's desktop preset: a desktop CPU, a 10 Mbit/s link with 40 ms round trips): the dashboard's
 *   own users, at their desks and in meetings with a laptop. These carry the goals:
 *   `lighthouse.<route>.performance`, `.accessibility`, `.best_practices`.
 * - mobile (Lighthouse's default: a mid-range phone with a 4× slower CPU on a slow 4G link): a client opening a
 *   shared report on a phone lands here. Measured against the floor app (bench/floor: the least a React + Router +
 *   Query app ships, served by the same static file server) in the same run:
 *   `lighthouse.mobile.<route>.tbt_vs_floor` (the route's total blocking time over the floor's plus 100 ms, goal
 *   ≤ 2), `lighthouse.mobile.<route>.lcp_vs_floor` (largest contentful paint over the floor's, goal ≤ 1.3), and
 *   `lighthouse.mobile.worst.performance` (goal ≥ 90 when the benchmark index is above 1,500).
 */
const CATEGORIES = [
  ['performance', 'performance', '>= 95'],
  ['accessibility', 'accessibility', '== 100'],
  ['best-practices', 'best_practices', '>= 95'],
] as const;
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
type Form = 'desktop' | 'mobile';

/** The floor app's production build, served by the app's own static file server (same compression, same headers). */
async function startFloor(): Promise<{ base: string; stop: () => Promise<void> }> {
  const outDir = resolve('bench/.out/floor-lighthouse');
  await build({
    configFile: false,
    root: resolve('bench/floor'),
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const serve = createStaticFiles(outDir);
  const server = createServer((req, res) => serve(req, res));
  const at = await freePort();
  await new Promise<void>((r) => server.listen(at, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const metric = (lhr: { audits: Record<string, { numericValue?: number } | undefined> }, id: string) =>
  lhr.audits[id]?.numericValue ?? NaN;

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2
    ? (s[(s.length - 1) / 2] ?? NaN)
    : ((s[s.length / 2 - 1] ?? 0) + (s[s.length / 2] ?? 0)) / 2;
};

/** One Lighthouse run of `url`, cold. */
async function audit(chromePort: number, url: string, form: Form): Promise<Lhr> {
  const result = await lighthouse(
    url,
    {
      port: chromePort,
      logLevel: 'error',
      output: 'json',
      onlyCategories: form === 'desktop' ? CATEGORIES.map(([id]) => id) : ['performance'],
      maxWaitForLoad: 30_000,
      // weight-0 audits that cost seconds per page (bf-cache navigates away and back): no score changes
      disableFullPageScreenshot: true,
      skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
    },
    form === 'desktop' ? desktopConfig : undefined,
  );
  if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

interface Measured {
  route: string;
  form: Form;
  scores: Record<string, number>;
  tbt: number;
  lcp: number;
  missed: string[];
}

/** The median of `runs` reports of one page: each category's score, TBT and LCP (each its own median). */
function summarise(route: string, form: Form, runs: Lhr[]): Measured {
  const scores: Record<string, number> = {};
  for (const [id, name] of CATEGORIES) {
    const got = runs.flatMap((r) =>
      r.categories[id] ? [Math.round((r.categories[id].score ?? 0) * 100)] : [],
    );
    if (got.length) scores[name] = Math.round(median(got));
  }
  const missed: string[] = [];
  const last = runs[runs.length - 1];
  for (const [id] of CATEGORIES)
    for (const ref of last?.categories[id]?.auditRefs ?? []) {
      const a = last?.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 0.9)
        missed.push(`${ref.id} ${a.displayValue ?? Math.round(a.score * 100)}`);
    }
  return {
    route,
    form,
    scores,
    tbt: median(runs.map((r) => metric(r, 'total-blocking-time'))),
    lcp: median(runs.map((r) => metric(r, 'largest-contentful-paint'))),
    missed,
  };
}

/**
 * The figures of one build's measurements; `prefix` names a second build measured in the same run
 * (BENCH_LIGHTHOUSE_BEFORE), e.g. `lighthouse.before.mobile.report.tbt_vs_floor`.
 */
function figuresOf(measured: Measured[], floor: { tbt: number; lcp: number }, index: number, prefix: string) {
  const figures: Figure[] = [];
  const summary: Figure[] = [];
  const worst = new Map<string, number>();
  for (const m of measured) {
    for (const [, name, goal] of CATEGORIES) {
      const score = m.scores[name];
      if (score === undefined) continue;
      const key = m.form === 'desktop' ? name : `mobile_${name}`;
      worst.set(key, Math.min(worst.get(key) ?? 100, score));
      figures.push(
        m.form === 'desktop'
          ? { figure: `${prefix}.${m.route}.${name}`, value: score, unit: 'score', goal }
          : { figure: `${prefix}.mobile.${m.route}.${name}`, value: score, unit: 'score' },
      );
    }
    if (m.form === 'mobile')
      figures.push(
        {
          figure: `${prefix}.mobile.${m.route}.tbt_vs_floor`,
          value: +(m.tbt / (floor.tbt + 100)).toFixed(2),
          unit: 'ratio',
          goal: '<= 2',
        },
        {
          figure: `${prefix}.mobile.${m.route}.lcp_vs_floor`,
          value: +(m.lcp / floor.lcp).toFixed(2),
          unit: 'ratio',
          goal: '<= 1.3',
        },
      );
  }
  for (const [, name, goal] of CATEGORIES)
    if (worst.has(name))
      summary.push({ figure: `${prefix}.worst.${name}`, value: worst.get(name) ?? 0, unit: 'score', goal });
  if (worst.has('mobile_performance'))
    summary.push({
      figure: `${prefix}.mobile.worst.performance`,
      value: worst.get('mobile_performance') ?? 0,
      unit: `score (benchmark index ${index})`,
      goal: index > 1500 ? '>= 90' : '>= 90 when the benchmark index is above 1500',
    });
  const ratios = figures.filter((f) => f.figure.endsWith('_vs_floor'));
  if (ratios.length)
    for (const kind of ['tbt_vs_floor', 'lcp_vs_floor'])
      summary.push({
        figure: `${prefix}.mobile.worst.${kind}`,
        value: Math.max(...ratios.filter((f) => f.figure.endsWith(kind)).map((f) => f.value)),
        unit: 'ratio',
        goal: kind === 'tbt_vs_floor' ? '<= 2' : '<= 1.3',
      });
  return { summary, figures };
}

export async function lighthouseFigures(): Promise<Figure[]> {
  const started = Date.now();
  const dist = await productionBuild();
  const port = process.env.BENCH_LIGHTHOUSE_PORT ? Number(process.env.BENCH_LIGHTHOUSE_PORT) : undefined;
  const forms = (process.env.BENCH_LIGHTHOUSE_FORMS?.split(',') ?? ['desktop', 'mobile']) as Form[];
  // BENCH_LIGHTHOUSE_REPEAT=3: each page measured 3 times, the median kept (a busy machine's noise)
  const repeat = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_REPEAT ?? 1) || 1);
  // BENCH_LIGHTHOUSE_BEFORE=<a build folder>: that build measured too, page by page alternating with this one and
  // against the same floor, as `lighthouse.before.…`: a change's before and after in one run
  const beforeDist = process.env.BENCH_LIGHTHOUSE_BEFORE
    ? resolve(process.env.BENCH_LIGHTHOUSE_BEFORE)
    : undefined;
  // BENCH_LIGHTHOUSE_SAVE=1: every report's JSON in bench/.out/lighthouse (diagnostics: LCP element and its phases,
  // script boot-up time, main-thread work), to see where the time went
  const save = process.env.BENCH_LIGHTHOUSE_SAVE ? resolve('bench/.out/lighthouse') : undefined;
  if (save) mkdirSync(save, { recursive: true });
  const app = await startApp(dist, port);
  const before = beforeDist ? await startApp(beforeDist) : undefined;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const benchmarkIndex: number[] = [];
  const floorApp = forms.includes('mobile') ? await startFloor() : undefined;
  const floorRuns: Lhr[] = [];
  const measured: Measured[] = [];
  const measuredBefore: Measured[] = [];
  const measureFloor = async () => {
    if (!floorApp) return;
    const lhr = await audit(chrome.port, floorApp.base + '/', 'mobile');
    if (save) writeFileSync(join(save, `mobile.floor.${floorRuns.length}.json`), JSON.stringify(lhr));
    floorRuns.push(lhr);
  };
  try {
    await measureFloor();
    for (const form of forms) {
      for (const route of benchRoutes()) {
        // the floor once more beside each mobile page: its TBT swung from 20 to 240 ms between runs minutes apart on
        // a quiet 2-core machine, and every mobile ratio divides by it
        if (form === 'mobile') await measureFloor();
        const runs: Lhr[] = [];
        const runsBefore: Lhr[] = [];
        for (let i = 0; i < repeat; i++) {
          if (before) runsBefore.push(await audit(chrome.port, before.base + route.path, form));
          const lhr = await audit(chrome.port, app.base + route.path, form);
          if (save) writeFileSync(join(save, `${form}.${route.name}.${i}.json`), JSON.stringify(lhr));
          runs.push(lhr);
        }
        for (const r of [...runs, ...runsBefore]) benchmarkIndex.push(r.environment.benchmarkIndex);
        const m = summarise(route.name, form, runs);
        measured.push(m);
        if (before) measuredBefore.push(summarise(route.name, form, runsBefore));
        if (m.missed.length) console.error(`lighthouse ${form}: ${route.path}: ${m.missed.join(', ')}`);
      }
    }
    // the floor again at the end: the machine's load changes over a run; the median of all the floor's runs is kept
    await measureFloor();
  } finally {
    chrome.kill();
    await app.stop();
    await before?.stop();
    await floorApp?.stop();
  }
  // Lighthouse's own CPU yardstick of this machine (a recent desktop scores 1,000–2,500): the simulated CPU is
  // scaled from the one measured, so a busy or slow host lowers performance, not the app
  const index = Math.round(median(benchmarkIndex));
  const floor = {
    tbt: median(floorRuns.map((r) => metric(r, 'total-blocking-time'))),
    lcp: median(floorRuns.map((r) => metric(r, 'largest-contentful-paint'))),
  };
  const now = figuresOf(measured, floor, index, 'lighthouse');
  const then = before ? figuresOf(measuredBefore, floor, index, 'lighthouse.before') : undefined;
  const summary: Figure[] = [
    ...now.summary,
    { figure: 'lighthouse.benchmark_index', value: index, unit: 'index (median)' },
  ];
  if (floorRuns.length)
    summary.push(
      {
        figure: 'lighthouse.mobile.floor.tbt_ms',
        value: Math.round(floor.tbt),
        unit: `ms (median of ${floorRuns.length} runs)`,
      },
      {
        figure: 'lighthouse.mobile.floor.lcp_ms',
        value: Math.round(floor.lcp),
        unit: `ms (median of ${floorRuns.length} runs)`,
      },
    );
  summary.push({ figure: 'lighthouse.seconds', value: Math.round((Date.now() - started) / 1000), unit: 's' });
  return [...summary, ...(then?.summary ?? []), ...now.figures, ...(then?.figures ?? [])];
}
