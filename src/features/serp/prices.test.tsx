// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../api/test-fetch.ts';
import { renderSerpAt } from './test-router.tsx';
import { serpResult } from './test-results.ts';

// Every price of the table seven times the spec's: a price written by hand would still show the spec's figure.
vi.mock('../../lib/operations.ts', async (original) =>
  (await import('../../test/scaled-prices.ts')).scaledPrices(await original(), 7),
);

beforeEach(() => localStorage.clear());

describe('prices on the SERP pages follow the operation table', () => {
  it('the advanced results tab and its button say the price of advanced results', async () => {
    fakeFetch((req) =>
      req.url.searchParams.has('task_id') ? { json: serpResult([]) } : { json: { total: 0, items: [] } },
    );
    renderSerpAt('/serp/901?tab=advanced');
    expect(await screen.findByRole('link', { name: /^Advanced results ?\(70 credits\)$/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get advanced results (70 credits)' })).toBeVisible();
  });

  it('queuing says the price per query', async () => {
    fakeFetch({ json: [] });
    renderSerpAt('/serp');
    expect(await screen.findByText(/^Cost: 70 credits per query/)).toBeVisible();
  });
});
