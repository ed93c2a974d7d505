// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch } from '../../api/test-fetch.ts';
import { renderKeywordsAt } from './test-router.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const answer = (path: string) => {
  if (path.endsWith('/v1/keywords/export'))
    return {
      json: [
        {
          keyword: 'hiking boots',
          volume: 6600,
          cpc: 1.79,
          difficulty: 66,
          competition: '0.64',
          history_trend: null,
          is_data_found: true,
        },
        {
          keyword: 'zzqxvbnm',
          volume: null,
          cpc: null,
          difficulty: null,
          competition: null,
          history_trend: null,
          is_data_found: false,
        },
      ],
    };
  return { json: { total: 0, items: [] } };
};

describe('bulk metrics', () => {
  it('counts the pasted list live, sends it once for 100 credits, and marks keywords without data', async () => {
    const user = userEvent.setup();
    const f = fakeFetch((req) => answer(req.url.pathname));
    renderKeywordsAt('/keywords');
    const field = await screen.findByRole('textbox', { name: 'Keywords, one a line' });
    await user.type(field, 'hiking boots{enter}Hiking Boots{enter}{enter}zzqxvbnm');
    expect(
      await screen.findByText('2 of 5,000 keywords (1 duplicate and 1 empty line dropped)'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Get metrics for 2 keywords · 100 credits' }));
    const table = await screen.findByRole('table', { name: 'Keyword metrics (us)' });
    const exports = () => f.calls.filter((c) => c.url.pathname.endsWith('/keywords/export'));
    expect(exports()).toHaveLength(1);
    expect(exports()[0]?.form?.filter(([k]) => k === 'keywords[]')).toEqual([
      ['keywords[]', 'hiking boots'],
      ['keywords[]', 'zzqxvbnm'],
    ]);

    // competition arrives as a string and shows as a number; no data is "no data", never 0
    const found = within(table).getByRole('row', { name: /hiking boots/ });
    expect(within(found).getByText('0.64')).toBeVisible();
    const missing = within(table).getByRole('row', { name: /zzqxvbnm/ });
    expect(
      within(missing)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', '—no data', '—no data', '—no data', '—no data', '—no data', 'no data']);

    // the same list again is saved: no price, no request
    const again = screen.getByRole('button', { name: 'Get metrics for 2 keywords · saved, no credits' });
    await user.click(again);
    expect(exports()).toHaveLength(1);
  });

  it('disables "Get metrics" while the list is empty and says why: a button that would send nothing', async () => {
    const user = userEvent.setup();
    fakeFetch((req) => answer(req.url.pathname));
    renderKeywordsAt('/keywords');
    const button = await screen.findByRole('button', { name: /Get metrics for 0 keywords/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Nothing to send yet: paste or load at least one keyword.');
    await user.type(screen.getByRole('textbox', { name: 'Keywords, one a line' }), 'seo');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Get metrics for 1 keyword ·/ })).toBeEnabled(),
    );
  });

  it('refuses more than 5000 keywords at the field, before any request', async () => {
    const user = userEvent.setup();
    const f = fakeFetch((req) => answer(req.url.pathname));
    renderKeywordsAt('/keywords?source=de');
    const field = await screen.findByRole('textbox', { name: 'Keywords, one a line' });
    await user.click(field);
    await user.paste(Array.from({ length: 5002 }, (_, i) => `keyword ${i}`).join('\n'));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/5,002 keywords: an export takes at most 5,000\. Remove 2\./),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: /Get metrics for 5,002 keywords/ })).toBeDisabled();
    expect(f.calls.filter((c) => c.url.pathname.includes('/keywords/'))).toHaveLength(0);
  });
});
