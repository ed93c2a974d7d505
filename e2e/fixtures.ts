import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The `test` every area walk imports. In both passes it fails a test whose page threw an uncaught error (a
 * crash). In the faults pass (E2E_FAULTS, see e2e/run.mjs) it also plays the person in front of a failed read:
 * once the dashboard's own retries are spent and a readable error with "Try again" shows, it checks the message
 * is readable and clicks "Try again", as a person would, then the walk goes on. Writes and paid reads never show
 * "Try again" (they are never re-sent without the person), and the walk pass keeps them calm.
 */
export const FAULTS = Boolean(process.env.E2E_FAULTS);

/** The headings the ErrorPanel gives a transient failure (src/components/errors/error-panel.tsx). */
const READABLE =
  /The service had a problem|Too many requests|The service took too long|Searchboard is offline/;

/** What a person would retry: refused before any work (503, 429) or never answered (504). */
const TRANSIENT = new Set([429, 503, 504]);

const patched = new WeakSet<APIRequestContext>();
const withHeader = new WeakSet<APIRequestContext>();

/**
 * The walks' own calls to the API send the header every `/api/*` request must carry (README: "scripts must
 * send it"), as the dashboard's client does. The browser's own requests are left alone: the app must send it.
 */
export const API_HEADERS = { 'x-searchboard': '1' };
function sendsApiHeader(ctx: APIRequestContext): void {
  if (withHeader.has(ctx)) return;
  withHeader.add(ctx);
  for (const name of ['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch'] as const) {
    const original = ctx[name].bind(ctx) as (url: unknown, options?: { headers?: object }) => unknown;
    (ctx as unknown as Record<string, unknown>)[name] = (url: unknown, options: { headers?: object } = {}) =>
      original(url, { ...options, headers: { ...API_HEADERS, ...options.headers } });
  }
}
const watched = new WeakMap<Page, Promise<void>>();

/**
 * The walks' own calls to the API (setup and checks, not the UI under test) are GETs: in the faults pass they
 * are sent again after a transient failure, so a fault there does not pass for a fault of the dashboard.
 */
function patientReads(ctx: APIRequestContext): void {
  if (!FAULTS || patched.has(ctx)) return;
  patched.add(ctx);
  const get = ctx.get.bind(ctx);
  ctx.get = async (url, options) => {
    for (let attempt = 1; ; attempt++) {
      const res = await get(url, options);
      if (!TRANSIENT.has(res.status()) || attempt === 8) return res;
      await new Promise((r) => setTimeout(r, 250 * attempt));
    }
  };
}

async function retryLikeAPerson(page: Page, retried: string[]): Promise<void> {
  const button = page.getByRole('button', { name: 'Try again', exact: true }).first();
  await page.addLocatorHandler(
    button,
    async () => {
      const panel = page.getByRole('alert').filter({ has: button }).first();
      const text = (await panel.innerText().catch(() => '')).replace(/\s+/g, ' ').trim();
      // gone already (the retry it showed for has succeeded), or not a failure the faults made: leave it
      if (!READABLE.test(text)) return;
      expect(text, 'a failed read shows a readable message').not.toMatch(/undefined|\[object|NaN/);
      retried.push(text);
      await button.click().catch(() => undefined);
      // the panel stays while the retry runs (its own retries included); leave time for them
      await button.waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined);
    },
    { noWaitAfter: true },
  );
}

export const test = base.extend<{ retryFailedReads: boolean }>({
  /** faults.spec.ts turns it off: it looks at the error and clicks "Try again" itself */
  retryFailedReads: [true, { option: true }],
  request: async ({ request }, use) => {
    sendsApiHeader(request);
    patientReads(request);
    await use(request);
  },
  context: async ({ context, retryFailedReads }, use, testInfo) => {
    const crashes: string[] = [];
    const retried: string[] = [];
    const watch = async (page: Page) => {
      page.on('pageerror', (err) => crashes.push(`${page.url()}: ${err.message}`));
      if (FAULTS && retryFailedReads) await retryLikeAPerson(page, retried);
    };
    context.on('page', (page) => watched.set(page, watch(page)));
    sendsApiHeader(context.request);
    patientReads(context.request);
    await use(context);
    if (retried.length) {
      testInfo.annotations.push({
        type: 'faults',
        description: `"Try again" clicked ${retried.length}× after: ${[...new Set(retried)].join(' | ')}`,
      });
      console.log(`  [faults] ${testInfo.title}: "Try again" clicked ${retried.length}×`);
    }
    expect(crashes, 'no page crashed (uncaught errors)').toEqual([]);
  },
  page: async ({ page }, use) => {
    await watched.get(page);
    await use(page);
  },
});

/**
 * Removes a walk's own annotations from a site through the server's API, whatever became of the walk. The walks
 * delete their markers through the UI as part of what they check; this runs after each of them as well, so one
 * failed walk does not leave a marker that makes the next walk (which expects the seed as it was) fail too.
 */
export async function dropAnnotations(
  request: APIRequestContext,
  siteId: number,
  labels: string[],
): Promise<void> {
  const res = await request.get(`/api/local/annotations?site_id=${siteId}`);
  if (!res.ok()) return;
  const { items } = (await res.json()) as { items: { id: number; label: string }[] };
  for (const a of items.filter((i) => labels.includes(i.label)))
    await request.delete(`/api/local/annotations/${a.id}`);
}

export { expect };
export type { Page } from '@playwright/test';
