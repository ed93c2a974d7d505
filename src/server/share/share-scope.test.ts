import { describe, expect, it } from 'vitest';
import { findOperation, OPERATIONS, type UpstreamBase } from '../../lib/operations.ts';
import {
  localReadScope,
  localScope,
  readScope,
  SHARE_REFUSALS,
  upstreamScope,
  type Reader,
} from './share-scope.ts';
import type { ReportView } from './share-view.ts';

const SITE = 101;
function scope(base: UpstreamBase, method: string, pathAndQuery: string, view: ReportView | null = null) {
  const [path = '', query = ''] = pathAndQuery.split('?');
  const found = findOperation(base, method, path);
  if (!found) throw new Error(`no operation ${method} ${path}`);
  return upstreamScope(found.op, found.params, new URLSearchParams(query), SITE, view);
}

// A link keeps the exact view it was made from (range, sections, engine), and its holder cannot widen it: the
// gate refuses, server-side, any read outside that view.
describe('a share link made from one view of the report', () => {
  const view: ReportView = {
    from: '2026-11-01',
    to: '2026-11-25',
    sections: ['ai', 'audits'],
    engine: 301,
    rolling: null,
  };
  const refused = (message: string) => ({ kind: 'refuse', message });

  it('passes the reads of that view', () => {
    for (const p of [
      '/sites/101/airt/llm',
      '/sites/101/airt/brands',
      '/sites/101/airt/llm/301/statistics?from=2026-11-01&to=2026-11-25&top=0',
      '/sites/101/airt/llm/301/prompts/rankings?date_from=2026-11-10&date_to=2026-11-25&limit=1000&offset=0',
      // the 25 days before the view's 25, whose mean its changes compare with
      '/sites/101/airt/llm/301/prompts/rankings?date_from=2026-10-07&date_to=2026-10-31&limit=1000&offset=0',
    ])
      expect([p, scope('project', 'GET', p, view)]).toEqual([p, { kind: 'pass' }]);
  });

  it('refuses dates outside its range, or none (the service would choose its own)', () => {
    for (const p of [
      '/sites/101/airt/llm/301/statistics?from=2026-10-01&to=2026-11-25',
      '/sites/101/airt/llm/301/statistics?from=2026-11-01&to=2026-11-30',
      '/sites/101/airt/llm/301/statistics',
      '/sites/101/airt/llm/301/prompts/rankings?date_from=2026-01-01&date_to=2026-11-25',
      '/sites/101/airt/llm/301/prompts/rankings?date_from=2026-10-06&date_to=2026-10-31',
      '/sites/101/airt/llm/301/statistics?from=2026-11-01&to=2026-11-25&to=2026-12-31',
    ])
      expect([p, scope('project', 'GET', p, view)]).toEqual([p, refused(SHARE_REFUSALS.range(view))]);
  });

  it('refuses another engine than the one shared', () => {
    const p = '/sites/101/airt/llm/302/statistics?from=2026-11-01&to=2026-11-25';
    expect(scope('project', 'GET', p, view)).toEqual(refused(SHARE_REFUSALS.engine(301)));
  });

  it('refuses a section that was not shared', () => {
    expect(scope('project', 'GET', '/checklist/101', view)).toEqual(refused(SHARE_REFUSALS.section('plan')));
    expect(scope('backlinks', 'GET', '/backlink-reports/7/overview', view)).toEqual(
      refused(SHARE_REFUSALS.section('backlinks')),
    );
    expect(
      scope('data', 'GET', '/v1/site-audit/audits/report?audit_id=5101', { ...view, sections: ['ai'] }),
    ).toEqual(refused(SHARE_REFUSALS.section('audits')));
  });
});

describe('what a share link of site 101 may call', () => {
  it('passes the free reads that name the site in the path (AI tracking, marketing plan)', () => {
    for (const p of [
      '/sites/101/airt/brands',
      '/sites/101/airt/llm',
      '/sites/101/airt/llm/301',
      '/sites/101/airt/llm/301/status',
      '/sites/101/airt/llm/301/statistics?from=2026-11-01',
      '/sites/101/airt/llm/301/prompts',
      '/sites/101/airt/llm/301/prompts/rankings',
      '/checklist/101',
    ])
      expect(scope('project', 'GET', p)).toEqual({ kind: 'pass' });
  });

  it("refuses another site's reads", () => {
    expect(scope('project', 'GET', '/sites/102/airt/llm')).toEqual({
      kind: 'refuse',
      message: SHARE_REFUSALS.otherSite(101),
    });
    expect(scope('project', 'GET', '/checklist/1010')).toMatchObject({ kind: 'refuse' });
  });

  it('refuses every write, even of its own site, and every paid read', () => {
    for (const o of OPERATIONS.filter((x) => x.method !== 'GET'))
      expect(upstreamScope(o, { site_id: '101' }, new URLSearchParams(), SITE)).toEqual({
        kind: 'refuse',
        message: SHARE_REFUSALS.write,
      });
    const paidReads = OPERATIONS.filter((x) => x.method === 'GET' && x.paid).map((x) => x.id);
    // spec: similar/related/questions 10 per keyword, long-tail 1, advanced SERP results 10
    expect(paidReads.sort()).toEqual([
      'keywords.longtail',
      'keywords.questions',
      'keywords.related',
      'keywords.similar',
      'serp.results.advanced',
    ]);
    expect(scope('data', 'GET', '/v1/keywords/similar?source=us&keyword=x')).toEqual({
      kind: 'refuse',
      message: SHARE_REFUSALS.paid,
    });
  });

  it('checks audits by their site and backlink reports by their target; filters both lists', () => {
    expect(scope('data', 'GET', '/v1/site-audit/audits?limit=1000')).toEqual({ kind: 'audits-list' });
    expect(scope('data', 'GET', '/v1/site-audit/audits/report?audit_id=5101')).toEqual({
      kind: 'audit',
      auditId: 5101,
    });
    expect(scope('data', 'GET', '/v1/site-audit/audits/history?audit_id=5101&date=2026-11-01')).toMatchObject(
      { kind: 'audit' },
    );
    // a repeated audit_id could let an upstream read another one than the one checked
    expect(scope('data', 'GET', '/v1/site-audit/audits/report?audit_id=5101&audit_id=5102')).toMatchObject({
      kind: 'refuse',
    });
    expect(scope('data', 'GET', '/v1/site-audit/audits/status')).toMatchObject({ kind: 'refuse' });
    expect(scope('backlinks', 'GET', '/backlink-reports')).toEqual({ kind: 'backlinks-list' });
    expect(scope('backlinks', 'GET', '/backlink-reports/7/overview')).toEqual({
      kind: 'backlink-report',
      reportId: '7',
    });
  });

  it('refuses what is about no one site: groups, account, SERP, the backlink price preview', () => {
    for (const [base, p] of [
      ['project', '/site-groups'],
      ['project', '/account/balance'],
      ['data', '/v1/serp/classic/tasks'],
      ['data', '/v1/serp/classic/locations'],
      ['backlinks', '/backlink-reports/info?mode=domain&target=x.com'],
    ] as const)
      expect(scope(base, 'GET', p)).toEqual({ kind: 'refuse', message: SHARE_REFUSALS.outside });
  });

  it("allows the proxy's status and the site's annotations, read only", () => {
    const q = (s: string) => new URLSearchParams(s);
    expect(localScope('GET', '/status', q(''), SITE)).toEqual({ kind: 'pass' });
    expect(localScope('GET', '/annotations', q('site_id=101'), SITE)).toEqual({ kind: 'pass' });
    expect(localScope('GET', '/annotations', q('site_id=102'), SITE)).toMatchObject({ kind: 'refuse' });
    expect(localScope('GET', '/annotations', q('site_id=101&site_id=102'), SITE)).toMatchObject({
      kind: 'refuse',
    });
    expect(localScope('POST', '/annotations', q('site_id=101'), SITE)).toEqual({
      kind: 'refuse',
      message: SHARE_REFUSALS.write,
    });
    // the report and its share links include a positions section, read from the store
    for (const p of ['/positions', '/positions/trends']) {
      expect(localScope('GET', p, q('site_id=101&days=30'), SITE)).toEqual({ kind: 'pass' });
      expect(localScope('GET', p, q('site_id=102'), SITE)).toMatchObject({ kind: 'refuse' });
      expect(localScope('GET', p, q(''), SITE)).toMatchObject({ kind: 'refuse' });
    }
    expect(localScope('POST', '/positions/run', q('site_id=101'), SITE)).toMatchObject({
      message: SHARE_REFUSALS.write,
    });
    expect(localScope('PUT', '/positions/settings', q('site_id=101'), SITE)).toMatchObject({
      kind: 'refuse',
    });
    for (const p of ['/positions/history', '/positions/keywords'])
      expect(localScope('GET', p, q('site_id=101&keyword_id=1'), SITE)).toMatchObject({
        message: SHARE_REFUSALS.outside,
      });
    for (const p of ['/shares', '/credits', '/serp/archive'])
      expect(localScope('GET', p, q('site_id=101'), SITE)).toEqual({
        kind: 'refuse',
        message: SHARE_REFUSALS.outside,
      });
  });
});

describe("a share link's reads of the proxy's own store, under its view", () => {
  const q = (s: string) => new URLSearchParams(s);
  const aiWeek: ReportView = {
    from: '2026-11-19',
    to: '2026-11-25',
    sections: ['ai'],
    engine: 301,
    rolling: null,
  };
  const audits: ReportView = { ...aiWeek, sections: ['audits'], engine: null, rolling: null };
  const ranks: ReportView = { ...aiWeek, sections: ['positions'], engine: null, rolling: null };

  it('refuses rank tracking to a link whose view has no rank-tracking section', () => {
    for (const p of ['/positions', '/positions/trends'])
      expect(localScope('GET', p, q('site_id=101&days=400'), SITE, aiWeek)).toEqual({
        kind: 'refuse',
        message: SHARE_REFUSALS.section('positions'),
      });
    for (const p of ['/positions', '/positions/trends'])
      expect(localScope('GET', p, q('site_id=101&days=400'), SITE, ranks)).toEqual({ kind: 'pass' });
  });

  it('lets the annotations through when the AI or rank-tracking section draws them, and to no other view', () => {
    expect(localScope('GET', '/annotations', q('site_id=101'), SITE, aiWeek)).toEqual({ kind: 'pass' });
    expect(localScope('GET', '/annotations', q('site_id=101'), SITE, ranks)).toEqual({ kind: 'pass' });
    expect(localScope('GET', '/annotations', q('site_id=101'), SITE, audits)).toMatchObject({
      kind: 'refuse',
    });
    expect(localScope('GET', '/status', q(''), SITE, audits)).toEqual({ kind: 'pass' });
  });
});

// A client reads the sites given to them, every date: the same policy as a link's, over a set of sites and no view.
describe('a reader of several sites and no view (a client of 101 and 103)', () => {
  const says = { write: 'w', paid: 'p', outside: 'o', otherSite: 'only 101 and 103', unchecked: 'u' };
  const reader: Reader = { sites: new Set([101, 103]), view: null, says };
  const read = (base: UpstreamBase, pathAndQuery: string) => {
    const [path = '', query = ''] = pathAndQuery.split('?');
    const found = findOperation(base, 'GET', path);
    if (!found) throw new Error(`no operation GET ${path}`);
    return readScope(found.op, found.params, new URLSearchParams(query), reader);
  };

  it('passes the reads of each of their sites, any dates, any engine', () => {
    for (const p of [
      '/sites/101/airt/llm',
      '/sites/103/airt/llm/309/statistics?from=2020-01-01&to=2026-11-25',
      '/checklist/103',
    ])
      expect([p, read('project', p)]).toEqual([p, { kind: 'pass' }]);
    expect(
      localReadScope('GET', '/positions/trends', new URLSearchParams('site_id=103&days=400'), reader),
    ).toEqual({ kind: 'pass' });
  });

  it("refuses another site's reads in its words, whatever the spelling of the id", () => {
    for (const p of ['/sites/102/airt/llm', '/sites/0101/airt/llm', '/checklist/0103', '/checklist/102'])
      expect([p, read('project', p)]).toEqual([p, { kind: 'refuse', message: 'only 101 and 103' }]);
    for (const q of ['site_id=102', 'site_id=0101', 'site_id=101&site_id=103', 'site_id= 101'])
      expect([q, localReadScope('GET', '/annotations', new URLSearchParams(q), reader)]).toEqual([
        q,
        { kind: 'refuse', message: 'only 101 and 103' },
      ]);
    expect(read('project', '/account/balance')).toEqual({ kind: 'refuse', message: 'o' });
    expect(read('data', '/v1/keywords/similar')).toEqual({ kind: 'refuse', message: 'p' });
  });
});
