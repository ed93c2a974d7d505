import { chromium, type Browser } from '@playwright/test';
import type { AppRoute } from '../e2e/routes.ts';
import { benchRoutes, CHROMIUM, CHROMIUM_FLAGS, productionBuild, startApp } from './app-server.ts';
import type { Figure } from './figure.ts';

/**
 * pages.requests_vs_distinct: each route opened cold in a fresh browser context on the production build (no
 * StrictMode, as people get it), until the network is idle and stays idle; the /api/ requests the page view made
 * over the distinct ones among them (method + URL + body). 1.00 means no request was sent twice. The figure is the
 * worst route's; `pages.<route>.requests_vs_distinct` gives each route's.
 */
const QUIET_MS = 1_500;

interface Count {
  total: number;
  distinct: number;
  repeated: string[];
}

async function countRequests(browser: Browser, base: string, route: AppRoute): Promise<Count> {
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await ctx.newPage();
  const seen = new Map<string, number>();
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin !== base || !url.pathname.startsWith('/api/')) return;
    const key = `${req.method()} ${url.pathname}${url.search} ${req.postData() ?? ''}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  });
  await page.goto(base + route.path, { waitUntil: 'networkidle' });
  // a refetch after mount or a late query would come now: wait for the network to stay quiet
  await page.waitForTimeout(QUIET_MS);
  await page.waitForLoadState('networkidle');
  await ctx.close();
  const counts = [...seen.values()];
  return {
    total: counts.reduce((a, b) => a + b, 0),
    distinct: seen.size,
    repeated: [...seen].filter(([, n]) => n > 1).map(([k, n]) => `${n}× ${k.trim()}`),
  };
}

const ratio = (c: Count) => (c.distinct === 0 ? 1 : c.total / c.distinct);

export async function pagesFigures(): Promise<Figure[]> {
  const dist = await productionBuild();
  const port = process.env.BENCH_PAGES_PORT ? Number(process.env.BENCH_PAGES_PORT) : undefined;
  const app = await startApp(dist, port);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const figures: Figure[] = [];
    let worst = 0;
    for (const route of benchRoutes()) {
      const count = await countRequests(browser, app.base, route);
      console.error(
        `pages: ${route.path}: ${count.total} requests, ${count.distinct} distinct` +
          (count.repeated.length ? `; sent more than once: ${count.repeated.join('; ')}` : ''),
      );
      worst = Math.max(worst, ratio(count));
      figures.push({
        figure: `pages.${route.name}.requests_vs_distinct`,
        value: +ratio(count).toFixed(2),
        unit: 'ratio',
        goal: '== 1.00',
      });
    }
    return [
      { figure: 'pages.requests_vs_distinct', value: +worst.toFixed(2), unit: 'ratio', goal: '== 1.00' },
      ...figures,
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}
