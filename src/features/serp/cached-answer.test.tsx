// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, type FakeAnswer, type RecordedRequest } from '../../api/test-fetch.ts';
import { renderSerpAt } from './test-router.tsx';

/**
 * SERP results are served from the proxy's cache for 24 hours, and kept in its archive after the service
 * deletes them; an answer from the cache says so on the page.
 */

const TASKS = '/api/data/v1/serp/classic/tasks';
const organic = {
  type: 'organic',
  rank_absolute: 1,
  rank_group: 1,
  position: 'left',
  domain: 'boots.example',
  url: 'https://boots.example/hiking',
  title: 'Hiking Boots',
  description: null,
};
const result = {
  request_metadata: {
    keyword: 'hiking boots',
    device: 'desktop',
    location_id: 2840,
    language_code: 'en',
    crawled_at: new Date(Date.now() - 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
    serp_url: null,
  },
  summary: { total_results: 1000, organic_items_count: 1, SERP_features: [] },
  items: [organic],
};
const HIT = { 'x-searchboard-cache': 'hit', 'x-searchboard-cached-at': new Date().toISOString() };

function proxy(headers: { result?: Record<string, string>; advanced?: Record<string, string> }) {
  return fakeFetch((req: RecordedRequest): FakeAnswer => {
    const refresh = req.headers.get('x-searchboard-refresh') === '1';
    const p = req.url.pathname;
    if (p === `${TASKS}/results_advanced`) return { json: result, headers: refresh ? {} : headers.advanced };
    if (p === TASKS && req.url.searchParams.has('task_id'))
      return { json: result, headers: refresh ? {} : headers.result };
    if (p.endsWith('/locations')) return { json: { data: [] } };
    return { json: [] };
  });
}
const asked = (calls: RecordedRequest[], end: string) => calls.filter((c) => c.url.pathname.endsWith(end));

describe('SERP results from the cache or the archive', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('marks a cached standard result; its Refresh is free, needs no confirmation and skips the cache', async () => {
    const user = userEvent.setup();
    const f = proxy({ result: HIT });
    renderSerpAt('/serp/901');
    await screen.findByRole('table', { name: 'Standard results, top 100' });
    // the standard result is free: "no credits spent" would say nothing
    expect(screen.getByText('From cache')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Refresh · free' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByText('From cache')).toBeNull());
    expect(f.last.headers.get('x-searchboard-refresh')).toBe('1');
    expect(screen.getByRole('table', { name: 'Standard results, top 100' })).toBeVisible();
  });

  it('marks a result the service deleted and the server kept as archived, with no Refresh', async () => {
    proxy({
      result: { 'x-searchboard-archive': 'hit', 'x-searchboard-cached-at': '2026-11-20T09:30:00.000Z' },
    });
    renderSerpAt('/serp/901');
    await screen.findByRole('table', { name: 'Standard results, top 100' });
    expect(screen.getByText('Archived copy')).toBeVisible();
    expect(
      screen.getByText(
        /The service deleted this result after 24 hours; Searchboard kept it \(saved .*20.*2026/,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Refresh/ })).toBeNull();
  });

  // A task never opened is not badged 'From cache': a copy saved before the task was even added is
  // another task's answer under the same id, so it is read again from the service and not badged.
  it('reads again, and does not badge, a saved copy older than the task itself', async () => {
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() - ms).toISOString().slice(0, 19).replace('T', ' ');
    const f = fakeFetch((req: RecordedRequest): FakeAnswer => {
      const p = req.url.pathname;
      const refresh = req.headers.get('x-searchboard-refresh') === '1';
      if (p === TASKS && req.url.searchParams.has('task_id'))
        return {
          json: result,
          headers: refresh
            ? {}
            : {
                'x-searchboard-cache': 'hit',
                'x-searchboard-cached-at': new Date(Date.now() - 20 * hour).toISOString(),
              },
        };
      if (p === TASKS)
        return {
          json: [
            {
              id: 901,
              query: 'hiking boots',
              location_id: 2840,
              language_code: 'en',
              is_completed: true,
              added: at(2 * hour),
            },
          ],
        };
      if (p.endsWith('/locations')) return { json: { data: [] } };
      return { json: [] };
    });
    renderSerpAt('/serp/901');
    await screen.findByRole('table', { name: 'Standard results, top 100' });
    await waitFor(() =>
      expect(f.calls.some((c) => c.headers.get('x-searchboard-refresh') === '1')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText(/From cache/)).toBeNull());
  });

  it('shows nothing for a result that came from the service', async () => {
    proxy({});
    renderSerpAt('/serp/901');
    await screen.findByRole('table', { name: 'Standard results, top 100' });
    expect(screen.queryByText(/From cache|Archived copy/)).toBeNull();
  });

  it('cached advanced results: no credits spent; Refresh shows 10 credits and asks first', async () => {
    const user = userEvent.setup();
    const f = proxy({ advanced: HIT });
    renderSerpAt('/serp/901?tab=advanced');
    await user.click(await screen.findByRole('button', { name: 'Get advanced results (10 credits)' }));
    await user.click(screen.getByRole('button', { name: 'Spend 10 credits' }));
    expect(await screen.findByText('From cache · no credits spent')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Refresh · 10 credits' }));
    expect(asked(f.calls, '/results_advanced')).toHaveLength(1);
    const dialog = screen.getByRole('dialog', { name: 'Refresh for 10 credits?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refresh · 10 credits' }));
    await waitFor(() => expect(screen.queryByText('From cache · no credits spent')).toBeNull());
    expect(asked(f.calls, '/results_advanced')).toHaveLength(2);
    expect(f.last.headers.get('x-searchboard-refresh')).toBe('1');
  });
});
