// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { fakeFetch } from '../../api/test-fetch.ts';
import { renderRoutes } from '../../components/testing/render-routes.tsx';
import { formatDate } from '../../lib/format.ts';
import { SiteCard } from './site-card.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  configureClient({ fetch: (...args) => globalThis.fetch(...args) });
});

const site = {
  id: 101,
  name: 'Northwind Outdoor',
  url: 'https://www.northwind-outdoor.com',
  origin: 'audit' as const,
};

describe('SiteCard backlinks', () => {
  // the audit's Domain panel counts the domain's backlinks from its crawl: this line tells the two apart
  it('says the backlink totals come from the backlink index, and on which day it was read', async () => {
    const net = fakeFetch((req) =>
      req.url.pathname === '/api/backlinks/backlink-reports'
        ? {
            json: {
              total_reports: 1,
              reports: [
                {
                  id: '1',
                  target: 'northwind-outdoor.com',
                  mode: 'domain',
                  backlinks: 12840,
                  refdomains: 1164,
                  created: '2026-11-19 06:00:00',
                },
              ],
            },
          }
        : { status: 404, json: {} },
    );
    vi.stubGlobal('fetch', net.impl);
    renderRoutes('/', [
      {
        path: '/',
        component: () => <SiteCard site={site} range={{ from: '2026-10-21', to: '2026-11-20' }} />,
      },
    ]);
    const card = await screen.findByRole('region', { name: 'Northwind Outdoor (#101)' });
    const figures = (await within(card).findByText(/backlinks,/)).closest('dd');
    expect(figures).toHaveTextContent('12,840 backlinks, 1,164 referring domains');
    expect(
      within(figures!).getByText(`From the backlink index, read ${formatDate('2026-11-19')}`),
    ).toBeInTheDocument();
  });
});
