import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonRole } from '../../lib/people.ts';
import { startTestProxy, type TestProxy } from '../http/test-proxy.ts';
import { createStaticFiles } from '../pages/static-files.ts';
import { cookieOf } from '../people/test-team.ts';

// The page a client's browser is first sent, before any script runs: the agency's name where the product's was,
// and a policy that still lets the page's own inline scripts run.
let tp: TestProxy;
let server: Server;
let url: string;
let dist: string;
let n = 0;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'client-page-'));
  writeFileSync(join(dist, 'index.html'), readFileSync('index.html'));
  tp = await startTestProxy();
  server = createServer(
    tp.proxy.serve({ signIn: { baseURL: 'http://127.0.0.1' }, files: createStaticFiles(dist) }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await tp.close();
  rmSync(dist, { recursive: true, force: true });
});

const call = (path: string, cookie = '', init: RequestInit = {}) =>
  fetch(url + path, {
    ...init,
    redirect: 'manual',
    headers: { 'x-searchboard': '1', 'content-type': 'application/json', cookie },
  });

async function person(role: PersonRole, sites?: number[]) {
  const email = `${role}-${++n}@team.example`;
  const password = `pass-${role}-${n}-long-enough`;
  await tp.proxy.people.add({ email, role, ...(sites ? { sites } : {}) }, password);
  const res = await call('/api/local/session', '', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return cookieOf(res);
}

/** The page and whether every inline script of it may run under the policy it came with. */
async function page(path: string, cookie: string) {
  const res = await call(path, cookie);
  expect(res.status).toBe(200);
  const html = await res.text();
  const policy = res.headers.get('content-security-policy') ?? '';
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  const allowed = scripts.every((s) =>
    policy.includes(`'sha256-${createHash('sha256').update(s).digest('base64')}'`),
  );
  return { html, allowed, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] };
}

const NAME = 'Northwind & "Partners" <Agency>';
const ESCAPED = 'Northwind &#38; &#34;Partners&#34; &#60;Agency&#62;';

describe('the page a client is served', () => {
  it('says the agency’s name, escaped, and never the product’s once a brand is set; the team keeps the product’s', async () => {
    const owner = await person('owner');
    const client = await person('client', [101]);
    // no brand yet: a neutral name, never the product's
    const unbranded = await page('/reports/101', client);
    expect(unbranded.title).toBe('Report');
    expect(unbranded.html).not.toContain('Searchboard');
    expect(unbranded.html).toContain('data-brand="Report"');
    expect(unbranded.allowed).toBe(true);

    const set = await call('/api/local/branding', owner, {
      method: 'PUT',
      body: JSON.stringify({ name: NAME, accent: '#1f6feb' }),
    });
    expect(set.status).toBe(200);

    for (const path of ['/reports/101', '/sites/101/positions']) {
      const seen = await page(path, client);
      expect(seen.title).toBe(ESCAPED);
      expect(seen.html).not.toContain('Searchboard');
      expect(seen.html).not.toContain('<Agency>');
      expect(seen.html).toContain(`data-brand="${ESCAPED}"`);
      expect(seen.html).toContain(`Opening ${ESCAPED}…`);
      expect(seen.allowed).toBe(true);
    }
    const team = await page('/reports/101', owner);
    expect(team.title).toBe('Searchboard');
    expect(team.html).not.toContain('data-brand');
    expect(team.allowed).toBe(true);

    // the brand removed: the client's page is neutral again
    expect((await call('/api/local/branding', client, { method: 'DELETE' })).status).toBe(403);
    expect((await call('/api/local/branding', owner, { method: 'DELETE' })).status).toBe(200);
    const after = await page('/reports/101', client);
    expect(after.title).toBe('Report');
    expect(after.html).not.toContain('Searchboard');
  });

  it('says it to a share link’s holder, who has no account', async () => {
    const editor = await person('editor');
    const made = await call('/api/local/shares', editor, {
      method: 'POST',
      body: JSON.stringify({ site_id: 101, expires_in_days: 7, label: 'Client' }),
    });
    expect(made.status).toBe(201);
    const link = new URL(((await made.json()) as { url: string }).url, url).pathname;
    const opened = await call(link);
    expect(opened.status).toBe(302);
    const holder = cookieOf(opened);
    const location = opened.headers.get('location') ?? '';
    // the brand of another test may still be set: none here
    const owner = await person('owner');
    await call('/api/local/branding', owner, { method: 'DELETE' });
    const unbranded = await page(location, holder);
    expect(unbranded.title).toBe('Report');
    expect(unbranded.html).not.toContain('Searchboard');

    await call('/api/local/branding', owner, {
      method: 'PUT',
      body: JSON.stringify({ name: 'Fjord Digital', accent: '#1f6feb' }),
    });
    const seen = await page(location, holder);
    expect(seen.title).toBe('Fjord Digital');
    expect(seen.html).not.toContain('Searchboard');
    expect(seen.allowed).toBe(true);
  });
});
