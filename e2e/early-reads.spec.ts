import { findOperation, type UpstreamBase } from '../src/lib/operations.ts';
import { earlyReads, ROUTE_PLANS } from '../src/server/pages/route-data.ts';
import { expect, test, type Page } from './fixtures.ts';

/**
 * Every address with a plan of first reads, opened cold: each read the page sends itself must be one its plan
 * says cannot start early (it waits for another answer). Any other read is a first read the server did not start
 * with the page's HTML: the plan lost it, or builds another URL than the page's query does.
 */

/** The seeded sandbox's ids, by the path segment before the id. */
const SEEDED: Record<string, string> = {
  reports: '101',
  sites: '101',
  ai: '301',
  audits: '5101',
  serp: '480001',
  backlinks: '1',
};
const addressOf = (pattern: string) =>
  pattern.replace(/\/([^/]+)\/\$/g, (_, segment: string) => `/${segment}/${SEEDED[segment] ?? ''}`);

/** What a read is: an operation of the table by its id, or `local:<area>` of the server's own API. */
function readName(url: URL): string {
  const local = /^\/api\/local\/([^/?]+)/.exec(url.pathname);
  if (local) return `local:${local[1]}`;
  const m = /^\/api\/(project|data|backlinks)(\/.*)$/.exec(url.pathname);
  const found = m && findOperation(m[1] as UpstreamBase, 'GET', decodeURIComponent(m[2] ?? ''));
  return found ? found.op.id : url.pathname;
}

/** Whether a plan's `later` entry (`id`, or `id?name=value&…` for some reads of an operation) covers a read. */
function waitsFor(entry: string, read: string, url: URL): boolean {
  const [id, query] = entry.split('?');
  if (id !== read) return false;
  return [...new URLSearchParams(query ?? '')].every(([k, v]) => url.searchParams.get(k) === v);
}

/** The page has its heading and its requests are done. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const plan of ROUTE_PLANS) {
  const address = addressOf(plan.path);
  test(`${address} reads early every read it does not have to wait for`, async ({ page }) => {
    const early = new Set(earlyReads(address, '', undefined));
    expect(early.size).toBeGreaterThan(0);
    const sent: URL[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (req.method() === 'GET' && url.pathname.startsWith('/api/')) sent.push(url);
    });
    await page.goto(address);
    await settled(page);
    const own = sent.filter((url) => !early.has(url.pathname + url.search));
    const unplanned = own
      .map((url) => ({ url, read: readName(url) }))
      .filter(({ url, read }) => !plan.later?.some((entry) => waitsFor(entry, read, url)))
      .map(({ url, read }) => ({ url: url.pathname + url.search, read }));
    expect(unplanned, `reads ${address} sent that its plan neither starts early nor waits for`).toEqual([]);
  });
}
