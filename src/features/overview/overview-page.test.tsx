// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { fakeFetch } from '../../api/test-fetch.ts';
import { renderRoutes } from '../../components/testing/render-routes.tsx';
import { OverviewPage } from './overview-page.tsx';

afterEach(() => {
  cleanup();
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
  // issue 12: "an error shows a readable message and a retry button"; the audit list is how sites are found
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
    expect(net.calls).toHaveLength(2);
  });
});
