// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { keywordsQueries } from '../../api/keywords.ts';
import { readPaid, writePaid } from '../../api/paid-cache.ts';
import { fakeFetch, type FakeAnswer, type RecordedRequest } from '../../api/test-fetch.ts';
import { formatDate } from '../../lib/format.ts';
import { renderKeywordsAt } from './test-router.tsx';

/** An answer from a cache says so on the page; Refresh asks the service again past it, after confirming the cost. */

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const kw = (keyword: string) => ({
  keyword,
  volume: 100,
  cpc: 1,
  difficulty: 30,
  competition: 0.4,
  intents: ['C'],
  serp_features: [],
  history_trend: null,
});
const CACHED_AT = '2024-05-02T08:30:00.000Z';
const HIT = { 'x-searchboard-cache': 'hit', 'x-searchboard-cached-at': CACHED_AT };
const URL_ = '/keywords?tab=similar&q=boots&limit=10';
const PARAMS = { source: 'us', keyword: 'boots', limit: 10, offset: 0 };

/** The proxy: the first answer from its cache (when `hit`), a refreshed one from the service. */
function proxy(hit: boolean) {
  return fakeFetch((req: RecordedRequest): FakeAnswer => {
    if (req.headers.get('x-searchboard-refresh') === '1')
      return { json: { total: 1, keywords: [kw('fresh boots')] } };
    return { json: { total: 1, keywords: [kw('old boots')] }, headers: hit ? HIT : {} };
  });
}
const paid = (calls: RecordedRequest[]) => calls.filter((c) => c.url.pathname.includes('/v1/keywords/'));

describe('an answer from the cache', () => {
  it('says so, with when it was first fetched, and offers a Refresh with its cost', async () => {
    const user = userEvent.setup();
    proxy(true);
    renderKeywordsAt(URL_);
    await user.click(await screen.findByRole('button', { name: 'Run this search · up to 100 credits' }));
    expect(await screen.findByText('From cache · no credits spent')).toBeVisible();
    expect(screen.getByText(`First fetched ${formatDate(CACHED_AT, true)}`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh · up to 100 credits' })).toBeVisible();
    // the page's cost agrees with the badge: spent at the first fetch, nothing now
    expect(
      screen.getByText(
        `This page: 1 keyword · 10 credits when first fetched ${formatDate(CACHED_AT, true)}; 0 credits now · saved until the month ends`,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/credits spent /)).toBeNull();
  });

  it('shows no badge and no Refresh for an answer that came from the service', async () => {
    const user = userEvent.setup();
    proxy(false);
    renderKeywordsAt(URL_);
    await user.click(await screen.findByRole('button', { name: 'Run this search · up to 100 credits' }));
    expect(await screen.findByRole('rowheader', { name: 'old boots' })).toBeVisible();
    expect(screen.getByText(/^This page: 1 keyword · 10 credits spent /)).toBeVisible();
    expect(screen.queryByText(/From cache/)).toBeNull();
    expect(screen.queryByText(/Saved in this browser/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Refresh/ })).toBeNull();
  });

  it('refreshes only after confirming the cost, past the cache, and the new answer replaces the old', async () => {
    const user = userEvent.setup();
    const f = proxy(true);
    renderKeywordsAt(URL_);
    await user.click(await screen.findByRole('button', { name: 'Run this search · up to 100 credits' }));
    await user.click(await screen.findByRole('button', { name: 'Refresh · up to 100 credits' }));
    const dialog = screen.getByRole('dialog', { name: 'Refresh for up to 100 credits?' });
    // Cancel sends nothing
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(paid(f.calls)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Refresh · up to 100 credits' }));
    expect(paid(f.calls)).toHaveLength(1);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Refresh · up to 100 credits' }),
    );
    expect(await screen.findByRole('rowheader', { name: 'fresh boots' })).toBeVisible();
    expect(paid(f.calls)).toHaveLength(2);
    expect(f.last.headers.get('x-searchboard-refresh')).toBe('1');
    expect(screen.queryByText(/From cache/)).toBeNull();
    // the browser's saved answer is the new one too
    const saved = readPaid<{ keywords: { keyword: string }[] }>(keywordsQueries.similar(PARAMS).queryKey);
    expect(saved?.data.keywords[0]?.keyword).toBe('fresh boots');
  });

  it('says when the answer came from this browser’s saved answers, and Refresh bypasses them', async () => {
    const user = userEvent.setup();
    const at = Date.now() - 60_000;
    writePaid(
      keywordsQueries.similar(PARAMS).queryKey,
      { total: 1, keywords: [kw('saved boots')] },
      at,
      at + 3_600_000,
    );
    const f = proxy(true);
    renderKeywordsAt(URL_);
    expect(await screen.findByRole('rowheader', { name: 'saved boots' })).toBeVisible();
    expect(screen.getByText('Saved in this browser · no credits spent')).toBeVisible();
    expect(screen.getByText(`Fetched ${formatDate(new Date(at).toISOString(), true)}`)).toBeVisible();
    expect(
      screen.getByText(
        `This page: 1 keyword · 10 credits when first fetched ${formatDate(new Date(at).toISOString(), true)}; 0 credits now · saved until the month ends`,
      ),
    ).toBeVisible();
    expect(paid(f.calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Refresh · up to 100 credits' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Refresh · up to 100 credits' }),
    );
    expect(await screen.findByRole('rowheader', { name: 'fresh boots' })).toBeVisible();
    expect(paid(f.calls)).toHaveLength(1);
    expect(f.last.headers.get('x-searchboard-refresh')).toBe('1');
    expect(screen.queryByText(/Saved in this browser/)).toBeNull();
  });
});
