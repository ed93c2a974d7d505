import { describe, expect, expectTypeOf, it } from 'vitest';
import { createSandboxRouter } from '../../sandbox/server.ts';
import { DAY_MS } from '../../lib/dates.ts';
import {
  findOperation,
  OPERATIONS,
  priceOf,
  type Operation,
  type OperationId,
  type PricedOperationId,
} from '../../lib/operations.ts';

const ids = (test: (o: Operation) => boolean) =>
  OPERATIONS.filter(test)
    .map((o) => o.id)
    .sort();

describe('the proxy allow-list', () => {
  it("names the spec's 60 operations (the two checklist PUTs and the two SERP task GETs share a path)", () => {
    // AI tracking 13, audits 14, checklist 5, groups 5, account 3, keywords 5, SERP 6, backlink reports 9
    const shared = 2;
    expect(OPERATIONS.length + shared).toBe(60);
    expect(new Set(OPERATIONS.map((o) => o.id)).size).toBe(OPERATIONS.length);
  });

  it('marks as paid exactly the operations the spec prices, plus the backlink reports that withdraw money', () => {
    expect(
      OPERATIONS.filter((o) => o.paid)
        .map((o) => o.id)
        .sort(),
    ).toEqual(
      [
        'audits.create.advanced',
        'audits.create.standard',
        'audits.recheck.advanced',
        'audits.recheck.standard',
        'backlinks.create',
        'backlinks.update',
        'keywords.export',
        'keywords.longtail',
        'keywords.questions',
        'keywords.related',
        'keywords.similar',
        'serp.results.advanced',
        'serp.tasks.create',
      ].sort(),
    );
  });

  it('agrees with the sandbox: every allowed operation is one the emulator serves', () => {
    const router = createSandboxRouter();
    for (const op of OPERATIONS) {
      const path = op.path.replace(/:[a-z_]+/g, '7');
      const found = router.match(op.base, op.method, path);
      expect(found, `${op.method} ${op.base}${path}`).toBeTypeOf('object');
    }
  });

  it('tells the backlink info operation from a report id', () => {
    expect(findOperation('backlinks', 'GET', '/backlink-reports/info')?.op.id).toBe('backlinks.info');
    expect(findOperation('backlinks', 'DELETE', '/backlink-reports/info')).toBeUndefined();
    expect(findOperation('backlinks', 'GET', '/backlink-reports/42/overview')?.params).toEqual({
      report_id: '42',
    });
  });

  it('takes only digits for the project and data path ids', () => {
    expect(findOperation('project', 'GET', '/sites/101/airt/llm/301/status')?.op.id).toBe('ai.engine.status');
    expect(findOperation('project', 'GET', '/sites/abc/airt/llm')).toBeUndefined();
  });
});

describe('what the table says each operation may do', () => {
  it('derives the priced ids from the table: a free id is not one, and has no price to show', () => {
    expectTypeOf<'keywords.similar'>().toExtend<PricedOperationId>();
    expectTypeOf<'audits.list'>().not.toExtend<PricedOperationId>();
    expectTypeOf<'backlinks.create'>().not.toExtend<PricedOperationId>();
    expectTypeOf<'audits.list'>().toExtend<OperationId>();
    // @ts-expect-error a free read has no price
    expect(() => priceOf('audits.list')).toThrow(/no price/);
    expect(ids((o) => o.price !== undefined)).toEqual(
      [
        'audits.create.standard',
        'audits.create.advanced',
        'audits.recheck.standard',
        'audits.recheck.advanced',
        'keywords.export',
        'keywords.similar',
        'keywords.related',
        'keywords.questions',
        'keywords.longtail',
        'serp.tasks.create',
        'serp.results.advanced',
      ].sort(),
    );
  });

  it('reuses keyword answers until the month ends and SERP results for a day, nothing else', () => {
    // spec, Keyword research: "Data is refreshed monthly"
    expect(ids((o) => o.cache !== undefined && 'until' in o.cache)).toEqual(
      [
        'keywords.export',
        'keywords.longtail',
        'keywords.questions',
        'keywords.related',
        'keywords.similar',
      ].sort(),
    );
    // spec, Limits: "SERP results retention | 24 hours | result, advanced and HTML endpoints"; the HTML dump is a
    // free archive streamed through, and the task list on the result's path is never reused
    const day = OPERATIONS.filter((o) => o.cache !== undefined && 'ms' in o.cache);
    expect(day.map((o) => [o.id, o.cache])).toEqual([
      ['serp.tasks.list_or_result', { ms: DAY_MS, param: 'task_id' }],
      ['serp.results.advanced', { ms: DAY_MS }],
    ]);
  });

  it('meters every paid call and the free reads whose answers tell a price, a crawl, an outcome or a date', () => {
    expect(ids((o) => o.metered && !o.paid)).toEqual(
      [
        // spec: "price is what creating the report withdraws"
        'backlinks.info',
        'audits.status',
        'audits.list',
        'audits.report',
        'audits.history',
        // spec: "array of SERP task added in the last 24 hours"
        'serp.tasks.list_or_result',
      ].sort(),
    );
    expect(OPERATIONS.every((o) => o.metered === (o.paid || o.reads !== undefined))).toBe(true);
  });

  it('gives every paid call a line in the ledger, and only paid calls', () => {
    expect(ids((o) => o.ledger !== undefined)).toEqual(ids((o) => o.paid));
    // what a free read later finds an unknown call by: its queries, its domain, its audit
    expect(ids((o) => o.ledger === 'queries')).toEqual(['serp.tasks.create']);
    expect(ids((o) => o.ledger === 'domain')).toEqual(['audits.create.advanced', 'audits.create.standard']);
    expect(ids((o) => o.ledger === 'audit')).toEqual(['audits.recheck.advanced', 'audits.recheck.standard']);
  });

  it('places each operation in the report section a share link must show to read it', () => {
    const section = (name: string) => ids((o) => o.share?.section === name);
    // the report's frame: the engines and brand name the AI blocks, the audit list gives the site's address
    const frame = ['ai.brand.get', 'ai.engines.list', 'audits.list'];
    const inArea = (test: (o: Operation) => boolean) => ids(test).filter((id) => !frame.includes(id));
    expect(section('ai')).toEqual(inArea((o) => o.path.startsWith('/sites/:site_id/airt/')));
    expect(section('audits')).toEqual(inArea((o) => o.path.startsWith('/v1/site-audit/')));
    expect(section('plan')).toEqual(inArea((o) => o.path.startsWith('/checklist/')));
    expect(section('backlinks')).toEqual(inArea((o) => o.base === 'backlinks'));
    expect(ids((o) => o.share?.site !== undefined && o.share.section === undefined)).toEqual(frame);
    // groups, account, keywords and SERP are not about one site: a link never reads them
    expect(ids((o) => o.share === undefined)).toEqual(
      inArea((o) => /^\/(site-groups|account|v1\/keywords|v1\/serp)/.test(o.path)),
    );
    // spec: statistics "query `from` … `to`", rankings "query `date_from`, `date_to`"
    expect(OPERATIONS.filter((o) => o.share?.dates).map((o) => [o.id, o.share?.dates])).toEqual([
      ['ai.engine.statistics', ['from', 'to']],
      ['ai.prompts.rankings', ['date_from', 'date_to']],
    ]);
  });

  it('lets a viewer read what costs nothing; writes and paid calls need an editor', () => {
    expect(ids((o) => o.role === 'viewer')).toEqual(ids((o) => o.method === 'GET' && !o.paid));
    expect(ids((o) => o.role === 'editor')).toEqual(ids((o) => o.method !== 'GET' || o.paid));
  });

  it('takes filter parameters on the discovery searches the spec gives them to, not on long-tail', () => {
    // spec: "Common parameters of similar, related and questions"; long-tail: "`source`, `keyword`, `limit`, `offset`"
    expect(ids((o) => o.filters === true)).toEqual([
      'keywords.questions',
      'keywords.related',
      'keywords.similar',
    ]);
  });
});
