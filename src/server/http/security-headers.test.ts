import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goneLinkPage } from '../share/share-page.ts';
import { createStaticFiles } from '../pages/static-files.ts';
import { startTestTeam } from '../people/test-team.ts';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), values);
  }
  return out;
}

/** No other site may frame the page, in browsers with CSP 2 and without. */
function expectUnframeable(headers: Headers) {
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(directives(headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
}

describe('every HTML answer of the built app', () => {
  let dist: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'security-headers-'));
    mkdirSync(join(dist, 'assets'));
    // the app's own index.html as the build leaves it: the theme script inline, the entry as a module file
    const index = readFileSync('index.html', 'utf8').replace('/src/main.tsx', '/assets/index-E.js');
    writeFileSync(join(dist, 'index.html'), index);
    writeFileSync(join(dist, 'assets', 'index-E.js'), 'export {};\n');
    server = createServer(createStaticFiles(dist));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  // the index, SPA routes with and without their first reads, the shared report's address, a paid tab's address
  const PAGES = [
    '/',
    '/index.html',
    '/audits/5101/pages',
    '/keywords?tab=similar&keyword=x&limit=1000',
    '/reports/101',
    '/no/such/route',
  ];

  it.each(PAGES)('%s cannot be framed by another site', async (path) => {
    const r = await fetch(base + path);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    expectUnframeable(r.headers);
  });

  it.each(PAGES)(
    '%s runs scripts only from the server and the inline ones it wrote, each by its hash',
    async (path) => {
      const r = await fetch(base + path, {
        headers: { cookie: path === '/reports/101' ? 'sb_shared=1' : '' },
      });
      const html = await r.text();
      const policy = directives(r.headers.get('content-security-policy'));
      const scripts = policy.get('script-src') ?? [];
      expect(scripts[0]).toBe("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
      // the theme script, and on an app address the loader that asks for the entry after the first paint
      expect(inline.length).toBeGreaterThanOrEqual(path === '/index.html' ? 1 : 2);
      for (const text of inline) {
        const hash = createHash('sha256').update(text).digest('base64');
        expect(scripts).toContain(`'sha256-${hash}'`);
      }
      expect(scripts).toHaveLength(1 + new Set(inline).size);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-src')).toEqual(["'self'", 'blob:']);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
    },
  );

  it('leaves the scripts and styles themselves without a page policy', async () => {
    const r = await fetch(`${base}/assets/index-E.js`);
    expect(r.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(r.headers.get('content-security-policy')).toBeNull();
  });
});

describe("the server's own pages", () => {
  it('the sign-in page, its refusals and its throttle cannot be framed and run no script', async () => {
    const team = await startTestTeam();
    try {
      const answers = [await fetch(`${team.url}/login`)];
      for (let i = 0; i < 5; i++)
        answers.push(
          await fetch(`${team.url}/login`, {
            method: 'POST',
            body: new URLSearchParams({ email: 'nobody@team.example', password: 'guess' }),
          }),
        );
      expect(answers.map((a) => a.status)).toEqual([200, 401, 401, 401, 401, 429]);
      for (const a of answers) {
        expectUnframeable(a.headers);
        expect(directives(a.headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"]);
      }
    } finally {
      await team.close();
    }
  });

  it('the page of a share link that no longer works cannot be framed and runs no script', () => {
    const headers = new Headers();
    const res = {
      writeHead: (_status: number, h: Record<string, string>) => {
        for (const [k, v] of Object.entries(h)) headers.set(k, v);
        return res;
      },
      end: () => {},
    } as unknown as ServerResponse;
    for (const reason of ['invalid', 'expired', 'revoked'] as const) {
      goneLinkPage(res, reason, true);
      expectUnframeable(headers);
      expect(directives(headers.get('content-security-policy')).get('script-src')).toBeUndefined();
      expect(directives(headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"]);
    }
  });
});
