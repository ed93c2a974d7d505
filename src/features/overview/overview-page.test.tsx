// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { fakeFetch } from '../../api/test-fetch.ts';
import { renderRoutes } from '../../components/testing/render-routes.tsx';
import { MONTH_SPEND } from '../../components/testing/spend.ts';
import { OverviewPage } from './overview-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  configureClient({ fetch: (...args) => globalThis.fetch(...args) });
});

const AUDIT = {
  id: 5101,
  group_id: 11,
  url: 'https://www.northwind-outdoor.com',
  title: 'Northwind Outdoor',
  has_project: true,
  site_id: 101,
  last_update: '2026-11-20',
  status: 'finished',
  error: null,
  error_params: null,
  stats: { score: 87, errors: 4, warnings: 10, notices: 2, crawled: 120 },
  prev_stats: null,
  version: 2,
  is_new: 0,
};

describe('OverviewPage', () => {
  // an error shows a readable message and a retry button; the audit list is how sites are found
  it('shows a failed read of the sites with "Try again", which reads them again', async () => {
    let failing = true;
    const net = fakeFetch(() =>
      failing
        ? { status: 503, json: { error: { code: 503, message: 'Service temporarily unavailable' } } }
        : { json: { items: [AUDIT], total: 1, limit: 1000, offset: 0 } },
    );
    renderRoutes('/', [{ path: '/', component: OverviewPage }]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service had a problem');
    expect(alert).toHaveTextContent('Service temporarily unavailable');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Northwind Outdoor' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // read again (the site cards, mounting after, may read the fresh list once more)
    expect(
      net.calls.filter((c) => c.url.pathname.endsWith('/site-audit/audits')).length,
    ).toBeGreaterThanOrEqual(2);
  });

  // the page a team opens every morning: per site, the audit score and its change, AI presence and its change, the
  // latest backlink totals; the credits spent this month against the budget, and what is running (audits
  // crawling, SERP tasks queued)
  it("shows the team's morning figures: credits against the budget, what runs, each site's figures", async () => {
    const answers: Record<string, unknown> = {
      '/api/data/v1/site-audit/audits': {
        items: [
          { ...AUDIT, prev_stats: { score: 82, errors: 6, warnings: 10, notices: 2, crawled: 118 } },
          {
            ...AUDIT,
            id: 5109,
            site_id: 109,
            url: 'https://other.example',
            title: 'Other',
            status: 'queued',
          },
        ],
        total: 2,
        limit: 1000,
        offset: 0,
      },
      '/api/project/sites/101/airt/llm': [
        {
          id: 301,
          site_id: 101,
          base_name: 'chat_engine',
          country_code: 'us',
          region_name: null,
          lang_code: null,
          region_settings: [],
        },
      ],
      '/api/project/sites/101/airt/llm/301/statistics': {
        llm_id: 301,
        site_id: 101,
        top: 0,
        stats: { indexed_percent: 90, keywords_count: 20, last_update: '2026-11-24' },
        presence: { link_percent_in_top: 42, link_diff: 3.5, mention_percent_in_top: 60, mention_diff: null },
        aio_presence: [],
        organic_overlap: [],
        sources_presence: [],
      },
      '/api/backlinks/backlink-reports': {
        total_reports: 1,
        reports: [
          {
            id: '1',
            target: 'northwind-outdoor.com',
            mode: 'domain',
            backlinks: 13335,
            refdomains: 412,
            created: '2026-11-02 10:00:00',
          },
        ],
      },
      '/api/data/v1/serp/classic/tasks': [
        {
          id: 1,
          query: 'tents',
          location_id: 2840,
          language_code: 'en',
          is_completed: false,
          added: '2026-11-25 07:00:00',
        },
        {
          id: 2,
          query: 'boots',
          location_id: 2840,
          language_code: 'en',
          is_completed: true,
          added: '2026-11-25 06:00:00',
        },
      ],
      '/api/local/credits': MONTH_SPEND,
    };
    const net = fakeFetch((req) =>
      req.url.pathname in answers ? { json: answers[req.url.pathname] } : { status: 404, json: {} },
    );
    vi.stubGlobal('fetch', net.impl);
    renderRoutes('/', [{ path: '/', component: OverviewPage }]);
    const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    await screen.findByText(/of 5,000 budget/);
    expect(figure('Credits spent this month')).toHaveTextContent('1,250 of 5,000 budget');
    await waitFor(() => expect(figure('Audits queued or crawling')).toHaveTextContent(/^1 Audits$/));
    await waitFor(() => expect(figure('SERP tasks queued')).toHaveTextContent(/^1 SERP$/));
    const card = await screen.findByRole('region', { name: 'Northwind Outdoor (#101)' });
    expect(within(card).getByText('87')).toBeInTheDocument();
    expect(within(card).getByText(/points since the run before/).parentElement).toHaveTextContent('▲ +5');
    const engine = (await within(card).findByText(/^Chat assistant \(us\)/)).closest('li');
    await waitFor(() => expect(engine).toHaveTextContent(/link 42(\.0)?%.*▲ \+3\.5 pp.*mention 60(\.0)?%/));
    expect(within(card).getByText(/AI presence, .* change over the period/)).toBeInTheDocument();
    expect(await within(card).findByText(/backlinks,/)).toHaveTextContent(
      '13,335 backlinks, 412 referring domains',
    );
  });
});
