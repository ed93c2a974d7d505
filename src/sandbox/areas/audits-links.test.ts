import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing.ts';

const NORTHWIND = 5101;
const BIG = 5104;
const EXPIRED = 5106;
const FIELDS = [
  'alt',
  'anchor',
  'anchor_type',
  'id',
  'nofollow',
  'source_noindex',
  'source_url',
  'status',
  'title',
  'type',
  'url',
];

/** `filter[i][param]=…&filter[i][value]=…&filter[i][type]=…` as public clients send it (service-notes). */
function filter(...conds: [param: string, value: string, type?: string][]): [string, string][] {
  return conds.flatMap(([param, value, type], i) => [
    [`filter[${i}][param]`, param],
    [`filter[${i}][value]`, value],
    ...(type ? ([[`filter[${i}][type]`, type]] as [string, string][]) : []),
  ]);
}

describe('website audit: links (GET /v1/site-audit/audits/links)', () => {
  let t: TestSandbox;
  const links = (audit: number, extra: [string, string][] = []) =>
    t.call('data', 'GET', '/v1/site-audit/audits/links', { query: [['audit_id', String(audit)], ...extra] });
  /** Every link of the (1,270-page) seeded audit, to check the filters against. */
  let all: any[];
  beforeAll(async () => {
    t = await startTestSandbox();
    all = [];
    for (let offset = 0; ; offset += 1000) {
      const r = await links(NORTHWIND, [
        ['limit', '1000'],
        ['offset', String(offset)],
      ]);
      all.push(...r.body.items);
      if (all.length >= r.body.total) break;
    }
  });
  afterAll(() => t.close());

  it('returns {total, items[] Link} with every field a string; default page size 100', async () => {
    const r = await links(NORTHWIND);
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(all.length);
    expect(r.body.items).toHaveLength(100);
    for (const l of r.body.items) {
      expect(Object.keys(l).sort()).toEqual(FIELDS);
      for (const v of Object.values(l)) expect(typeof v).toBe('string');
      expect(['0', '1']).toContain(l.source_noindex);
      expect(['0', '1']).toContain(l.nofollow);
    }
    expect(new Set(all.map((l) => l.id)).size).toBe(all.length);
  });

  it('has links of every type and anchor type, internal and external, broken ones included', () => {
    expect(new Set(all.map((l) => l.type))).toEqual(
      new Set(['hyperlink', 'image', 'canonical', 'redirect', 'hreflang']),
    );
    expect(new Set(all.map((l) => l.anchor_type))).toEqual(new Set(['text', 'image', 'none']));
    expect(all.some((l) => l.status === '404')).toBe(true);
    expect(all.some((l) => l.nofollow === '1')).toBe(true);
    expect(all.some((l) => l.source_noindex === '1')).toBe(true);
    expect(all.some((l) => l.type === 'image' && l.alt === '')).toBe(true);
  });

  it('page_type internal / external / all (default all) splits the links by host', async () => {
    const host = (u: string) => new URL(u).host;
    const internal = await links(NORTHWIND, [
      ['page_type', 'internal'],
      ['limit', '1000'],
    ]);
    const external = await links(NORTHWIND, [
      ['page_type', 'external'],
      ['limit', '1000'],
    ]);
    expect(internal.body.total + external.body.total).toBe(all.length);
    expect(internal.body.items.every((l: any) => host(l.url) === 'www.northwind-outdoor.com')).toBe(true);
    expect(external.body.items.every((l: any) => host(l.url) !== 'www.northwind-outdoor.com')).toBe(true);
    expect(external.body.total).toBe(all.filter((l) => host(l.url) !== 'www.northwind-outdoor.com').length);
    const bad = await links(NORTHWIND, [['page_type', 'both']]);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/page_type/);
  });

  it('applies each filter param for real', async () => {
    const cases: [string, string, (l: any) => boolean][] = [
      ['status', '404', (l) => l.status === '404'],
      ['type', 'canonical', (l) => l.type === 'canonical'],
      ['source_noindex', '1', (l) => l.source_noindex === '1'],
      ['nofollow', '1', (l) => l.nofollow === '1'],
      ['anchor_type', 'image', (l) => l.anchor_type === 'image'],
    ];
    for (const [param, value, pred] of cases) {
      const r = await links(NORTHWIND, [...filter([param, value]), ['limit', '1000']]);
      expect([param, r.status]).toEqual([param, 200]);
      const expected = all.filter(pred);
      expect(expected.length).toBeGreaterThan(0);
      expect([param, r.body.total]).toEqual([param, expected.length]);
      expect(r.body.items.map((l: any) => l.id)).toEqual(expected.slice(0, 1000).map((l) => l.id));
    }
  });

  it('joins conditions left to right with filter[i][type] and / or', async () => {
    const andQ = await links(NORTHWIND, [
      ...filter(['type', 'hyperlink'], ['nofollow', '1', 'and']),
      ['limit', '1000'],
    ]);
    expect(andQ.body.total).toBe(all.filter((l) => l.type === 'hyperlink' && l.nofollow === '1').length);
    const orQ = await links(NORTHWIND, filter(['status', '404'], ['status', '301', 'or']));
    expect(orQ.body.total).toBe(all.filter((l) => l.status === '404' || l.status === '301').length);
    // ((status=404 or type=redirect) and nofollow=0)
    const mixed = await links(
      NORTHWIND,
      filter(['status', '404'], ['type', 'redirect', 'or'], ['nofollow', '0', 'and']),
    );
    expect(mixed.body.total).toBe(
      all.filter((l) => (l.status === '404' || l.type === 'redirect') && l.nofollow === '0').length,
    );
    const nothing = await links(NORTHWIND, filter(['status', '999']));
    expect(nothing.body).toEqual({ total: 0, items: [] });
  });

  it('a second or later condition without filter[i][type] is a 400 (spec Errors 5)', async () => {
    const r = await links(NORTHWIND, filter(['status', '404'], ['nofollow', '1']));
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe('filter[1][type] is required from the second condition on (and or or)');
    const badType = await links(NORTHWIND, filter(['status', '404'], ['nofollow', '1', 'xor']));
    expect(badType.status).toBe(400);
    expect(badType.body.error.message).toMatch(/filter\[1\]\[type\]/);
  });

  it('param must be one of status, type, source_noindex, nofollow, anchor_type; param and value are required', async () => {
    const other = await links(NORTHWIND, filter(['url', 'x']));
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe(
      'filter[0][param] must be one of status, type, source_noindex, nofollow, anchor_type',
    );
    const noValue = await links(NORTHWIND, [['filter[0][param]', 'status']]);
    expect(noValue.status).toBe(400);
    expect(noValue.body.error.message).toBe('filter[0][value] is required');
    const noParam = await links(NORTHWIND, [['filter[0][value]', '404']]);
    expect(noParam.body.error.message).toBe('filter[0][param] is required');
  });

  it('limit is bounded 1-1000, offset pages the same ordering', async () => {
    expect((await links(NORTHWIND, [['limit', '0']])).status).toBe(400);
    expect((await links(NORTHWIND, [['limit', '1001']])).status).toBe(400);
    const page = await links(NORTHWIND, [
      ['limit', '5'],
      ['offset', '20'],
    ]);
    expect(page.body.items.map((l: any) => l.id)).toEqual(all.slice(20, 25).map((l) => l.id));
  });

  it('filters the ~3 million links of the 300,000-page crawl', async () => {
    const r = await links(BIG, [...filter(['status', '404'], ['type', 'hyperlink', 'and']), ['limit', '3']]);
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThan(1000);
    expect(r.body.items).toHaveLength(3);
    for (const l of r.body.items) expect([l.status, l.type]).toEqual(['404', 'hyperlink']);
    const unfiltered = await links(BIG, [
      ['offset', '3000000'],
      ['limit', '2'],
    ]);
    expect(unfiltered.body.total).toBeGreaterThan(3_000_000);
    expect(unfiltered.body.items).toHaveLength(2);
  }, 20_000);

  it('an expired audit has no links', async () => {
    expect((await links(EXPIRED)).body).toEqual({ total: 0, items: [] });
  });
});
