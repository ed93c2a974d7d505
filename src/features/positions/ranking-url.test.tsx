// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { fakeFetch, type RecordedRequest } from '../../api/test-fetch.ts';
import { boxSize } from '../../components/testing/layout.ts';
import { renderRoutes } from '../../components/testing/render-routes.tsx';
import { siteIdParams } from '../../lib/path-ids.ts';
import { HistoryTable } from './history-table.tsx';
import { PositionsPage } from './positions-page.tsx';
import { parsePositionsSearch } from './search.ts';

boxSize(1200, 600);

afterEach(() => {
  vi.unstubAllGlobals();
  configureClient({ fetch: (...args) => globalThis.fetch(...args) });
});

const URL_OF = 'https://www.northwind-outdoor.com/boots/hiking?colour=brown';

const SUMMARY = {
  settings: { domain: 'northwind-outdoor.com', subdomains: false, cadence: 'daily', hour: 6, weekday: 1 },
  keywords: [
    {
      id: 1,
      keyword: 'hiking boots',
      location_id: 2840,
      language_code: 'en',
      device: 'desktop',
      tags: [],
      day: '2026-11-26',
      position: 4,
      url: URL_OF,
      change1: null,
      change7: null,
      change30: null,
      best: 4,
      trend: [],
    },
  ],
  schedule: { next_run: '2026-11-28T06:00:00.000Z', last_run: null },
  running: null,
  runs: [],
};

function openPage(url: string) {
  const net = fakeFetch((req: RecordedRequest) => {
    const path = req.url.pathname;
    if (path === '/api/local/positions') return { json: SUMMARY };
    if (path === '/api/local/positions/trends')
      return { json: { days: 90, since: '2026-08-29', trend: [], competitors: [], site: [] } };
    return { status: 404, json: { message: 'not faked' } };
  });
  vi.stubGlobal('fetch', net.impl);
  return renderRoutes(url, [
    {
      path: 'sites/$siteId/positions',
      params: siteIdParams,
      validateSearch: parsePositionsSearch,
      component: PositionsPage,
    },
  ]);
}

describe('a ranking URL in a narrow cell', () => {
  it('shows its path first, the host after it, and the whole URL on hover', async () => {
    openPage('/sites/101/positions');
    const table = await screen.findByRole('table', { name: /Tracked keywords/ });
    const link = await within(table).findByRole('link', { name: /boots\/hiking/ });
    // every ranking URL of a site shares its host: the path is what tells them apart, so a cut must spare it
    expect(link.textContent).toMatch(/^\/boots\/hiking\?colour=brown/);
    expect(link).toHaveTextContent('northwind-outdoor.com');
    expect(link).toHaveAttribute('title', URL_OF);
    expect(link).toHaveAttribute('href', URL_OF);
  });

  it('reads the same way in a keyword’s history', async () => {
    renderRoutes('/', [
      {
        path: '/',
        component: () => (
          <HistoryTable days={[{ day: '2026-11-26', position: 4, url: URL_OF, top10: ['rei.com'] }]} />
        ),
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Positions by day' });
    const cell = within(table).getByTitle(URL_OF);
    expect(cell.textContent).toMatch(/^\/boots\/hiking\?colour=brown/);
  });
});

describe('an address with values the page refuses', () => {
  it('replaces them with what the page shows: the default sort, the filter it took', async () => {
    const { router } = openPage('/sites/101/positions?sort=rank&filter=top10&keyword=x');
    expect(await screen.findByRole('table', { name: 'Tracked keywords, sorted by position' })).toBeVisible();
    await expect.poll(() => router.state.location.href).toBe('/sites/101/positions?filter=top10');
  });
});
