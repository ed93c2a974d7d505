// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { fakeFetch } from '../../api/test-fetch.ts';
import { renderInRouter } from '../../components/testing/render-routes.tsx';
import { SerpTasksPanel } from './serp-tasks-panel.tsx';
import { renderKeywordsAt } from './test-router.tsx';
import { TrackPanel } from './track-panel.tsx';

// Every price of the table seven times the spec's: a price written by hand would still show the spec's figure.
vi.mock('../../lib/operations.ts', async (original) =>
  (await import('../../test/scaled-prices.ts')).scaledPrices(await original(), 7),
);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('prices on the keyword pages follow the operation table', () => {
  it('a discovery search says its price per returned keyword and its most', async () => {
    fakeFetch({ json: { total: 0, items: [] } });
    renderKeywordsAt('/keywords?tab=similar&q=boots&limit=10');
    expect(await screen.findByRole('button', { name: 'Run this search · up to 700 credits' })).toBeVisible();
    expect(
      screen.getByText(/^70 credits per keyword returned, so at most 70 × the page size\./),
    ).toBeVisible();
  });

  it('a bulk export says its price per export, and so does its wait', async () => {
    const user = userEvent.setup();
    const f = fakeFetch({ json: { total: 0, items: [] } });
    // the export's answer is held back: the page waits with its price
    configureClient({
      fetch: (input, init) =>
        String(input).includes('/keywords/export') ? new Promise(() => undefined) : f.impl(input, init),
    });
    renderKeywordsAt('/keywords');
    await user.type(await screen.findByRole('textbox', { name: 'Keywords, one a line' }), 'boots');
    expect(await screen.findByText(/^700 credits per export, whatever the number/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Get metrics for 1 keywords? · 700 credits$/ }));
    expect(await screen.findByText('Getting metrics… (700 credits)')).toBeVisible();
  });

  it('queuing SERP tasks says the price per keyword', async () => {
    fakeFetch({
      json: { data: [{ location_id: '2840', location_name: 'United States', country_code: 'US' }] },
    });
    renderInRouter(<SerpTasksPanel keywords={['boots', 'hiking boots']} source="us" />);
    const form = await screen.findByRole('form', { name: 'Queue SERP tasks' });
    expect(form).toHaveTextContent('2 keywords × 70 credits = 140 credits');
    expect(within(form).getByRole('button', { name: 'Queue 2 SERP tasks · 140 credits' })).toBeVisible();
  });

  it('tracking says what a keyword costs per run', async () => {
    fakeFetch({ json: { total: 0, items: [] } });
    renderInRouter(<TrackPanel keywords={['boots']} />);
    expect(await screen.findByText(/tracking them costs \(70 credits per keyword per run\)/)).toBeVisible();
  });
});
