// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { fakeFetch, type RecordedRequest } from '../../api/test-fetch.ts';
import { renderRoutes } from '../../components/testing/render-routes.tsx';
import { siteIdParams } from '../../lib/path-ids.ts';
import { PositionsPage } from './positions-page.tsx';
import { parsePositionsSearch } from './search.ts';
import { positionsSummary, trackedKeyword } from './test-summary.ts';
import { boxSize } from '../../components/testing/layout.ts';

boxSize(1200, 600);

afterEach(() => {
  vi.unstubAllGlobals();
  configureClient({ fetch: (...args) => globalThis.fetch(...args) });
});

const SUMMARY = positionsSummary([
  trackedKeyword(1, 'hiking boots'),
  trackedKeyword(2, 'tent', ['retail']),
  trackedKeyword(3, 'camp stove', ['retail']),
]);

/**
 * The page over a faked proxy: the summary, and removals answered as the server does. The locations list waits
 * for `locationsArrive`, when given, so a test can have it land after the rows are drawn.
 */
function openPage(url = '/sites/101/positions', locationsArrive?: Promise<void>) {
  const net = fakeFetch((req: RecordedRequest) => {
    const path = req.url.pathname;
    if (path.endsWith('/v1/serp/classic/locations'))
      return {
        json: { data: [{ location_id: '2840', location_name: 'United States', country_code: 'US' }] },
      };
    if (path === '/api/local/positions/keywords' && req.method === 'DELETE')
      return { json: { removed: 1, keyword_ids: [] } };
    if (path === '/api/local/positions') return { json: SUMMARY };
    if (path === '/api/local/positions/trends')
      return { json: { days: 90, since: '2026-08-29', trend: [], competitors: [], site: [] } };
    return { status: 404, json: { message: 'not faked' } };
  });
  const held: typeof fetch = async (input, init) => {
    if (locationsArrive && String(input).includes('/locations')) await locationsArrive;
    return net.impl(input, init);
  };
  vi.stubGlobal('fetch', held);
  configureClient({ fetch: held, origin: 'http://dashboard.test' });
  renderRoutes(url, [
    {
      path: 'sites/$siteId/positions',
      params: siteIdParams,
      validateSearch: parsePositionsSearch,
      component: PositionsPage,
    },
  ]);
  const removals = () =>
    net.calls.filter((c) => c.method === 'DELETE' && c.url.pathname === '/api/local/positions/keywords');
  return { removals };
}

describe('stopping tracked keywords', () => {
  it('removes one keyword from its row, after saying what it saves and that its history goes', async () => {
    const user = userEvent.setup();
    const { removals } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Remove hiking boots' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop tracking “hiking boots”?' });
    expect(dialog).toHaveTextContent('Stops 1 keyword: saves 1 × 10 = 10 credits a day');
    expect(dialog).toHaveTextContent('positions recorded for it so far are deleted');
    expect(removals()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove 1 keyword' }));
    await waitFor(() => expect(removals()).toHaveLength(1));
    expect(removals()[0]?.query).toEqual([['site_id', '101']]);
    expect(removals()[0]?.json).toEqual({ keyword_ids: [1] });
  });

  it('keeps a row’s buttons in place when the page draws again under the pointer', async () => {
    // a click lands on the button found a moment before: drawing the rows anew in between would swallow it
    let arrive = () => {};
    const { removals } = openPage('/sites/101/positions', new Promise<void>((resolve) => (arrive = resolve)));
    const button = await screen.findByRole('button', { name: 'Remove hiking boots' });
    expect(screen.getAllByText(/location 2840/).length).toBeGreaterThan(0);
    arrive();
    await waitFor(() => expect(screen.getAllByText(/United States/).length).toBeGreaterThan(0));
    expect(button).toBeInTheDocument();
    await userEvent.setup().click(button);
    expect(await screen.findByRole('dialog', { name: 'Stop tracking “hiking boots”?' })).toBeInTheDocument();
    expect(removals()).toHaveLength(0);
  });

  it('removes the rows picked, saying what the picked keywords cost a day', async () => {
    const user = userEvent.setup();
    const { removals } = openPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Pick tent' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pick camp stove' }));
    await user.click(screen.getByRole('button', { name: 'Remove 2 picked keywords' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop tracking 2 picked keywords?' });
    expect(dialog).toHaveTextContent('Stops 2 keywords: saves 2 × 10 = 20 credits a day');
    await user.click(within(dialog).getByRole('button', { name: 'Remove 2 keywords' }));
    await waitFor(() => expect(removals()).toHaveLength(1));
    expect(removals()[0]?.json).toEqual({ keyword_ids: [2, 3] });
  });

  it('removes every keyword of the tag shown', async () => {
    const user = userEvent.setup();
    const { removals } = openPage('/sites/101/positions?tag=retail');
    await user.click(await screen.findByRole('button', { name: 'Remove every keyword tagged “retail” (2)' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Stop tracking every keyword tagged “retail”?',
    });
    expect(dialog).toHaveTextContent('Stops 2 keywords: saves 2 × 10 = 20 credits a day');
    await user.click(within(dialog).getByRole('button', { name: 'Remove 2 keywords' }));
    await waitFor(() => expect(removals()).toHaveLength(1));
    expect(removals()[0]?.json).toEqual({ tag: 'retail' });
  });
});
