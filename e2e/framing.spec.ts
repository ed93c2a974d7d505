import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './fixtures.ts';
import { APP_ROUTES } from './routes.ts';

// No other site may frame the dashboard (a click in an invisible frame would spend credits as the person's own),
// and the dashboard itself runs under its Content-Security-Policy without a violation.

/** A page of another site that lays the dashboard's paid tab, nearly invisible, over a button of its own. */
function framingPage(target: string): string {
  const paid = `${target}/keywords?tab=similar&keyword=cross%20origin&limit=1000`;
  return `<!doctype html><html lang="en"><head><title>Win a prize</title></head><body>
<button type="button" style="position:absolute;left:40px;top:40px;width:700px;height:500px">Claim your prize</button>
<iframe title="dashboard" src="${paid}" style="position:absolute;left:0;top:0;width:1200px;height:800px;opacity:0.05;border:0"></iframe>
</body></html>`;
}

let other: Server;
let otherPort: number;
let target = '';
test.beforeAll(async () => {
  other = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(framingPage(target));
  });
  await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
  otherPort = (other.address() as AddressInfo).port;
});
test.afterAll(() => {
  other.closeAllConnections();
  other.close();
});

/** What the browser says about the Content-Security-Policy of the pages: console lines and violation events. */
async function watchPolicy(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(m.text());
  });
  await page.exposeFunction('__cspViolation', (line: string) => seen.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { __cspViolation: (l: string) => void }).__cspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI} in ${e.documentURI}`,
      );
    });
  });
  return seen;
}

for (const origin of ['localhost', '127.0.0.1'] as const) {
  test(`a page on ${origin}:<another port> cannot frame the dashboard: nothing of it shows, a click spends nothing`, async ({
    page,
    request,
    baseURL,
  }) => {
    target = baseURL ?? '';
    const spent = async () =>
      (await (await request.get('/api/local/credits?limit=1000')).json()) as {
        today: number;
        reserved: number;
        latest: unknown[];
      };
    const before = await spent();
    const seen = await watchPolicy(page);
    const apiCalls: string[] = [];
    page.on('request', (r) => void (r.url().startsWith(`${baseURL}/api/`) && apiCalls.push(r.url())));

    await page.goto(`http://${origin}:${otherPort}/`);
    // the browser refuses the dashboard's page in the frame and says why
    await expect.poll(() => seen.join('\n')).toMatch(/frame-ancestors|X-Frame-Options/);
    const frame = page.frameLocator('iframe[title="dashboard"]');
    await expect(frame.getByRole('button', { name: /Find similar keywords/ })).toHaveCount(0);
    await expect(frame.getByText('Searchboard')).toHaveCount(0);

    // the person clicks where the frame's paid button would be
    await page.mouse.click(400, 300);
    await page.getByRole('button', { name: 'Claim your prize' }).click({ force: true });
    // none of the dashboard's code ran in the frame: not even its first reads left
    expect(apiCalls).toEqual([]);
    const after = await spent();
    expect([after.today, after.reserved, after.latest.length]).toEqual([
      before.today,
      before.reserved,
      before.latest.length,
    ]);
  });
}

test('every route of the dashboard runs under its policy: no script, style or read refused', async ({
  page,
}) => {
  const seen = await watchPolicy(page);
  for (const route of APP_ROUTES) {
    const answer = await page.goto(route.path);
    expect(answer?.headers()['content-security-policy'], route.path).toContain("frame-ancestors 'none'");
    expect(answer?.headers()['x-frame-options'], route.path).toBe('DENY');
    // the app replaced the static frame: its entry, loaded by the hashed loader, has run
    await expect(page.getByText('Opening Searchboard…')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(seen, route.path).toEqual([]);
  }
});
