import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../use-test-sandbox.ts';

// Spec, Keyword research: similar, related and questions take the "Common parameters" table and answer
// `{total, keywords[]}` with keyword, volume, cpc, difficulty, competition, intents, serp_features,
// history_trend (related "same plus `relevance`"); "`total` ignores `limit` and `offset`".

type Q = Record<string, string | number> | [string, string][];
const BASE_KEYS = [
  'competition',
  'cpc',
  'difficulty',
  'history_trend',
  'intents',
  'keyword',
  'serp_features',
  'volume',
];

const t = useTestSandbox({ now: '2026-11-22T12:00:00Z' });

const get = (op: string, extra: Q = {}, seed = 'hiking boots') => {
  const base: [string, string][] = [
    ['source', 'us'],
    ['keyword', seed],
  ];
  const rest = Array.isArray(extra)
    ? extra
    : Object.entries(extra).map(([k, v]) => [k, String(v)] as [string, string]);
  return t.call('data', 'GET', `/v1/keywords/${op}`, { query: [...base, ...rest] });
};
const all = async (op: string, extra: Q = {}) =>
  (await get(op, Array.isArray(extra) ? [...extra, ['limit', '1000']] : { ...extra, limit: 1000 })).body;

describe.each(['similar', 'related', 'questions'])('%s keywords', (op) => {
  it('answers {total, keywords[]} with the spec fields, default limit 100, history_trend null by default', async () => {
    const r = await get(op);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['keywords', 'total']);
    expect(r.body.total).toBeGreaterThan(100);
    expect(r.body.keywords).toHaveLength(100);
    for (const k of r.body.keywords) {
      expect(Object.keys(k).sort()).toEqual(
        op === 'related' ? [...BASE_KEYS, 'relevance'].sort() : BASE_KEYS,
      );
      expect(k.history_trend).toBeNull();
      expect(Number.isInteger(k.volume)).toBe(true);
      expect(typeof k.competition).toBe('number');
      for (const i of k.intents) expect(['I', 'N', 'T', 'C', 'L']).toContain(i);
    }
  });

  it('history_trend=true includes 12-month trends (or null where unavailable)', async () => {
    const r = await get(op, { history_trend: 'true' });
    const trends = r.body.keywords.map((k: any) => k.history_trend).filter((h: unknown) => h !== null);
    expect(trends.length).toBeGreaterThan(0);
    expect(Object.keys(trends[0])).toHaveLength(12);
    expect(Object.keys(trends[0])[0]).toBe('2025-11-01');
  });

  it('pages with limit and offset; total ignores them', async () => {
    const everything = await all(op);
    const page = (await get(op, { limit: 7, offset: 20 })).body;
    expect(page.total).toBe(everything.total);
    expect(page.keywords).toEqual(everything.keywords.slice(20, 27));
  });

  it('sorts by every sort field in both orders (default order desc)', async () => {
    for (const sort of ['volume', 'cpc', 'difficulty', 'competition']) {
      const desc = (await get(op, { sort, limit: 1000 })).body.keywords.map((k: any) => k[sort]);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      const asc = (await get(op, { sort, sort_order: 'asc', limit: 1000 })).body.keywords.map(
        (k: any) => k[sort],
      );
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
    }
    const names = (await get(op, { sort: 'keyword', sort_order: 'asc', limit: 1000 })).body.keywords.map(
      (k: any) => k.keyword,
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('applies every range filter within its bounds', async () => {
    const cases: [string, string, string, (k: any) => number][] = [
      ['volume', '100', '5000', (k) => k.volume],
      ['difficulty', '30', '60', (k) => k.difficulty],
      ['cpc', '0.5', '2.5', (k) => k.cpc],
      ['competition', '0.2', '0.6', (k) => k.competition],
      ['keyword_count', '3', '4', (k) => k.keyword.split(' ').length],
      ['characters_count', '10', '25', (k) => k.keyword.length],
    ];
    const total = (await all(op)).total;
    for (const [f, from, to, value] of cases) {
      const r = await all(op, { [`filter[${f}][from]`]: from, [`filter[${f}][to]`]: to });
      expect(r.total, f).toBeLessThan(total);
      for (const k of r.keywords) {
        expect(value(k), f).toBeGreaterThanOrEqual(Number(from));
        expect(value(k), f).toBeLessThanOrEqual(Number(to));
      }
    }
  });

  it('filters by serp_features and intents (a keyword matches when it has ANY listed value)', async () => {
    const sf = await all(op, { 'filter[serp_features]': 'video,local_pack' });
    expect(sf.total).toBeGreaterThan(0);
    for (const k of sf.keywords)
      expect(k.serp_features.some((f: string) => f === 'video' || f === 'local_pack')).toBe(true);
    const it = await all(op, { 'filter[intents]': 'T,L' });
    expect(it.total).toBeGreaterThan(0);
    expect(it.total).toBeLessThan((await all(op)).total);
    for (const k of it.keywords) expect(k.intents.some((i: string) => i === 'T' || i === 'L')).toBe(true);
  });
});

describe('generated pools', () => {
  it('similar keywords contain the seed; questions are questions; related carry relevance 1-100', async () => {
    for (const k of (await all('similar')).keywords) expect(k.keyword).toContain('hiking boots');
    for (const k of (await all('questions')).keywords) {
      expect(k.keyword).toMatch(/^(how|what|why|can|are|is|where|which|when|do|does|should|who)\b/);
    }
    const rel = (await all('related')).keywords;
    expect(rel.some((k: any) => !k.keyword.includes('hiking boots'))).toBe(true);
    for (const k of rel) {
      expect(Number.isInteger(k.relevance)).toBe(true);
      expect(k.relevance).toBeGreaterThanOrEqual(1);
      expect(k.relevance).toBeLessThanOrEqual(100);
    }
  });

  it('metrics agree with the export for the same keyword and source', async () => {
    const k = (await get('similar', { limit: 1 })).body.keywords[0];
    const e = await t.call('data', 'POST', '/v1/keywords/export', {
      query: { source: 'us' },
      form: [['keywords[]', k.keyword]],
    });
    expect(e.body[0].volume).toBe(k.volume);
    expect(e.body[0].cpc).toBe(k.cpc);
  });

  it('a gibberish seed has no candidates', async () => {
    expect((await get('similar', {}, 'xqzvbnmkl')).body).toEqual({ total: 0, keywords: [] });
  });
});

describe('multi-keyword filters', () => {
  const inc = (groups: unknown) => ({ 'filter[multi_keyword_included]': JSON.stringify(groups) });

  it('included: one group with one condition', async () => {
    const r = await all('related', inc([[{ type: 'contains', value: 'jacket' }]]));
    expect(r.total).toBeGreaterThan(0);
    for (const k of r.keywords) expect(k.keyword).toContain('jacket');
  });

  it('included: ALL conditions of a group must hold', async () => {
    // A two-modifier variation, e.g. "best hiking boots reviews": begins with its prefix AND ends with its suffix.
    const sample = (await all('similar')).keywords
      .map((k: any) => /^(\w+) hiking boots (\w+)$/.exec(k.keyword))
      .find(Boolean) as RegExpExecArray;
    const [, prefix, suffix] = sample as unknown as [string, string, string];
    const onlyPrefix = await all('similar', inc([[{ type: 'begins', value: prefix }]]));
    const r = await all(
      'similar',
      inc([
        [
          { type: 'begins', value: prefix },
          { type: 'ends', value: suffix },
        ],
      ]),
    );
    expect(r.total).toBeGreaterThan(0);
    expect(r.total).toBeLessThan(onlyPrefix.total);
    for (const k of r.keywords) expect(k.keyword.startsWith(prefix) && k.keyword.endsWith(suffix)).toBe(true);
  });

  it('included: ANY group may hold', async () => {
    const a = await all('similar', inc([[{ type: 'begins', value: 'cheap' }]]));
    const b = await all('similar', inc([[{ type: 'ends', value: 'near me' }]]));
    const both = await all(
      'similar',
      inc([[{ type: 'begins', value: 'cheap' }], [{ type: 'ends', value: 'near me' }]]),
    );
    const overlap = a.keywords.filter((k: any) => k.keyword.endsWith('near me')).length;
    expect(both.total).toBe(a.total + b.total - overlap);
  });

  it('included: exact', async () => {
    const r = await all('similar', inc([[{ type: 'exact', value: 'cheap hiking boots' }]]));
    expect(r.keywords.map((k: any) => k.keyword)).toEqual(['cheap hiking boots']);
  });

  it('excluded drops keywords matching any group', async () => {
    const everything = await all('similar');
    const r = await all('similar', {
      'filter[multi_keyword_excluded]': JSON.stringify([[{ type: 'contains', value: 'cheap' }]]),
    });
    expect(r.total).toBe(everything.keywords.filter((k: any) => !k.keyword.includes('cheap')).length);
    for (const k of r.keywords) expect(k.keyword).not.toContain('cheap');
  });

  it('accepts the bracketed form with the same meaning as the JSON form', async () => {
    const json = await all(
      'similar',
      inc([
        [
          { type: 'contains', value: 'for' },
          { type: 'ends', value: 's' },
        ],
        [{ type: 'begins', value: 'best' }],
      ]),
    );
    const bracketed = await all('similar', [
      ['filter[multi_keyword_included][0][0][type]', 'contains'],
      ['filter[multi_keyword_included][0][0][value]', 'for'],
      ['filter[multi_keyword_included][0][1][type]', 'ends'],
      ['filter[multi_keyword_included][0][1][value]', 's'],
      ['filter[multi_keyword_included][1][0][type]', 'begins'],
      ['filter[multi_keyword_included][1][0][value]', 'best'],
    ]);
    expect(json.total).toBeGreaterThan(0);
    expect(bracketed).toEqual(json);
  });

  // The service's own client sends a plain comma-separated word list; it means one group of
  // "contains" conditions, the same as the spec's JSON form.
  it('included: a plain word list is one group of "contains" conditions', async () => {
    const plain = await all('similar', { 'filter[multi_keyword_included]': 'hiking, boots' });
    const json = await all(
      'similar',
      inc([
        [
          { type: 'contains', value: 'hiking' },
          { type: 'contains', value: 'boots' },
        ],
      ]),
    );
    expect(json.total).toBeGreaterThan(0);
    expect(plain).toEqual(json);
  });

  it('excluded: a plain word list drops keywords holding every word, as its JSON group does', async () => {
    const everything = await all('similar');
    const plain = await all('similar', { 'filter[multi_keyword_excluded]': 'cheap,boots' });
    const json = await all('similar', {
      'filter[multi_keyword_excluded]': JSON.stringify([
        [
          { type: 'contains', value: 'cheap' },
          { type: 'contains', value: 'boots' },
        ],
      ]),
    });
    expect(plain).toEqual(json);
    const dropped = everything.keywords.filter(
      (k: any) => k.keyword.includes('cheap') && k.keyword.includes('boots'),
    );
    expect(dropped.length).toBeGreaterThan(0);
    expect(plain.total).toBe(everything.total - dropped.length);
  });

  it('a plain list of one word keeps keywords containing it', async () => {
    const r = await all('related', { 'filter[multi_keyword_included]': 'jacket' });
    expect(r.total).toBeGreaterThan(0);
    for (const k of r.keywords) expect(k.keyword).toContain('jacket');
  });
});

describe('validation (400, the service also rejects empty optional parameters)', () => {
  const cases: [string, Q, RegExp][] = [
    ['no source', [['keyword', 'x']], /source is required/],
    ['no keyword', [['source', 'us']], /keyword is required/],
    ['limit 0', { limit: 0 }, /limit must be >= 1/],
    ['limit text', { limit: 'ten' }, /limit must be an integer/],
    ['offset -1', { offset: -1 }, /offset must be an integer/],
    ['empty limit', { limit: '' }, /limit must not be empty/],
    ['empty sort', { sort: '' }, /sort must not be empty/],
    ['bad sort', { sort: 'relevance' }, /sort must be one of keyword, volume, cpc, difficulty, competition/],
    ['bad sort_order', { sort_order: 'down' }, /sort_order must be one of asc, desc/],
    ['bad history_trend', { history_trend: 'yes' }, /history_trend must be true or false/],
    ['volume < 0', { 'filter[volume][from]': -1 }, /filter\[volume\]\[from\]/],
    ['volume decimal', { 'filter[volume][to]': '1.5' }, /filter\[volume\]\[to\] must be an integer/],
    ['difficulty > 100', { 'filter[difficulty][to]': 101 }, /filter\[difficulty\]\[to\] must be 0-100/],
    ['cpc < 0', { 'filter[cpc][from]': '-0.5' }, /filter\[cpc\]\[from\] must be a number/],
    ['competition > 1', { 'filter[competition][to]': '1.5' }, /filter\[competition\]\[to\] must be 0-1/],
    ['keyword_count 0', { 'filter[keyword_count][from]': 0 }, /filter\[keyword_count\]\[from\] must be >= 1/],
    [
      'characters_count 0',
      { 'filter[characters_count][to]': 0 },
      /filter\[characters_count\]\[to\] must be >= 1/,
    ],
    [
      'from > to',
      { 'filter[volume][from]': 10, 'filter[volume][to]': 5 },
      /from must not be greater than to/,
    ],
    ['empty filter', { 'filter[difficulty][from]': '' }, /must not be empty/],
    ['bad intent', { 'filter[intents]': 'I,X' }, /filter\[intents\] must be one of I, N, T, C, L/],
    ['empty intents', { 'filter[intents]': '' }, /filter\[intents\] must not be empty/],
    ['empty serp_features item', { 'filter[serp_features]': 'video,' }, /filter\[serp_features\]/],
    ['bad JSON', { 'filter[multi_keyword_included]': '[[{type:' }, /multi_keyword_included.*JSON/],
    [
      'bad type',
      { 'filter[multi_keyword_included]': '[[{"type":"like","value":"x"}]]' },
      /begins, contains, ends, exact/,
    ],
    [
      'empty value',
      { 'filter[multi_keyword_excluded]': '[[{"type":"contains","value":""}]]' },
      /non-empty string/,
    ],
    ['empty groups', { 'filter[multi_keyword_included]': '[]' }, /non-empty array/],
    ['plain list of commas only', { 'filter[multi_keyword_included]': ' , ,' }, /non-empty array/],
    ['empty plain list', { 'filter[multi_keyword_excluded]': '' }, /must not be empty/],
  ];
  it.each(cases)('%s', async (_name, q, msg) => {
    const query = Array.isArray(q) ? q : undefined;
    const r = query
      ? await t.call('data', 'GET', '/v1/keywords/similar', { query })
      : await get('similar', q);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(msg);
  });

  it('accepts numbers sent as strings and lowercase intents', async () => {
    const r = await get('related', { limit: '5', 'filter[volume][from]': '0', 'filter[intents]': 'i,c' });
    expect(r.status).toBe(200);
    expect(r.body.keywords.length).toBeLessThanOrEqual(5);
  });
});
