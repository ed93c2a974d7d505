import { describe, expect, it } from 'vitest';
import { AUDIT_FLAGS, AUDIT_SETTING_RANGES } from '../../test/spec-bounds.table.ts';
import { addDays } from '../clock.ts';
import { useTestSandbox } from '../use-test-sandbox.ts';

const P = '/v1/site-audit/audits';
const TODAY = '2026-11-22';
const QUEUE = 1_000;
const CRAWL = 10_000;

/** The spec's "Audit settings" table: integer settings with their allowed range. */
const INT_SETTINGS: [string, number, number][] = [
  ...AUDIT_FLAGS.map((key): [string, number, number] => [key, 0, 1]),
  ['ignore_params', 0, 2],
  ...AUDIT_SETTING_RANGES,
];
const STRING_SETTINGS = ['custom_params', 'login', 'password', 'allow', 'disallow', 'hide'];

describe('website audit: create, time-based state, recheck, rename, delete', () => {
  const t = useTestSandbox({
    now: `${TODAY}T12:00:00Z`,
    timing: { auditQueueMs: QUEUE, auditCrawlMs: [CRAWL, CRAWL] },
  });
  const get = (path: string, query: Record<string, string | number>) =>
    t.call('data', 'GET', `${P}${path}`, { query });
  const create = (kind: 'standard' | 'advanced', json: unknown) =>
    t.call('data', 'POST', `${P}/${kind}`, { json });
  const item = async (id: number) =>
    (await t.call('data', 'GET', P, { query: { limit: 1000 } })).body.items.find((a: any) => a.id === id);

  it('creates a standard audit → {id}; it is queued, then processing with total_pages growing, then finished', async () => {
    const r = await create('standard', { domain: 'trailhead-gear.com' });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['id']);
    expect(Number.isInteger(r.body.id)).toBe(true);
    const id = r.body.id;

    const listed = await item(id);
    expect(listed).toMatchObject({
      url: 'https://trailhead-gear.com',
      title: 'trailhead-gear.com',
      status: 'queued',
      is_new: 1,
    });
    expect(listed.site_id).toBeGreaterThan(103);
    expect(listed.prev_stats).toBeNull();

    const queued = (await get('/status', { audit_id: id })).body;
    expect(queued).toMatchObject({ status: 'queued', total_pages: 0, start_time: `${TODAY} 12:00:00` });
    expect(queued).not.toHaveProperty('audit_time');
    expect((await get('/report', { audit_id: id })).body).toEqual({ is_finished: false });

    t.clock.advance(QUEUE + 2_000);
    const early = (await get('/status', { audit_id: id })).body;
    expect(early.status).toBe('processing');
    expect(early.total_pages).toBeGreaterThan(0);
    expect(early).not.toHaveProperty('audit_time');
    t.clock.advance(4_000);
    const later = (await get('/status', { audit_id: id })).body;
    expect(later.status).toBe('processing');
    expect(later.total_pages).toBeGreaterThan(early.total_pages);
    expect((await get('/pages', { audit_id: id })).body.total).toBe(later.total_pages);
    expect((await get('/report', { audit_id: id })).body).toEqual({ is_finished: false });

    t.clock.advance(CRAWL);
    const done = (await get('/status', { audit_id: id })).body;
    expect(done.status).toBe('finished');
    expect(done.total_pages).toBeGreaterThan(later.total_pages);
    expect(done.audit_time).toBe(`${TODAY} 12:00:11`);
    const report = (await get('/report', { audit_id: id })).body;
    expect(report.is_finished).toBe(true);
    expect(report.total_pages).toBe(done.total_pages);
    // Reading the finished report is what makes the audit no longer new.
    expect((await item(id)).is_new).toBe(0);
    // "Each finished crawl adds a snapshot."
    const snap = await get('/history', { audit_id: id, date: TODAY });
    expect(snap.status).toBe(200);
    expect(snap.body.totals.total_pages).toBe(done.total_pages);
  });

  it('settings.max_pages caps the crawl; the title is kept; an existing site is reused (advanced)', async () => {
    const r = await create('advanced', {
      domain: 'https://www.northwind-outdoor.com',
      title: 'Northwind capped',
      settings: { max_pages: 7, user_agent: '3' },
    });
    expect(r.status).toBe(200);
    t.clock.advance(QUEUE + CRAWL + 1);
    expect((await get('/status', { audit_id: r.body.id })).body).toMatchObject({
      status: 'finished',
      total_pages: 7,
    });
    const listed = await item(r.body.id);
    expect(listed).toMatchObject({ site_id: 101, title: 'Northwind capped', group_id: 11 });
    const snap = await get('/history', { audit_id: r.body.id, date: TODAY });
    expect(snap.body.settings).toMatchObject({
      max_pages: 7,
      user_agent: 3,
      max_depth: 10,
      custom_params: expect.any(String),
    });
  });

  describe('create validation', () => {
    it('domain is required and must be a domain name', async () => {
      for (const body of [{}, { domain: '' }, { domain: 42 }]) {
        const r = await create('standard', body);
        expect(r.status).toBe(400);
        expect(r.body.error.message).toBe('domain is required');
      }
      const bad = await create('advanced', { domain: 'not a domain' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toMatch(/domain/);
    });

    it('title defaults to the domain; the audited URL is the origin of what was given', async () => {
      const r = await create('standard', { domain: 'http://Shop.Example.org/catalog?x=1' });
      expect(await item(r.body.id)).toMatchObject({
        title: 'shop.example.org',
        url: 'http://shop.example.org',
      });
    });

    it('title is at most 300 characters (Limits: "Audit title length | 300")', async () => {
      expect((await create('standard', { domain: 'a-site.com', title: 'x'.repeat(300) })).status).toBe(200);
      const r = await create('standard', { domain: 'a-site.com', title: 'x'.repeat(301) });
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe('title must be at most 300 characters');
    });

    it('accepts every integer setting at both ends of its range', async () => {
      const at = (k: 1 | 2) => Object.fromEntries(INT_SETTINGS.map((s) => [s[0], s[k]]));
      expect((await create('standard', { domain: 'edge-min.com', settings: at(1) })).status).toBe(200);
      expect((await create('advanced', { domain: 'edge-max.com', settings: at(2) })).status).toBe(200);
      const strings = Object.fromEntries(
        STRING_SETTINGS.map((k) => [k, k === 'custom_params' ? 'utm_source,ref' : '/x']),
      );
      expect((await create('standard', { domain: 'strings.com', settings: strings })).status).toBe(200);
    });

    it('rejects each integer setting outside its range with a 400 naming the setting', async () => {
      for (const [key, min, max] of INT_SETTINGS) {
        for (const value of [min - 1, max + 1, 1.5, 'abc']) {
          const r = await create('standard', { domain: 'bounds.com', settings: { [key]: value } });
          expect([key, value, r.status]).toEqual([key, value, 400]);
          expect(r.body.error.message).toContain(`settings.${key}`);
        }
      }
    });

    it('rejects a non-string string setting, an unknown setting and a non-object settings', async () => {
      for (const key of STRING_SETTINGS) {
        const r = await create('standard', { domain: 'bounds.com', settings: { [key]: 5 } });
        expect([key, r.status]).toEqual([key, 400]);
        expect(r.body.error.message).toContain(`settings.${key}`);
      }
      const unknown = await create('standard', { domain: 'bounds.com', settings: { max_speed: 1 } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.message).toContain('settings.max_speed');
      expect((await create('standard', { domain: 'bounds.com', settings: [1] })).status).toBe(400);
    });
  });

  describe('recheck', () => {
    it('moves the finished stats into prev_stats and crawls again; a new snapshot is added', async () => {
      const before = await item(5103);
      expect(before.prev_stats).toBeNull();
      const oldDate = addDays(TODAY, -3);
      const r = await t.call('data', 'POST', `${P}/recheck/standard`, { query: { audit_id: '5103' } });
      expect(r.status).toBe(200);
      expect(r.body).toEqual([]);
      const after = await item(5103);
      expect(after.status).toBe('queued');
      expect(after.prev_stats).toEqual(before.stats);
      t.clock.advance(QUEUE + CRAWL + 1);
      const status = (await get('/status', { audit_id: 5103 })).body;
      expect(status.status).toBe('finished');
      expect(status.audit_time.slice(0, 10)).toBe(TODAY);
      expect((await get('/history', { audit_id: 5103, date: oldDate })).status).toBe(200);
      const snap = await get('/history', { audit_id: 5103, date: TODAY });
      expect(snap.status).toBe(200);
      expect(snap.body.settings.max_pages).toBe(1000);
      expect((await item(5103)).last_update).toBe(TODAY);
    });

    it('restarts an unfinished crawl (advanced); revives a cancelled or an expired audit', async () => {
      const id = (await create('standard', { domain: 'restart-me.com' })).body.id;
      t.clock.advance(QUEUE + 5_000);
      expect((await get('/status', { audit_id: id })).body.status).toBe('processing');
      const r = await t.call('data', 'POST', `${P}/recheck/advanced`, { query: { audit_id: String(id) } });
      expect(r.body).toEqual([]);
      expect((await get('/status', { audit_id: id })).body).toMatchObject({
        status: 'queued',
        total_pages: 0,
      });
      for (const old of [5105, 5106]) {
        await t.call('data', 'POST', `${P}/recheck/standard`, { query: { audit_id: String(old) } });
      }
      t.clock.advance(QUEUE + CRAWL + 1);
      for (const old of [5105, 5106, id])
        expect((await get('/status', { audit_id: old })).body.status).toBe('finished');
    });

    it('audit_id is required', async () => {
      const r = await t.call('data', 'POST', `${P}/recheck/standard`);
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe('audit_id is required');
    });
  });

  describe('rename (PATCH) and delete', () => {
    it('PATCH renames and answers 200 with [] ("empty body (shown as [])")', async () => {
      const r = await t.call('data', 'PATCH', P, {
        query: { audit_id: '5101' },
        json: { title: 'Northwind main shop' },
      });
      expect(r.status).toBe(200);
      expect(r.text).toBe('[]');
      expect((await item(5101)).title).toBe('Northwind main shop');
      expect((await t.call('data', 'GET', P, { query: { search: 'main shop' } })).body.total).toBe(1);
    });

    it('PATCH needs audit_id and a title of at most 300 characters', async () => {
      const noId = await t.call('data', 'PATCH', P, { json: { title: 'x' } });
      expect(noId.status).toBe(400);
      for (const json of [{}, { title: '' }, { title: '   ' }]) {
        const r = await t.call('data', 'PATCH', P, { query: { audit_id: '5101' }, json });
        expect(r.status).toBe(400);
        expect(r.body.error.message).toBe('title is required');
      }
      const long = await t.call('data', 'PATCH', P, {
        query: { audit_id: '5101' },
        json: { title: 'y'.repeat(301) },
      });
      expect(long.status).toBe(400);
      expect(long.body.error.message).toBe('title must be at most 300 characters');
      const ok = await t.call('data', 'PATCH', P, {
        query: { audit_id: '5101' },
        json: { title: 'y'.repeat(300) },
      });
      expect(ok.status).toBe(200);
    });

    it('DELETE removes the audit and its data permanently, answering 200 with []', async () => {
      const total = (await t.call('data', 'GET', P)).body.total;
      const r = await t.call('data', 'DELETE', P, { query: { audit_id: '5102' } });
      expect(r.status).toBe(200);
      expect(r.text).toBe('[]');
      expect((await t.call('data', 'GET', P)).body.total).toBe(total - 1);
      for (const path of ['/status', '/report', '/pages', '/links']) {
        expect((await get(path, { audit_id: 5102 })).status).toBe(404);
      }
      expect((await t.call('data', 'DELETE', P, { query: { audit_id: '5102' } })).status).toBe(404);
      expect((await t.call('data', 'DELETE', P)).status).toBe(400);
    });
  });
});
