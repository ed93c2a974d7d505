import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueries } from '../src/api/account.ts';
import { aiQueries } from '../src/api/ai.ts';
import { annotationsQueries } from '../src/api/annotations.ts';
import { auditsQueries } from '../src/api/audits.ts';
import { backlinksQueries } from '../src/api/backlinks.ts';
import { planQueries } from '../src/api/plan.ts';
import { configureClient } from '../src/api/client.ts';
import { takeEarly } from '../src/api/early.ts';
import { localQueries } from '../src/api/local.ts';
import { earlyReads, withEarlyReads, withPageHeading } from '../src/server/pages/route-data.ts';
import { engineRangeReads } from '../src/features/ai/first-reads.ts';
import { firstReadUrl } from '../src/lib/first-reads.ts';
import { DETAIL_HEADINGS, PAGE_HEADINGS } from '../src/lib/page-headings.ts';
import { resolveRange, trendParams } from '../src/features/ai/search.ts';

/** The URL a browser query asks for (its answer does not matter here). */
async function urlOf(options: { queryFn?: unknown; queryKey: readonly unknown[] }): Promise<string> {
  const seen: string[] = [];
  const spy = vi.fn((input: RequestInfo | URL) => {
    seen.push(String(input));
    return Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', spy);
  configureClient({ fetch: spy as typeof fetch });
  const run = options.queryFn as (ctx: object) => Promise<unknown>;
  await run({ signal: new AbortController().signal, queryKey: options.queryKey, meta: undefined }).catch(
    () => undefined,
  );
  expect(seen).toHaveLength(1);
  return seen[0] ?? '';
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the first reads a page HTML starts', () => {
  it('are the very URLs the site report and the frame read, so the page takes them instead of asking again', async () => {
    const early = earlyReads('/reports/101', '', undefined);
    for (const q of [
      aiQueries.engines(101),
      annotationsQueries.list(101),
      backlinksQueries.list({ limit: 100 }),
      planQueries.sections(101),
      localQueries.status(),
      auditsQueries.every(),
      accountQueries.balance(),
      accountQueries.subscription(),
    ])
      expect(early).toContain(await urlOf(q));
  });

  it('are the URLs the AI page and an engine read', async () => {
    const page = earlyReads('/sites/101/ai', '', undefined);
    for (const q of [aiQueries.brand(101), aiQueries.engines(101), annotationsQueries.list(101)])
      expect(page).toContain(await urlOf(q));
    const engine = earlyReads('/sites/101/ai/301', '?tab=rankings', undefined);
    expect(engine).toContain(await urlOf(aiQueries.engine(101, 301)));
  });

  it('leave out what the query string changes, and anything for an address that is not a number', () => {
    expect(earlyReads('/audits/5101/pages', '', undefined)).toContain(
      '/api/data/v1/site-audit/audits/pages?audit_id=5101&limit=100&offset=0',
    );
    expect(earlyReads('/audits/5101/pages', '?sort=url', undefined).some((u) => u.includes('/pages?'))).toBe(
      false,
    );
    expect(earlyReads('/reports/1%3Cscript', '', undefined)).toEqual([]);
    expect(earlyReads('/no/such/page', '', undefined)).toEqual([]);
  });

  it("give a share link's holder the server's status only (the link allows its report's reads, nothing else)", () => {
    expect(earlyReads('/account', '', 'a=1; sb_shared=1')).toEqual(['/api/local/status']);
  });

  it('go into the page before the stylesheet, and the page takes each once', async () => {
    const html = withEarlyReads('<head><title>S</title><link rel="stylesheet" href="/a.css"></head>', [
      '/api/local/status',
    ]);
    expect(html.indexOf('__sbEarly')).toBeLessThan(html.indexOf('stylesheet'));
    const answer = Promise.resolve(new Response('{}'));
    vi.stubGlobal('__sbEarly', { '/api/local/status': answer, '/api/local/credits?limit=1': answer });
    expect(takeEarly('/api/local/status')).toBe(answer);
    expect(takeEarly('/api/local/status')).toBeUndefined();
    // a write drops the rest: what they answered may be out of date (src/api/early.test.ts)
    expect(takeEarly('/api/local/annotations', 'POST')).toBeUndefined();
    expect(takeEarly('/api/local/credits?limit=1')).toBeUndefined();
  });
});

describe("an AI engine's page in its default range", () => {
  it('reads early the statistics and the visibility trend its statistics tab asks for', async () => {
    const range = resolveRange({});
    const early = earlyReads('/sites/101/ai/301', '', undefined);
    expect(early).toEqual(
      expect.arrayContaining(engineRangeReads('101', '301', new Date()).map(firstReadUrl)),
    );
    expect(early).toContain(await urlOf(aiQueries.statistics(101, 301, range)));
    expect(early).toContain(await urlOf(aiQueries.rankings(101, 301, trendParams(range))));
  });

  it('and none of them when the address names a range, a tab or a page', () => {
    for (const search of ['?from=2026-10-01&to=2026-10-31', '?tab=prompts', '?top=10'])
      expect(earlyReads('/sites/101/ai/301', search, undefined).some((u) => u.includes('statistics'))).toBe(
        false,
      );
  });
});

describe("the static frame's page heading", () => {
  const frame = '<main><!--page-heading--><p role="status">Opening Searchboard…</p></main>';

  it('is the heading the page itself draws, written where the frame marks it, its text escaped', () => {
    const html = withPageHeading(frame, '/', undefined);
    expect(html).toContain(`<h1 class="text-2xl font-semibold tracking-tight text-slate-900">Overview</h1>`);
    // "This month's credits…": an apostrophe written as a character reference
    expect(html).toContain(`This month&#39;s credits`);
    expect(html).not.toContain('<!--page-heading-->');
    expect(withPageHeading(frame, '/sites/101/ai', undefined)).toContain(`>${PAGE_HEADINGS.ai.title}</h1>`);
    expect(withPageHeading(frame, '/keywords', undefined)).toContain(`>${PAGE_HEADINGS.keywords.title}</h1>`);
  });

  it('on a page of one thing, is the link back, the heading by id and the page description (the name needs data)', () => {
    const audit = withPageHeading(frame, '/audits/5101/links', undefined);
    expect(audit).toContain(
      '<a href="/audits" class="text-sm text-indigo-700 underline-offset-2 hover:underline">',
    );
    expect(audit).toContain('>Audit #5101</h1>');
    expect(audit).toContain(DETAIL_HEADINGS.audit.description);
    const engine = withPageHeading(frame, '/sites/101/ai/301', undefined);
    expect(engine).toContain('<a href="/sites/101/ai" ');
    expect(engine).toContain('>Engine #301</h1>');
    // the site report has no list to go back to
    expect(withPageHeading(frame, '/reports/101', undefined)).not.toContain('<a href');
    expect(withPageHeading(frame, '/serp/480001', undefined)).toContain('>SERP task #480001</h1>');
    expect(withPageHeading(frame, '/backlinks/7', undefined)).toContain('>Backlink report #7</h1>');
  });

  it('is left out for an address that is no page, and for a share link', () => {
    for (const path of ['/no/such/page', '/sites/abc/ai', '/audits/5101/nothing', '/serp/x'])
      expect(withPageHeading(frame, path, undefined)).toBe(frame);
    expect(withPageHeading(frame, '/audits', 'sb_shared=1')).toBe(frame);
    expect(withPageHeading(frame, '/reports/101', 'sb_shared=1')).toBe(frame);
  });

  it('has its mark in index.html', () => {
    expect(readFileSync('index.html', 'utf8')).toContain('<!--page-heading-->');
  });
});
