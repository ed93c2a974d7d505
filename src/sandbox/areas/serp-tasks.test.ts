import { describe, expect, it } from 'vitest';
import { startTestSandbox } from '../testing.ts';
import { useTestSandbox } from '../use-test-sandbox.ts';
import { serpTaskBody as taskBody } from '../../test/spec-bounds.table.ts';

// Spec, SERP collection: "POST /v1/serp/classic/tasks … JSON body: `search_engine` string required (…
// `web_search_engine_1`), `query[]` array of strings required (each max 255 chars, up to 10 per task), `device`
// required (`desktop`, `mobile`), `language_code` required (ISO 639-1), `location_id` integer required (from Get
// locations), `tag` string optional → array of SERP task, one per keyword, `is_completed` false".

const SERP_MS = 4_000;

describe('SERP tasks: creation and validation', () => {
  const t = useTestSandbox({ now: '2026-11-22T12:00:00Z', timing: { serpMs: SERP_MS } });
  // Keeps the rate limit (10 calls per second) out of the way of validation tests.
  const create = async (json: unknown) => {
    t.clock.advance(200);
    return t.call('data', 'POST', '/v1/serp/classic/tasks', { json });
  };

  it('returns one SERP task per keyword with is_completed false', async () => {
    const r = await create(taskBody({ query: ['trail shoes', 'tent'], tag: 'spring' }));
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(2);
    const now = t.clock.now().toISOString().slice(0, 19).replace('T', ' ');
    expect(r.body[0]).toEqual({
      id: expect.any(Number),
      query: 'trail shoes',
      location_id: 2840,
      language_code: 'en',
      is_completed: false,
      added: now,
    });
    expect(r.body[1].query).toBe('tent');
    expect(r.body[1].id).toBe(r.body[0].id + 1);
  });

  it('is_completed is false on creation even with a zero serpMs', async () => {
    const z = await startTestSandbox({ timing: { serpMs: 0 } });
    const r = await z.call('data', 'POST', '/v1/serp/classic/tasks', { json: taskBody() });
    expect(r.body[0].is_completed).toBe(false);
    await z.close();
  });

  it('accepts location_id as a numeric string, a city location and exactly 10 queries of 255 characters', async () => {
    const qs = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(255, 'x'));
    const loc = await t.call('data', 'GET', '/v1/serp/classic/locations', { query: { q: 'austin' } });
    const austin = loc.body.data[0].location_id as string;
    const r = await create(
      taskBody({ query: qs, location_id: austin, device: 'mobile', language_code: 'EN' }),
    );
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(10);
    expect(r.body[0].location_id).toBe(Number(austin));
    expect(r.body[0].language_code).toBe('en');
  });

  const invalid: [string, unknown, RegExp][] = [
    ['no body', undefined, /JSON object body is required/],
    ['no search_engine', taskBody({ search_engine: undefined }), /search_engine is required/],
    [
      'other search_engine',
      taskBody({ search_engine: 'web_search_engine_2' }),
      /search_engine must be web_search_engine_1/,
    ],
    ['no query', taskBody({ query: undefined }), /query\[\] is required/],
    ['empty query array', taskBody({ query: [] }), /query\[\] must hold at least one keyword/],
    [
      '11 queries',
      taskBody({ query: Array.from({ length: 11 }, (_, i) => `q${i}`) }),
      /at most 10 keywords per task/,
    ],
    ['empty query string', taskBody({ query: ['ok', ' '] }), /query\[1\] must be a non-empty string/],
    ['non-string query', taskBody({ query: [42] }), /query\[0\] must be a non-empty string/],
    ['256 characters', taskBody({ query: ['x'.repeat(256)] }), /query\[0\] is longer than 255 characters/],
    ['no device', taskBody({ device: undefined }), /device is required/],
    ['bad device', taskBody({ device: 'tablet' }), /device must be desktop or mobile/],
    ['no language_code', taskBody({ language_code: undefined }), /language_code is required/],
    ['bad language_code', taskBody({ language_code: 'xx' }), /language_code must be an ISO 639-1 code/],
    ['3-letter language_code', taskBody({ language_code: 'eng' }), /language_code must be an ISO 639-1 code/],
    ['no location_id', taskBody({ location_id: undefined }), /location_id is required/],
    ['unknown location_id', taskBody({ location_id: 999999 }), /location_id 999999 is not a known location/],
    ['fractional location_id', taskBody({ location_id: 2840.5 }), /location_id must be an integer/],
    ['empty tag', taskBody({ tag: '' }), /tag must be a non-empty string/],
  ];
  it.each(invalid)('answers 400 for %s', async (_name, json, msg) => {
    const r = await create(json);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe(400);
    expect(r.body.error.message).toMatch(msg);
  });
});

describe('SERP tasks: limits', () => {
  it('answers 429 to the 11th creation call within one second (Limits: "up to 10 tasks per second")', async () => {
    const t = await startTestSandbox();
    for (let i = 0; i < 10; i++) {
      const r = await t.call('data', 'POST', '/v1/serp/classic/tasks', { json: taskBody() });
      expect(r.status).toBe(200);
    }
    const over = await t.call('data', 'POST', '/v1/serp/classic/tasks', { json: taskBody() });
    expect(over.status).toBe(429);
    expect(over.body.error).toEqual({
      code: 429,
      message: 'Too Many Requests',
      description: expect.stringMatching(/10/),
    });
    t.clock.advance(999);
    expect((await t.call('data', 'POST', '/v1/serp/classic/tasks', { json: taskBody() })).status).toBe(429);
    t.clock.advance(2);
    expect((await t.call('data', 'POST', '/v1/serp/classic/tasks', { json: taskBody() })).status).toBe(200);
    await t.close();
  });

  it('answers processing_limit_exceeded past 600 unfinished tasks (Limits: "Parallel SERP tasks up to 600")', async () => {
    const t = await startTestSandbox({ timing: { serpMs: 30 * 60_000 } });
    const ten = taskBody({ query: Array.from({ length: 10 }, (_, i) => `kw ${i}`) });
    for (let i = 0; i < 60; i++) {
      t.clock.advance(101);
      expect((await t.call('data', 'POST', '/v1/serp/classic/tasks', { json: ten })).status).toBe(200);
    }
    t.clock.advance(1001);
    const over = await t.call('data', 'POST', '/v1/serp/classic/tasks', { json: taskBody() });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe('processing_limit_exceeded');
    expect(over.body.error.description).toMatch(/^processing_limit_exceeded: 600 SERP tasks/);
    t.clock.advance(30 * 60_000);
    expect((await t.call('data', 'POST', '/v1/serp/classic/tasks', { json: taskBody() })).status).toBe(200);
    await t.close();
  });
});

describe('SERP tasks: life cycle (States: is_completed false → true; results kept 24 hours)', () => {
  const t = useTestSandbox({ now: '2026-11-22T12:00:00Z', timing: { serpMs: SERP_MS } });
  const result = (path: string, id: number | string) =>
    t.call('data', 'GET', `/v1/serp/classic/tasks${path}`, { query: { task_id: id } });

  it('answers {"status":"processing"} on all three result endpoints until serpMs has passed', async () => {
    const [task] = (
      await t.call('data', 'POST', '/v1/serp/classic/tasks', { json: taskBody({ query: ['rain jacket'] }) })
    ).body;
    for (const p of ['', '/results_advanced', '/html']) {
      const r = await result(p, task.id);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ status: 'processing' });
    }
    const list = await t.call('data', 'GET', '/v1/serp/classic/tasks');
    expect(list.body.find((x: any) => x.id === task.id).is_completed).toBe(false);

    t.clock.advance(SERP_MS - 1);
    expect((await result('', task.id)).body).toEqual({ status: 'processing' });
    t.clock.advance(1);
    const done = await result('', task.id);
    expect(done.body.items).toHaveLength(100);
    expect(done.body.request_metadata.crawled_at).toBe('2026-11-22 12:00:04');
    expect((await result('/results_advanced', task.id)).body.items.length).toBeGreaterThan(100);
    expect((await result('/html', task.id)).headers.get('content-type')).toBe('application/zip');
    const again = await t.call('data', 'GET', '/v1/serp/classic/tasks');
    expect(again.body.find((x: any) => x.id === task.id).is_completed).toBe(true);

    // Kept 24 hours after collection, then gone: 404 with a message saying so.
    t.clock.advance(24 * 3_600_000);
    expect((await result('', task.id)).status).toBe(200);
    t.clock.advance(1);
    for (const p of ['', '/results_advanced', '/html']) {
      const r = await result(p, task.id);
      expect(r.status).toBe(404);
      expect(r.body.error.message).toBe(
        `SERP task ${task.id} results expired: results are kept 24 hours after collection`,
      );
    }
    const later = await t.call('data', 'GET', '/v1/serp/classic/tasks');
    expect(later.body.find((x: any) => x.id === task.id)).toBeUndefined();
  });

  it('lists the tasks added in the last 24 hours, newest first, seeded ones included', async () => {
    // a fresh sandbox: the tests above moved this one's clock past the seeded tasks' 24 hours
    const fresh = await startTestSandbox({ now: '2026-11-22T12:00:00Z' });
    const r = await fresh.call('data', 'GET', '/v1/serp/classic/tasks');
    await fresh.close();
    expect(r.status).toBe(200);
    const seeded = r.body.filter((x: any) => x.id >= 480001 && x.id <= 480008);
    expect(seeded.map((x: any) => x.id)).toEqual([
      480001, 480002, 480003, 480004, 480005, 480006, 480007, 480008,
    ]);
    for (const x of r.body) {
      expect(Object.keys(x).sort()).toEqual([
        'added',
        'id',
        'is_completed',
        'language_code',
        'location_id',
        'query',
      ]);
      expect(x.added).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(typeof x.location_id).toBe('number');
    }
    const times = r.body.map((x: any) => x.added);
    expect(times).toEqual([...times].sort().reverse());
    expect(seeded.every((x: any) => x.is_completed)).toBe(true);
  });

  it('answers 404 for an unknown task and 400 for a missing or malformed task_id', async () => {
    for (const p of ['', '/results_advanced', '/html']) {
      const unknown = await result(p, 999999);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe('SERP task 999999 not found');
      expect((await result(p, 'abc')).status).toBe(400);
      const empty = await result(p, '');
      expect(empty.status).toBe(400);
      expect(empty.body.error.message).toBe('task_id is required');
    }
    for (const p of ['/results_advanced', '/html']) {
      const r = await t.call('data', 'GET', `/v1/serp/classic/tasks${p}`);
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe('task_id is required');
    }
  });
});
