// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { fakeFetch } from '../../api/test-fetch.ts';
import { renderRoutes } from '../../components/testing/render-routes.tsx';
import { MONTH_SPEND } from '../../components/testing/spend.ts';
import { daysAgo } from '../../lib/dates.ts';
import { OverviewPage } from './overview-page.tsx';
import { parseOverviewSearch } from './search.ts';

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
      // both periods' reads get both days; each period keeps its own: link 50 % yesterday, 0 % 40 days ago
      '/api/project/sites/101/airt/llm/301/prompts/rankings': {
        site_llm_id: 301,
        site_id: 101,
        date_from: daysAgo(59),
        date_to: daysAgo(0),
        items: [1, 0].map((found, i) => ({
          keyword_id: i + 1,
          keyword: `prompt ${i + 1}`,
          search_volume: null,
          search_intent: null,
          positions: [
            [daysAgo(40), 0],
            [daysAgo(1), found],
          ].map(([date, link]) => ({
            date,
            url_position: link,
            urls_count: 3,
            mention_position: 2,
            mentions_count: 1,
            organic_overlap: null,
            organic_overlap_percent: null,
          })),
        })),
        total: 2,
        limit: 1000,
        offset: 0,
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
    const engine = (await within(card).findByText(/^ChatGPT \(US\)/)).closest('li');
    await waitFor(() =>
      expect(engine).toHaveTextContent(/link 50%.*▲ 50 pp better.*mention 100%.*no change/),
    );
    expect(within(card).getByText(/AI presence: daily mean of .* vs /)).toBeInTheDocument();
    expect(await within(card).findByText(/backlinks,/)).toHaveTextContent(
      '13,335 backlinks, 412 referring domains',
    );
  });

  describe('filter by group', () => {
    const audits = {
      items: [
        AUDIT,
        { ...AUDIT, id: 5109, site_id: 109, url: 'https://other.example', title: 'Other' },
        { ...AUDIT, id: 5110, site_id: 110, url: 'https://third.example', title: 'Third' },
      ],
      total: 3,
      limit: 1000,
      offset: 0,
    };
    /** Northwind moved into "Retail clients", Third into a group since deleted, Other never moved here. */
    const answers: Record<string, unknown> = {
      '/api/data/v1/site-audit/audits': audits,
      '/api/project/site-groups': [
        { id: '11', name: 'Retail clients' },
        { id: '12', name: 'In-house' },
      ],
      '/api/local/group-sites': {
        groups: [
          { group_id: '11', sites: [{ site_id: 101, moved_at: '2026-11-20T08:00:00.000Z' }] },
          { group_id: '13', sites: [{ site_id: 110, moved_at: '2026-11-21T08:00:00.000Z' }] },
        ],
      },
    };
    const open = (url: string) => {
      const net = fakeFetch((req) =>
        req.url.pathname in answers ? { json: answers[req.url.pathname] } : { status: 404, json: {} },
      );
      vi.stubGlobal('fetch', net.impl);
      return renderRoutes(url, [{ path: '/', validateSearch: parseOverviewSearch, component: OverviewPage }]);
    };
    const shownSites = async () => {
      const list = await screen.findByRole('list', { name: 'Sites' });
      return within(list)
        .queryAllByRole('heading', { level: 2 })
        .map((h) => h.textContent);
    };

    it('shows one group’s sites as moved here, keeps the choice in the address, and every site again', async () => {
      const { router } = open('/');
      const select = await screen.findByRole('combobox', { name: 'Group' });
      expect(select).toHaveValue('');
      expect(select).toHaveAccessibleDescription(
        'As moved through this dashboard: the service does not list a group’s sites.',
      );
      await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All sites', 'Retail clients (1)', 'In-house (0)', 'Not moved into a group here (2)']);
      expect(await shownSites()).toEqual(['Northwind Outdoor', 'Other', 'Third']);

      await userEvent.selectOptions(select, 'Retail clients (1)');
      await waitFor(async () => expect(await shownSites()).toEqual(['Northwind Outdoor']));
      expect(router.state.location.search).toEqual({ group: 11 });
      expect(
        screen.getByText('1 of 3 sites in “Retail clients”, as moved through this dashboard.'),
      ).toBeInTheDocument();

      // a site whose group was deleted is in none this dashboard knows of
      await userEvent.selectOptions(select, 'Not moved into a group here (2)');
      await waitFor(async () => expect(await shownSites()).toEqual(['Other', 'Third']));
      expect(router.state.location.search).toEqual({ group: 'none' });
      expect(
        screen.getByText(
          '2 of 3 sites not moved into a group through this dashboard, or whose group was deleted.',
        ),
      ).toBeInTheDocument();

      await userEvent.selectOptions(select, 'All sites');
      await waitFor(async () => expect(await shownSites()).toEqual(['Northwind Outdoor', 'Other', 'Third']));
      expect(router.state.location.search).toEqual({});
    });

    it('opens on the group the address names, and says so when a group has no site moved here', async () => {
      open('/?group=11');
      expect(await screen.findByRole('combobox', { name: 'Group' })).toHaveValue('11');
      await waitFor(async () => expect(await shownSites()).toEqual(['Northwind Outdoor']));
      cleanup();

      open('/?group=12');
      expect(
        await screen.findByText('No site was moved into “In-house” through this dashboard.'),
      ).toBeInTheDocument();
      expect(await shownSites()).toEqual([]);
    });

    it('falls back to every site for a group the account does not have, and says so', async () => {
      open('/?group=99');
      expect(
        await screen.findByText('Your account has no group #99, so every site is shown.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Group' })).toHaveValue('');
      expect(await shownSites()).toEqual(['Northwind Outdoor', 'Other', 'Third']);
    });
  });
});
