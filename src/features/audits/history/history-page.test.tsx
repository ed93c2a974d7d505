// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditsQueries } from '../../../api/audits.ts';
import { configureClient } from '../../../api/client.ts';
import { fakeFetch, type FakeAnswer, type RecordedRequest } from '../../../api/test-fetch.ts';
import { renderRoutes } from '../../../components/testing/render-routes.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { auditIdParams } from '../../../lib/path-ids.ts';
import { parseHistorySearch } from '../shared/search.ts';
import { HistoryPage } from './history-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  configureClient({ fetch: (...args) => globalThis.fetch(...args) });
});

const stats = { score: 80, errors: 3, warnings: 5, notices: 1, crawled: 40 };
const SNAPSHOT_DAYS = ['2026-10-29', '2026-11-12', '2026-11-26'];
const snapshot = (day: string) => ({
  audit_time: `${day} 10:00:00`,
  domain_data: {},
  settings: {},
  pages_data: { title_missing: 2 },
  totals: { total_pages: 40, total_warnings: 5, total_errors: 3, total_passed: 30 },
  version: '1',
});

/**
 * The service as a first visit finds it: the audit finished on 2026-11-26 and had earlier crawls (prev_stats),
 * the proxy knows no date of them yet, and a date without a snapshot is a 404 naming the dates that have one.
 */
function service(req: RecordedRequest): FakeAnswer {
  const path = req.url.pathname;
  const date = req.url.searchParams.get('date') ?? '';
  if (path.endsWith('/audits/status'))
    return {
      json: {
        status: 'finished',
        total_pages: 40,
        total_errors: 3,
        total_warnings: 5,
        total_passed: 30,
        start_time: '2026-11-26 09:00:00',
        audit_time: '2026-11-26 10:00:00',
      },
    };
  if (path.endsWith('/site-audit/audits'))
    return {
      json: {
        total: 1,
        items: [
          {
            id: 5101,
            group_id: 1,
            url: 'https://northwind.example',
            title: 'Northwind',
            has_project: true,
            site_id: 101,
            last_update: '2026-11-26 10:00:00',
            status: 'finished',
            error: null,
            error_params: null,
            stats,
            prev_stats: stats,
            version: '1',
            owner_account_id: 1,
            is_new: 0,
          },
        ],
      },
    };
  if (path.endsWith('/audits/report')) return { json: { is_finished: false } };
  if (path.endsWith('/audits/history'))
    return SNAPSHOT_DAYS.includes(date)
      ? { json: snapshot(date) }
      : { status: 404, json: { message: `No snapshot on ${date}. Snapshots: ${SNAPSHOT_DAYS.join(', ')}` } };
  // the proxy knows no date yet; asked to probe a day, it reads that day's snapshot itself and answers with the
  // dates the service's answer named
  if (path === '/api/local/audit-dates')
    return req.url.searchParams.get('probe')
      ? { json: { audit_id: 5101, dates: SNAPSHOT_DAYS.map((d) => ({ date: d, source: 'history' })) } }
      : { json: { audit_id: 5101, dates: [] } };
  if (path === '/api/local/annotations') return { json: { items: [] } };
  return { status: 404, json: { message: 'Not found' } };
}

describe('HistoryPage', () => {
  it('asks each read once on a first view that has to find the earlier crawls', async () => {
    const net = fakeFetch(service);
    // the proxy's own reads (/api/local) go through the global fetch
    vi.stubGlobal('fetch', net.impl);
    // the app's client, as people get it (its freshness decides what a page view asks again)
    const queryClient = createQueryClient();
    // what the route's loader reads before the page is drawn
    await queryClient.ensureQueryData(auditsQueries.status(5101));
    renderRoutes(
      '/audits/5101/history',
      [
        {
          path: '/audits/$auditId/history',
          params: auditIdParams,
          validateSearch: parseHistorySearch,
          component: HistoryPage,
        },
      ],
      queryClient,
    );
    // the day before the finished crawl was asked for, and its answer named the earlier crawls
    expect(await screen.findByText('3 crawls with a snapshot')).toBeInTheDocument();
    // every date the page knows has been read (the trend reads each), and nothing is left in flight
    await waitFor(() => {
      const read = new Set(net.calls.map((c) => c.url.searchParams.get('date')));
      for (const d of SNAPSHOT_DAYS) expect(read).toContain(d);
      expect(queryClient.isFetching()).toBe(0);
    });
    const asked = net.calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`);
    const twice = asked.filter((a, i) => asked.indexOf(a) !== i);
    expect(twice).toEqual([]);
    // the day before the finished crawl was probed through the proxy
    expect(asked).toContain('GET /api/local/audit-dates?audit_id=5101&probe=2026-11-25');
    // a browser prints every 4xx it fetches as an error on its console: the probe's expected miss is not one
    const failed = net.calls.filter((c) => (service(c).status ?? 200) >= 400);
    expect(failed.map((c) => `${c.url.pathname}${c.url.search}`)).toEqual([]);
  });
});
