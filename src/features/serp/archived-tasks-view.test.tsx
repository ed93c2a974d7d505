// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../api/test-fetch.ts';
import { renderSerpAt } from './test-router.tsx';

const kept = (task_id: string, keyword: string | null, device: string | null) => ({
  task_id,
  kinds: ['standard', 'advanced'],
  keyword,
  device,
  location_id: '2840',
  language_code: 'en',
  crawled_at: '2026-11-20 10:00:00',
  stored_at: '2026-11-20T10:00:05Z',
});

describe('archived results on the kit', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists what only Searchboard kept, each linked to its task, a missing device as no data', async () => {
    const f = fakeFetch((req) => {
      const p = req.url.pathname;
      if (p === '/api/local/serp/archive')
        return {
          json: { tasks: [kept('777', 'tents', 'mobile'), kept('778', null, null), kept('901', 'x', 'y')] },
        };
      if (p === '/api/data/v1/serp/classic/tasks')
        return {
          json: [
            {
              id: 901,
              query: 'x',
              location_id: 2840,
              language_code: 'en',
              is_completed: true,
              added: '2026-11-25 10:00:00',
            },
          ],
        };
      return { json: { data: [] } };
    });
    // the archive is the Searchboard server's own, read with the page's plain fetch
    vi.stubGlobal('fetch', f.impl);
    renderSerpAt('/serp');
    const table = await screen.findByRole('table', { name: 'Archived results' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Query', 'Device', 'Language', 'Location id', 'Collected', 'Kept']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'tents' })).toHaveAttribute('href', '/serp/777');
    expect(rows[0]).toHaveTextContent('Archived');
    expect(rows[0]).toHaveTextContent('standard + advanced');
    expect(within(rows[1]!).getByRole('link', { name: 'Task 778' })).toHaveAttribute('href', '/serp/778');
    expect(within(rows[1]!).getAllByRole('cell')[1]).toHaveTextContent('—no data');
  });
});
