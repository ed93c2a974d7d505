import { serveAsRole } from '../http/test-role-server.ts';
import { existsSync } from 'node:fs';
import type { ServerType } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { PersonRole } from '../../lib/people.ts';
import type { Person } from '../people/people.ts';
import { Activity } from '../activity/activity.ts';
import { openSqliteStore } from '../store/store.ts';
import type { Store } from '../store/interface.ts';
import { clientReader } from '../people/client-scope.ts';
import { linkReader } from '../share/share-scope.ts';
import { brandReadScope } from './brand-scope.ts';
import { brandRoutes } from './brand-routes.ts';
import { Brands } from './brands.ts';
import { chromiumRasteriser, type RasteriseSvg } from './svg-raster.ts';

const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PNG = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;
const svgUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const EVIL_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(1)"><script>alert(2)</script>' +
  '<rect width="40" height="20" fill="#c00"/><image href="https://evil.example/x.png" width="10" height="10"/></svg>';

const stores: Store[] = [];
const servers: ServerType[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) s.close();
  for (const s of stores.splice(0)) await s.close();
});

function server(rasterise?: RasteriseSvg) {
  const store = openSqliteStore(':memory:');
  stores.push(store);
  const brands = new Brands(store);
  const activity = new Activity(store);
  const listening = serveAsRole(brandRoutes({ brands, rasterise, activity }), servers);
  const call = async (role: PersonRole | undefined, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${await listening}/api/local${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(role ? { 'x-role': role } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  return { call, brands, activity };
}

const GOOD = {
  name: 'Acme SEO',
  accent: '#1F6FEB',
  reply_to: 'hello@acme.example',
  footer: 'Acme Ltd · Leeds',
};

describe('PUT /api/local/branding', () => {
  it('sets the brand for everyone to read, an owner or an admin only', async () => {
    const { call } = server();
    expect((await call('viewer', 'GET', '/branding')).body).toEqual({ brand: null });
    const viewer = await call('viewer', 'PUT', '/branding', GOOD);
    expect(viewer.status).toBe(403);
    expect(viewer.body.message).toMatch(/owner or an admin/);
    const set = await call('admin', 'PUT', '/branding', { ...GOOD, logo: PNG });
    expect(set.status).toBe(200);
    const read = await call('client', 'GET', '/branding');
    expect(read.body.brand).toMatchObject({
      name: 'Acme SEO',
      accent: '#1f6feb',
      logo: PNG,
      footer: 'Acme Ltd · Leeds',
    });
    expect(read.body.brand).not.toHaveProperty('updated_by');
  });

  it.each([
    [{ ...GOOD, name: '' }, 'name', /name is required/],
    [{ ...GOOD, name: 'x'.repeat(81) }, 'name', /longer than 80/],
    [{ ...GOOD, accent: 'blue' }, 'accent', /#rrggbb/],
    [{ ...GOOD, accent: '#12345' }, 'accent', /#rrggbb/],
    [{ ...GOOD, reply_to: 'not an address' }, 'reply_to', /email address/],
    [{ ...GOOD, footer: 'f'.repeat(201) }, 'footer', /longer than 200/],
    [{ ...GOOD, logo: 'https://acme.example/logo.png' }, 'logo', /PNG or an SVG/],
    [
      { ...GOOD, logo: `data:image/png;base64,${Buffer.from('GIF89a fake').toString('base64')}` },
      'logo',
      /not one/,
    ],
    [
      {
        ...GOOD,
        logo: `data:image/png;base64,${Buffer.concat([PNG_BYTES, Buffer.alloc(205 * 1024)]).toString('base64')}`,
      },
      'logo',
      /over 200 KB/,
    ],
  ])('refuses %j naming the field', async (input, fieldName, words) => {
    const { call, brands } = server();
    const res = await call('owner', 'PUT', '/branding', input);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors as object)).toContain(fieldName);
    expect(res.body.errors[fieldName]).toMatch(words);
    expect(await brands.get()).toBeNull();
  });

  it('refuses an SVG in words when the server cannot draw it, and keeps the drawn PNG when it can', async () => {
    const none = server();
    const refused = await none.call('owner', 'PUT', '/branding', { ...GOOD, logo: svgUrl(EVIL_SVG) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.logo).toMatch(/upload a PNG/);

    const noBrowser = server(chromiumRasteriser('/nowhere/chromium'));
    const said = await noBrowser.call('owner', 'PUT', '/branding', { ...GOOD, logo: svgUrl(EVIL_SVG) });
    expect(said.status).toBe(400);
    expect(said.body.errors.logo).toMatch(/no(ne)? .*found at \/nowhere\/chromium.*upload a PNG/i);

    const drawn = server(() => Promise.resolve(new Uint8Array(PNG_BYTES)));
    const ok = await drawn.call('owner', 'PUT', '/branding', { ...GOOD, logo: svgUrl(EVIL_SVG) });
    expect(ok.status).toBe(200);
    expect(ok.body.brand.logo).toBe(PNG);
  });
});

describe('DELETE /api/local/branding', () => {
  it('goes back to no brand, an owner or an admin only, and the activity log says who removed which', async () => {
    const { call, activity } = server();
    expect((await call('admin', 'PUT', '/branding', GOOD)).status).toBe(200);
    for (const role of ['editor', 'viewer', 'client'] as const) {
      const refused = await call(role, 'DELETE', '/branding');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/owner or an admin/);
    }
    expect((await call('viewer', 'GET', '/branding')).body.brand).toMatchObject({ name: 'Acme SEO' });
    const removed = await call('owner', 'DELETE', '/branding');
    expect(removed).toEqual({ status: 200, body: { brand: null } });
    expect((await call('client', 'GET', '/branding')).body).toEqual({ brand: null });
    // removing what is not there answers the same and logs nothing
    expect((await call('owner', 'DELETE', '/branding')).status).toBe(200);
    await activity.settled();
    const log = await activity.list({ limit: 10, offset: 0, action: 'brand.removed' });
    expect(log.items.map((e) => [e.email, e.detail])).toEqual([
      ['owner@team.example', 'brand "Acme SEO" removed'],
    ]);
  });
});

describe('a site’s client logo', () => {
  it('is set and removed by an owner or an admin, and read by anyone who may read the site', async () => {
    const { call } = server();
    expect((await call('editor', 'PUT', '/sites/101/brand', { logo: PNG })).status).toBe(403);
    expect((await call('owner', 'PUT', '/sites/101/brand', { logo: PNG })).body).toEqual({
      site_id: 101,
      logo: PNG,
    });
    expect((await call('client', 'GET', '/sites/101/brand')).body).toEqual({ site_id: 101, logo: PNG });
    expect((await call('owner', 'PUT', '/sites/101/brand', { logo: 'nope' })).body.errors.logo).toMatch(
      /PNG or an SVG/,
    );
    expect((await call('owner', 'GET', '/sites/abc/brand')).status).toBe(404);
    expect((await call('admin', 'DELETE', '/sites/101/brand')).status).toBe(200);
    expect((await call('viewer', 'GET', '/sites/101/brand')).body).toEqual({ site_id: 101, logo: null });
  });
});

describe('what a share link’s holder and a client may read of the brand', () => {
  it('the brand and their own site’s logo, read only', () => {
    const link = linkReader(101);
    expect(brandReadScope('GET', '/branding', link)).toEqual({ kind: 'pass' });
    expect(brandReadScope('PUT', '/branding', link)?.kind).toBe('refuse');
    expect(brandReadScope('GET', '/sites/101/brand', link)).toEqual({ kind: 'pass' });
    expect(brandReadScope('GET', '/sites/102/brand', link)?.kind).toBe('refuse');
    expect(brandReadScope('GET', '/annotations', link)).toBeUndefined();
    const client = clientReader({ sites: [102] } as unknown as Person);
    expect(brandReadScope('GET', '/sites/102/brand', client)).toEqual({ kind: 'pass' });
    expect(brandReadScope('DELETE', '/sites/102/brand', client)?.kind).toBe('refuse');
  });
});

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
describe.skipIf(!existsSync(CHROMIUM))('an SVG logo drawn by Chromium', () => {
  it('becomes a PNG of its size, with nothing of the script or the outside reference left', async () => {
    const png = await chromiumRasteriser(CHROMIUM)(new TextEncoder().encode(EVIL_SVG));
    expect(png).not.toBeNull();
    const bytes = Buffer.from(png!);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    // drawn larger (up to 4×): 40×20 → 160×80
    expect(bytes.readUInt32BE(16)).toBe(160);
    expect(bytes.readUInt32BE(20)).toBe(80);
    expect(bytes.includes('script')).toBe(false);
    expect(bytes.includes('evil.example')).toBe(false);
  }, 60_000);
});
