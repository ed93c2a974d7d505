import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { auditsMutations } from './audit-mutations.ts';
import {
  auditsQueries,
  createAdvancedAudit,
  createStandardAudit,
  deleteAudit,
  getAuditHistory,
  getAuditReport,
  auditPollDelay,
  getAuditStatus,
  listAudits,
  listEveryAudit,
  recheckAdvancedAudit,
  recheckStandardAudit,
  renameAudit,
} from './audits.ts';
import { ApiError } from './errors.ts';
import { fakeFetch } from './test-fetch.ts';

const BASE = '/api/data/v1/site-audit/audits';

describe('create and recheck (paid)', () => {
  it('posts a standard audit with only the overridden settings', async () => {
    const f = fakeFetch({ json: { id: '41' } });
    const out = await createStandardAudit({
      domain: ' example.com ',
      settings: { max_pages: 500, check_robots: 0, login: null, allow: '', user_agent: undefined },
    });
    expect(f.last.method).toBe('POST');
    expect(f.last.url.pathname).toBe(`${BASE}/standard`);
    expect(f.last.json).toEqual({ domain: 'example.com', settings: { max_pages: 500, check_robots: 0 } });
    expect(out).toEqual({ id: 41 });
  });

  it('posts an advanced audit with a title and no settings key when none are overridden', async () => {
    const f = fakeFetch({ json: { id: 42 } });
    await createAdvancedAudit({ domain: 'shop.example', title: 'Shop', settings: {} });
    expect(f.last.url.pathname).toBe(`${BASE}/advanced`);
    expect(f.last.json).toEqual({ domain: 'shop.example', title: 'Shop' });
  });

  it('a failed paid create is never marked for automatic retry', async () => {
    fakeFetch({ status: 500, json: { message: 'boom' } });
    const err = (await createStandardAudit({ domain: 'a.com' }).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.autoRetry).toBe(false);
  });

  it('rechecks with audit_id in the query and accepts an empty body', async () => {
    const f = fakeFetch({ body: '' });
    await expect(recheckStandardAudit(7)).resolves.toBeUndefined();
    expect(f.last.method).toBe('POST');
    expect(f.last.url.pathname).toBe(`${BASE}/recheck/standard`);
    expect(f.last.query).toEqual([['audit_id', '7']]);
    expect(f.last.json).toBeUndefined();
    fakeFetch({ json: [] });
    await expect(recheckAdvancedAudit(7)).resolves.toBeUndefined();
  });
});

describe('list, status, report', () => {
  it('lists audits; prev_stats null stays null, string numbers become numbers, unknown status kept', async () => {
    const f = fakeFetch({
      json: {
        total: '2',
        items: [
          {
            id: 1,
            group_id: 3,
            url: 'https://example.com',
            title: 'Example',
            has_project: false,
            site_id: 9,
            last_update: '2024-05-02',
            status: 'finished',
            error: null,
            error_params: null,
            stats: { score: '87', errors: 4, warnings: 10, notices: 2, crawled: 120 },
            prev_stats: null,
            version: '2',
            owner_account_id: 5,
            is_new: 0,
            extra_field: 'kept',
          },
          {
            id: 2,
            group_id: 3,
            url: 'https://b.example',
            title: 'B',
            has_project: 'true',
            site_id: 10,
            last_update: '2024-05-03',
            status: 'paused_by_quota',
            error: null,
            error_params: null,
            stats: { score: 0, errors: 0, warnings: 0, notices: 0, crawled: 0 },
            prev_stats: { score: 80, errors: 5, warnings: 9, notices: 2, crawled: 118 },
            version: 2,
            owner_account_id: 5,
            is_new: 1,
          },
        ],
      },
    });
    const out = await listAudits({ search: 'example', limit: 20, offset: 0, date_start: '' });
    expect(f.last.query).toEqual([
      ['search', 'example'],
      ['limit', '20'],
      ['offset', '0'],
    ]);
    expect(out.total).toBe(2);
    expect(out.items[0]?.prev_stats).toBeNull();
    expect(out.items[0]?.stats?.score).toBe(87);
    expect(out.items[0]?.has_project).toBe(false);
    expect(out.items[0]?.extra_field).toBe('kept');
    expect(out.items[1]?.status).toBe('paused_by_quota');
    expect(out.items[1]?.has_project).toBe(true);
    expect(out.items[1]?.version).toBe('2');
  });

  it('reads status; audit_time is absent until finished', async () => {
    const f = fakeFetch({
      json: {
        status: 'processing',
        total_pages: '35',
        total_errors: 3,
        total_warnings: 8,
        total_passed: 20,
        start_time: '2024-05-02 10:00:00',
      },
    });
    const out = await getAuditStatus(41);
    expect(f.last.url.pathname).toBe(`${BASE}/status`);
    expect(f.last.query).toEqual([['audit_id', '41']]);
    expect(out.total_pages).toBe(35);
    expect(out.audit_time).toBeUndefined();
    const q = auditsQueries.status(41);
    expect(q.queryKey).toEqual(['audits', 41, 'status', {}]);
  });

  it('reads a finished report; index_* as strings or integers; [] props become {}', async () => {
    const f = fakeFetch({
      json: {
        is_finished: true,
        score_percent: '76',
        total_pages: 120,
        total_errors: 4,
        total_warnings: 10,
        total_notices: 2,
        total_passed: 104,
        audit_time: '2024-05-02 10:20:00',
        version: '2',
        domain_props: {
          dt: 1714600000,
          domain: 'example.com',
          domains: '12',
          expdate: '2026-01-01',
          updated: '2024-05-01',
          backlinks: '340',
          index_a: '1200',
          index_b: 980,
          index_c: 'n/a',
          all_checked: 'false',
        },
        sections: [
          {
            uid: 'security',
            name: 'Security',
            props: { no_https: { code: 'no_https', status: 'error', name: 'No HTTPS', value: '3' } },
          },
          { uid: 'empty', name: 'Empty', props: [] },
        ],
      },
    });
    const out = await getAuditReport(41);
    expect(f.last.query).toEqual([['audit_id', '41']]);
    if (!out.is_finished) throw new Error('expected a finished report');
    expect(out.score_percent).toBe(76);
    expect(out.domain_props?.index_a).toBe(1200);
    expect(out.domain_props?.index_b).toBe(980);
    expect(out.domain_props?.index_c).toBe('n/a');
    expect(out.domain_props?.all_checked).toBe(false);
    expect(out.sections[0]?.props.no_https?.value).toBe(3);
    expect(out.sections[1]?.props).toEqual({});
  });

  it('accepts an unfinished report that carries only the flag', async () => {
    fakeFetch({ json: { is_finished: false } });
    expect(await getAuditReport(41)).toEqual({ is_finished: false });
  });
});

describe('every audit, for the site list', () => {
  const item = (id: number) => ({
    id,
    group_id: 1,
    url: `https://s${id}.example`,
    title: `S${id}`,
    has_project: true,
    site_id: id,
    last_update: '2026-11-20',
    status: 'finished',
    error: null,
    error_params: null,
    stats: { score: 90, errors: 1, warnings: 2, notices: 3, crawled: 40 },
    prev_stats: null,
    version: '3.2',
    owner_account_id: 5,
    is_new: 0,
  });

  it('reads pages of 1000 one after another until the total is reached', async () => {
    // spec: the audit list takes `limit` and `offset` and answers `{total, items[]}`
    const f = fakeFetch((req) => {
      const offset = Number(req.url.searchParams.get('offset') ?? 0);
      const count = Math.min(1000, 2500 - offset);
      return { json: { total: 2500, items: Array.from({ length: count }, (_, i) => item(offset + i + 1)) } };
    });
    const out = await listEveryAudit();
    expect(f.calls.map((c) => c.query)).toEqual([
      [['limit', '1000']],
      [
        ['limit', '1000'],
        ['offset', '1000'],
      ],
      [
        ['limit', '1000'],
        ['offset', '2000'],
      ],
    ]);
    expect(out.items).toHaveLength(2500);
    expect(out.items[2499]?.site_id).toBe(2500);
  });

  it('asks once when the first page holds them all, and stops at an empty page', async () => {
    const one = fakeFetch({ json: { total: 2, items: [item(1), item(2)] } });
    expect((await listEveryAudit()).items).toHaveLength(2);
    expect(one.calls).toHaveLength(1);
    // a total that overstates what the pages hold does not loop
    const short = fakeFetch((req) => ({
      json: { total: 5000, items: req.url.searchParams.get('offset') ? [] : [item(1)] },
    }));
    expect((await listEveryAudit()).items).toHaveLength(1);
    expect(short.calls).toHaveLength(2);
  });
});

describe('history, rename, delete', () => {
  it('reads a history snapshot for a date', async () => {
    const f = fakeFetch({
      json: {
        audit_time: '2024-04-01 09:00:00',
        domain_data: {
          dt: '1711900000',
          domain: 'example.com',
          backlinks: '300',
          index_a: '1100',
          index_b: 900,
          index_c: null,
        },
        settings: { max_pages: 1000, user_agent: 0 },
        pages_data: { no_https: '3', long_title: 7 },
        totals: { total_pages: '110', total_warnings: 12, total_errors: 5, total_passed: 93 },
        version: '2',
      },
    });
    const out = await getAuditHistory(41, '2024-04-01');
    expect(f.last.url.pathname).toBe(`${BASE}/history`);
    expect(f.last.query).toEqual([
      ['audit_id', '41'],
      ['date', '2024-04-01'],
    ]);
    expect(out.domain_data?.index_a).toBe(1100);
    expect(out.domain_data?.index_c).toBeNull();
    expect(out.pages_data).toEqual({ no_https: 3, long_title: 7 });
    expect(out.totals.total_pages).toBe(110);
    expect(auditsQueries.history(41, '2024-04-01').queryKey).toEqual([
      'audits',
      41,
      'history',
      { date: '2024-04-01' },
    ]);
  });

  it('renames with PATCH ?audit_id and {title}; the [] answer is accepted', async () => {
    const f = fakeFetch({ json: [] });
    await expect(renameAudit(41, ' New name ')).resolves.toBeUndefined();
    expect(f.last.method).toBe('PATCH');
    expect(f.last.url.pathname).toBe(BASE);
    expect(f.last.query).toEqual([['audit_id', '41']]);
    expect(f.last.json).toEqual({ title: 'New name' });
  });

  it('deletes with DELETE ?audit_id and no body', async () => {
    const f = fakeFetch({ json: [] });
    await expect(deleteAudit(41)).resolves.toBeUndefined();
    expect(f.last.method).toBe('DELETE');
    expect(f.last.query).toEqual([['audit_id', '41']]);
    expect(f.last.json).toBeUndefined();
  });
});

describe('auditsMutations', () => {
  it("delete drops the audit's cached reads and refreshes the list; a paid create is never retried", async () => {
    const qc = new QueryClient();
    qc.setQueryData(auditsQueries.report(41).queryKey, { is_finished: false });
    qc.setQueryData(auditsQueries.list().queryKey, { total: 1, items: [] });
    const f = fakeFetch((req) =>
      req.method === 'DELETE' ? { json: [] } : { json: { total: 0, items: [] } },
    );
    const observer = new MutationObserver(qc, auditsMutations.remove());
    await observer.mutate(41);
    expect(qc.getQueryData(auditsQueries.report(41).queryKey)).toBeUndefined();
    expect(qc.getQueryState(auditsQueries.list().queryKey)?.isInvalidated).toBe(true);
    expect(f.calls.map((c) => c.method)).toEqual(['DELETE']);
    expect(auditsMutations.create().retry).toBe(false);
    expect(auditsMutations.recheck().retry).toBe(false);
  });
});

describe('following a running audit', () => {
  it('backs off from 2 s by 1.5× up to 30 s', () => {
    expect([0, 1, 2, 3].map(auditPollDelay)).toEqual([2000, 3000, 4500, 6750]);
    expect(auditPollDelay(50)).toBe(30_000);
    expect(auditPollDelay(-1)).toBe(2000);
  });

  it('polls while queued/processing with growing delays and stops at finished, cancelled or expired', async () => {
    const answers = ['queued', 'processing', 'processing', 'finished', 'processing', 'cancelled', 'expired'];
    let n = 0;
    fakeFetch(() => ({
      json: {
        status: answers[n++],
        total_pages: 1,
        total_errors: 0,
        total_warnings: 0,
        total_passed: 0,
        start_time: null,
      },
    }));
    const qc = new QueryClient();
    const options = auditsQueries.status(41);
    const interval = options.refetchInterval as (q: unknown) => number | false;
    const delays: (number | false)[] = [];
    for (let i = 0; i < answers.length; i++) {
      await qc.fetchQuery({ ...options, staleTime: 0 });
      delays.push(interval(qc.getQueryCache().find({ queryKey: options.queryKey })));
    }
    // "Polling backs off and stops at a terminal status: finished, cancelled or expired"
    expect(delays).toEqual([2000, 3000, 4500, false, 2000, false, false]);
  });
});
