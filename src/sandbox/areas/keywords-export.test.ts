import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../use-test-sandbox.ts';

// Spec, Keyword research: "POST /v1/keywords/export … query `source` required; form-data `keywords[]` required
// (repeat per keyword, up to 5000), `sort` (…; default `cpc`), `sort_order` (…; default `desc`), `cols` (…)"
// and "long-tail … `{total, keywords: array of string}`".

const ALL_COLS = ['keyword', 'volume', 'cpc', 'difficulty', 'competition', 'history_trend', 'is_data_found'];
const kw = (...ks: string[]): [string, string][] => ks.map((k) => ['keywords[]', k]);

describe('keyword export', () => {
  const t = useTestSandbox({ now: '2026-11-22T12:00:00Z' });

  const exp = (form: [string, string][], query: Record<string, string> = { source: 'us' }) =>
    t.call('data', 'POST', '/v1/keywords/export', { query, form });

  it('returns one Keyword metrics object per submitted keyword, with is_data_found', async () => {
    const r = await exp(kw('hiking boots', 'seo', 'hiking boots', 'qwrtzplkx'));
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(4);
    for (const row of r.body) expect(Object.keys(row).sort()).toEqual([...ALL_COLS].sort());
    expect(r.body.filter((x: any) => x.keyword === 'hiking boots')).toHaveLength(2);
    const gib = r.body.find((x: any) => x.keyword === 'qwrtzplkx');
    expect(gib).toEqual({
      keyword: 'qwrtzplkx',
      volume: null,
      cpc: null,
      difficulty: null,
      competition: null,
      history_trend: null,
      is_data_found: false,
    });
  });

  it('sends competition as a string (quirk: "export may return string or float") and keeps the other types', async () => {
    const r = await exp(kw('hiking boots'));
    const row = r.body[0];
    expect(row.is_data_found).toBe(true);
    expect(typeof row.competition).toBe('string');
    expect(Number(row.competition)).toBeGreaterThanOrEqual(0);
    expect(Number(row.competition)).toBeLessThanOrEqual(1);
    expect(Number.isInteger(row.volume)).toBe(true);
    expect(typeof row.cpc).toBe('number');
    expect(row.difficulty).toBeGreaterThanOrEqual(0);
    expect(row.difficulty).toBeLessThanOrEqual(100);
  });

  it('history_trend has the 12 months before the clock month as YYYY-MM-01 keys', async () => {
    const r = await exp(kw('hiking boots', 'seo', 'garden', 'tent', 'coffee'));
    const trends = r.body.map((x: any) => x.history_trend).filter((h: unknown) => h !== null);
    expect(trends.length).toBeGreaterThan(0);
    expect(Object.keys(trends[0])).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
    ]);
    for (const v of Object.values(trends[0])) expect(Number.isInteger(v)).toBe(true);
  });

  it('has no data for gibberish and very long keywords', async () => {
    const long = 'a very long keyword phrase that nobody ever types into a search box at all';
    const r = await exp(kw('xkcdqzvbnm', long, 'zzzzzzz'));
    expect(r.body.map((x: any) => x.is_data_found)).toEqual([false, false, false]);
  });

  it('has no data for made-up words such as "xyzzyq nonsense", as the service, and keeps real ones', async () => {
    const r = await exp(kw('xyzzyq nonsense', 'qwzx', 'blorptqx', 'pizza delivery', 'jazz club', 'next box'));
    expect(Object.fromEntries(r.body.map((x: any) => [x.keyword, x.is_data_found]))).toEqual({
      'xyzzyq nonsense': false,
      qwzx: false,
      blorptqx: false,
      'pizza delivery': true,
      'jazz club': true,
      'next box': true,
    });
  });

  it('is deterministic and depends on the source', async () => {
    const a = await exp(kw('hiking boots', 'seo'));
    const b = await exp(kw('hiking boots', 'seo'));
    expect(a.body).toEqual(b.body);
    const gb = await exp(kw('hiking boots'), { source: 'gb' });
    const us = a.body.find((x: any) => x.keyword === 'hiking boots');
    expect(gb.body[0].volume).not.toBe(us.volume);
  });

  it('sorts by cpc desc by default, no-data rows last', async () => {
    const r = await exp(kw('seo', 'qwrtzplkx', 'buy hiking boots', 'coffee', 'tax software', 'garden'));
    const found = r.body.filter((x: any) => x.is_data_found);
    const cpcs = found.map((x: any) => x.cpc);
    expect(cpcs).toEqual([...cpcs].sort((a, b) => b - a));
    expect(r.body.at(-1).is_data_found).toBe(false);
  });

  it('honours sort and sort_order', async () => {
    for (const sort of ['volume', 'cpc', 'difficulty', 'competition']) {
      const r = await exp([
        ...kw('seo', 'buy hiking boots', 'coffee', 'tax software', 'garden'),
        ['sort', sort],
        ['sort_order', 'asc'],
      ]);
      const values = r.body.map((x: any) => Number(x[sort]));
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }
  });

  it('returns only the cols asked for plus is_data_found', async () => {
    const r = await exp([...kw('seo', 'qwrtzplkx'), ['cols', 'keyword,volume,competition']]);
    for (const row of r.body)
      expect(Object.keys(row).sort()).toEqual(['competition', 'is_data_found', 'keyword', 'volume']);
    const r2 = await exp([...kw('seo'), ['cols', 'history_trend']]);
    expect(Object.keys(r2.body[0]).sort()).toEqual(['history_trend', 'is_data_found']);
  });

  it('accepts the field name keywords as well as keywords[]', async () => {
    const r = await exp([
      ['keywords', 'seo'],
      ['keywords', 'coffee'],
    ]);
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(2);
  });

  it('accepts exactly 5000 keywords and rejects 5001 (Limits: "Keywords per export 5000")', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => `keyword ${i}`);
    const okRes = await exp(kw(...many));
    expect(okRes.status).toBe(200);
    expect(okRes.body).toHaveLength(5000);
    const over = await exp(kw(...many, 'one more'));
    expect(over.status).toBe(400);
    expect(over.body.error.message).toMatch(/keywords\[\].*5000/);
    // 10,001 keywords through a real HTTP server: seconds on a busy machine, so this test has its own time
  }, 90_000);

  it('answers 400 for missing or invalid input, naming the field', async () => {
    const cases: [Promise<any>, RegExp][] = [
      [exp(kw('seo'), {}), /source is required/],
      [exp(kw('seo'), { source: '' }), /source is required/],
      [exp(kw('seo'), { source: 'united states' }), /source/],
      [exp([['sort', 'cpc']]), /keywords\[\] is required/],
      [exp(kw('seo', '  ')), /keywords\[\]/],
      [
        exp([...kw('seo'), ['sort', 'relevance']]),
        /sort must be one of volume, cpc, difficulty, competition/,
      ],
      [exp([...kw('seo'), ['sort', '']]), /sort must not be empty/],
      [exp([...kw('seo'), ['sort_order', 'up']]), /sort_order must be one of asc, desc/],
      [exp([...kw('seo'), ['cols', 'keyword,intents']]), /cols must be one of/],
      [exp([...kw('seo'), ['cols', '']]), /cols must not be empty/],
    ];
    for (const [p, msg] of cases) {
      const r = await p;
      expect(r.status).toBe(400);
      expect(r.body.error.message).toMatch(msg);
    }
  });
});

describe('long-tail keywords', () => {
  const t = useTestSandbox();
  const lt = (query: Record<string, string | number>) =>
    t.call('data', 'GET', '/v1/keywords/longtail', { query });

  it('returns {total, keywords: array of string} around the seed, default limit 100', async () => {
    const r = await lt({ source: 'us', keyword: 'hiking boots' });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['keywords', 'total']);
    expect(r.body.total).toBeGreaterThan(100);
    expect(r.body.keywords).toHaveLength(100);
    for (const k of r.body.keywords) {
      expect(typeof k).toBe('string');
      expect(k).toContain('hiking boots');
      expect(k.split(' ').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('pages with limit and offset; total ignores them', async () => {
    const all = await lt({ source: 'us', keyword: 'tent', limit: 1000 });
    const page = await lt({ source: 'us', keyword: 'tent', limit: 5, offset: 10 });
    expect(page.body.total).toBe(all.body.total);
    expect(page.body.keywords).toEqual(all.body.keywords.slice(10, 15));
    const past = await lt({ source: 'us', keyword: 'tent', offset: 100000 });
    expect(past.body).toEqual({ total: all.body.total, keywords: [] });
  });

  it('answers 400 for missing source or keyword and bad paging', async () => {
    for (const [q, msg] of [
      [{ keyword: 'tent' }, /source is required/],
      [{ source: 'us' }, /keyword is required/],
      [{ source: 'us', keyword: '' }, /keyword is required/],
      [{ source: 'us', keyword: 'tent', limit: 0 }, /limit must be >= 1/],
      [{ source: 'us', keyword: 'tent', limit: '' }, /limit must not be empty/],
      [{ source: 'us', keyword: 'tent', offset: -1 }, /offset must be an integer/],
    ] as [Record<string, string | number>, RegExp][]) {
      const r = await lt(q);
      expect(r.status).toBe(400);
      expect(r.body.error.message).toMatch(msg);
    }
  });
});
