// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { fakeFetch, type FakeAnswer, type RecordedRequest } from '../../api/test-fetch.ts';
import { renderRoutes } from '../../components/testing/render-routes.tsx';
import { formatDate } from '../../lib/format.ts';
import { siteIdParams } from '../../lib/path-ids.ts';
import { reportRange } from './report-range.ts';
import { ReportPage } from './report-page.tsx';
import { parseReportSearch } from './search.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  configureClient({ fetch: (...args) => globalThis.fetch(...args) });
});

/** A site with no engines, audits, plan or backlinks: the report's frame is what is looked at here. */
function service(req: RecordedRequest): FakeAnswer {
  const path = req.url.pathname;
  if (path === '/api/local/status') return { json: { mode: {}, share: null } };
  if (path.endsWith('/site-audit/audits')) return { json: { total: 0, items: [] } };
  if (path.endsWith('/ai-tracking/engines') || path.includes('/engines')) return { json: [] };
  return { json: [] };
}

const open = (url: string) => {
  const net = fakeFetch(service);
  vi.stubGlobal('fetch', net.impl);
  renderRoutes(url, [
    {
      path: '/reports/$siteId',
      params: siteIdParams,
      validateSearch: parseReportSearch,
      component: ReportPage,
    },
  ]);
};

const defaultRange = () => {
  const r = reportRange({});
  return `${formatDate(r.from)} – ${formatDate(r.to)}`;
};

describe('a report address with a bad range', () => {
  it('shows the last 30 days and says the dates were not days', async () => {
    open('/reports/101?from=2026-13-45&to=garbage');
    expect(
      await screen.findByText('The address had dates that are not days; showing the last 30 days.'),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(defaultRange()))).toBeInTheDocument();
    expect(screen.queryByText(/2026-13-45|garbage/)).toBeNull();
  });

  it('falls back whole when only one date is bad', async () => {
    open('/reports/101?from=2026-11-01&to=2026-02-30');
    expect(await screen.findByText(/dates that are not days/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(defaultRange()))).toBeInTheDocument();
  });

  it('says so when the range ends before it starts', async () => {
    open('/reports/101?from=2026-11-10&to=2026-11-01');
    expect(
      await screen.findByText(
        'The address had a range that ends before it starts; showing the last 30 days.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(defaultRange()))).toBeInTheDocument();
  });

  it('says nothing for a good range, and draws it', async () => {
    open('/reports/101?from=2026-10-02&to=2026-11-01');
    expect(await screen.findByText(/Oct 2, 2026 – Nov 1, 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/showing the last 30 days/)).toBeNull();
  });
});
