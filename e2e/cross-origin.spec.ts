import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures.ts';

// A page served from another origin (a second local server in the test) tries <img>, fetch(no-cors) and a form
// post at paid and local endpoints; nothing is spent and nothing changes.
// The other page is served on another port, once as `localhost` (another site) and once as `127.0.0.1` (the same
// site on another port), and aims at the dashboard at 127.0.0.1.

const SITE = 101;

/** What another web page can send without the dashboard's consent: no custom header, no preflight. */
function hostilePage(target: string): string {
  const paid = `${target}/api/data/v1/keywords/similar?source=us&keyword=cross%20origin&limit=100`;
  const serp = JSON.stringify({
    search_engine: 'web_search_engine_1',
    query: ['cross origin'],
    device: 'desktop',
    language_code: 'en',
    location_id: 2840,
  });
  const note = JSON.stringify({ date: '2026-11-01', label: 'cross-origin' });
  const task = JSON.stringify({ title: 'cross-origin', text: 'x' });
  return `<!doctype html><html lang="en"><head><title>Another site</title></head><body>
<h1>Another site</h1>
<img alt="" src="${paid}">
<img alt="" src="${target}/api/data/v1/keywords/related?source=us&keyword=cross%20origin&limit=100">
<img alt="" src="${target}/api/local/credits?limit=1.5">
<iframe name="sink" title="sink"></iframe>
<form id="annotate" method="post" target="sink" enctype="text/plain"
  action="${target}/api/local/annotations?site_id=${SITE}"><input name='${note.slice(0, -1)},"x":"' value='"}'></form>
<form id="serp" method="post" target="sink" enctype="text/plain"
  action="${target}/api/data/v1/serp/classic/tasks"><input name='${serp.slice(0, -1)},"x":"' value='"}'></form>
<script>
  const sent = [];
  const post = (path, body) => fetch('${target}' + path, { method: 'POST', mode: 'no-cors', body,
    headers: { 'content-type': 'text/plain' } }).then(() => 'answered', () => 'failed');
  Promise.all([
    fetch('${paid}&via=fetch', { mode: 'no-cors' }).then(() => 'answered', () => 'failed'),
    post('/api/data/v1/serp/classic/tasks', ${JSON.stringify(serp)}),
    post('/api/local/annotations?site_id=${SITE}', ${JSON.stringify(note)}),
    post('/api/project/checklist/${SITE}/task', ${JSON.stringify(task)}),
  ]).then((r) => { document.title = 'fetches done: ' + r.join(','); });
  document.getElementById('annotate').submit();
</script></body></html>`;
}

let other: Server;
let otherPort: number;
/** the dashboard's address, set by the test (the base URL is a test option) */
let target = '';
test.beforeAll(async () => {
  other = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(hostilePage(target));
  });
  await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
  otherPort = (other.address() as AddressInfo).port;
});
test.afterAll(() => {
  other.closeAllConnections();
  other.close();
});

for (const origin of ['localhost', '127.0.0.1'] as const) {
  test(`a page on ${origin}:<another port> spends nothing and changes nothing`, async ({
    page,
    request,
    baseURL,
  }) => {
    const state = async () => {
      const credits = (await (await request.get('/api/local/credits?limit=1000')).json()) as {
        today: number;
        reserved: number;
        latest: unknown[];
      };
      const notes = (await (await request.get(`/api/local/annotations?site_id=${SITE}`)).json()) as {
        items: unknown[];
      };
      const plan = JSON.stringify(await (await request.get(`/api/project/checklist/${SITE}`)).json());
      // the SERP tasks by id (the seed dates them relative to now)
      const tasks = (
        (await (await request.get('/api/data/v1/serp/classic/tasks')).json()) as { id: number }[]
      )
        .map((t) => t.id)
        .join(',');
      return {
        spent: credits.today,
        reserved: credits.reserved,
        ledger: credits.latest.length,
        notes: notes.items.length,
        plan,
        tasks,
      };
    };
    target = baseURL ?? '';
    const before = await state();

    // every request the page sends to the dashboard, whether the browser let the page see its answer or not
    // (it blocks the JSON answers of <img> tags itself, ORB), and the status of those it saw
    const mine = (url: string) => url.startsWith(`${baseURL}/api/`);
    let issued = 0;
    let settled = 0;
    const statuses: number[] = [];
    page.on('request', (r) => void (mine(r.url()) && issued++));
    page.on('requestfinished', (r) => void (mine(r.url()) && settled++));
    page.on('requestfailed', (r) => void (mine(r.url()) && settled++));
    page.on('response', (r) => void (mine(r.url()) && statuses.push(r.status())));
    await page.goto(`http://${origin}:${otherPort}/`);
    await expect(page).toHaveTitle(/^fetches done: /);
    // the second form post, once the first has gone
    await expect.poll(() => settled).toBe(8);
    await page.evaluate(() => (document.getElementById('serp') as HTMLFormElement).submit());
    // 3 images, 1 GET fetch, 3 POST fetches, 2 form posts
    await expect.poll(() => settled).toBe(9);
    expect(issued).toBe(9);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((st) => st !== 403)).toEqual([]);

    expect(await state()).toEqual(before);
  });
}
