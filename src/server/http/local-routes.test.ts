import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import type { AppEnv } from './env.ts';
import { localRoutes, type LocalDeps } from './local-routes.ts';

/**
 * The routes' own answers to input they refuse, served by a Node server as the app serves them: each refusal names the field and
 * says what to fix, before anything reads the store (the stand-in deps throw if touched).
 */
const untouched = new Proxy(
  {},
  {
    get: () => {
      throw new Error('the store was read');
    },
  },
);
const routes = localRoutes({
  mode: { project: 'sandbox', data: 'sandbox', backlinks: 'sandbox' },
  metering: untouched,
  annotations: untouched,
  shares: untouched,
  positions: { repo: untouched },
} as unknown as LocalDeps);
// mounted as the server's app mounts them (`json()` writes to the Node response, so a real server answers)
const app = new Hono<AppEnv>().route('/api/local', routes);
const server = createServer(getRequestListener(app.fetch, { overrideGlobalObjects: false }));
let base = '';
beforeAll(async () => {
  await new Promise<void>((up) => server.listen(0, '127.0.0.1', up));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/local`;
});
afterAll(() => new Promise<void>((down) => server.close(() => down())));

const ask = async (path: string, init?: RequestInit) => {
  const res = await fetch(`${base}${path}`, init);
  return {
    status: res.status,
    body: (await res.json()) as { message: string; errors?: Record<string, string> },
  };
};
const post = (path: string, body: unknown, method = 'POST') =>
  ask(path, { method, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('local routes refuse bad input with the field and its message', () => {
  it('refuses query parameters: repeated, out of range, missing', async () => {
    expect(await ask('/credits?limit=1&limit=2')).toEqual({
      status: 400,
      body: {
        message: 'limit is given more than once.',
        errors: { limit: 'limit is given more than once.' },
      },
    });
    expect((await ask('/credits?limit=1001')).body.errors).toEqual({
      limit: 'limit must be a whole number from 1 to 1000.',
    });
    expect((await ask('/audit-dates')).body.errors).toEqual({
      audit_id: `audit_id is required: a whole number from 1 to ${Number.MAX_SAFE_INTEGER}.`,
    });
    expect((await ask('/positions/trends?site_id=1&days=401')).body.errors).toEqual({
      days: 'days must be a whole number from 1 to 400.',
    });
    expect((await ask('/positions?site_id=x')).body.errors).toEqual({
      site_id: 'site_id must be a positive integer.',
    });
  });

  it('refuses an annotation body per field, whatever its content type, and an unreadable or large one', async () => {
    expect(await post('/annotations?site_id=1', { date: '2026-02-30', label: ' ', note: 5 })).toEqual({
      status: 400,
      body: {
        message: 'Check the highlighted fields.',
        errors: {
          date: 'Enter a date as YYYY-MM-DD.',
          label: 'Enter a label of 1-120 characters.',
          note: 'The note must be text.',
        },
      },
    });
    expect(await post('/annotations?site_id=1', '{')).toEqual({
      status: 400,
      body: { message: 'The body must be JSON.' },
    });
    const big = JSON.stringify({ date: '2026-11-01', label: 'x', note: 'n'.repeat(17_000) });
    expect(await post('/annotations?site_id=1', big)).toEqual({
      status: 413,
      body: { message: 'The body must be under 16 KB.' },
    });
  });

  it('refuses a share link and rank-tracking settings per field', async () => {
    const share = await post('/shares', {
      site_id: 'x',
      expires_in_days: 91,
      view: { from: '2026-01-02', to: '2026-01-01', sections: ['ai'] },
    });
    expect(share).toEqual({
      status: 400,
      body: {
        message: 'Check the highlighted fields.',
        errors: {
          site_id: 'site_id must be a positive integer.',
          expires_in_days: 'Choose a whole number of days from 1 to 90.',
          view: 'The range must start on or before its end.',
        },
      },
    });
    const settings = await post('/positions/settings?site_id=1', { domain: 'nope', hour: 24 }, 'PUT');
    expect(settings).toEqual({
      status: 400,
      body: {
        message: 'Enter the site’s domain, e.g. example.com.',
        errors: {
          domain: 'Enter the site’s domain, e.g. example.com.',
          hour: 'Choose an hour from 0 to 23 (UTC).',
        },
      },
    });
  });

  it('answers 405 to another method and 404 to another path, as before', async () => {
    expect(await ask('/credits', { method: 'POST' })).toEqual({
      status: 405,
      body: { message: 'Method not allowed' },
    });
    expect((await fetch(`${base}/credits`, { method: 'HEAD' })).status).toBe(405);
    expect(await ask('/nothing')).toEqual({ status: 404, body: { message: 'Not found' } });
    expect((await ask('/positions/keywords/7', { method: 'GET' })).status).toBe(405);
  });
});
