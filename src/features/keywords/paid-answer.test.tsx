// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RefreshTarget } from '../../api/answer.ts';
import { ApiError } from '../../api/errors.ts';
import { renderInRouter } from '../../components/testing/render-routes.tsx';
import { PaidAnswer } from './paid-answer.tsx';

const KEY = ['keywords', 'us', 'test', { keyword: 'boots' }] as const;
const refresh: RefreshTarget = {
  queryKey: KEY,
  fetch: () => new Promise(() => undefined),
  save: () => undefined,
};

/** A paid read that answers with `read` when the person runs it. */
function Panel({ read, failedNote }: { read: () => Promise<string[]>; failedNote?: string }) {
  const query = useQuery({ queryKey: KEY, queryFn: read, enabled: false, retry: false });
  return (
    <PaidAnswer
      query={query}
      queryKey={KEY}
      refresh={refresh}
      estimate={{ credits: 1000, upTo: true }}
      busy="Searching…"
      failedNote={failedNote}
      idle={{ onRun: () => void query.refetch(), detail: ', sorted by Volume' }}
    >
      {(rows) => ({
        title: `${rows.length} keywords`,
        cost: `This page: ${rows.length} keywords`,
        body: (
          <ul aria-label="Keywords">
            {rows.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ),
      })}
    </PaidAnswer>
  );
}

beforeEach(() => localStorage.clear());

describe('the paid-answer panel', () => {
  it('waits with the price, runs only when asked, says the wait with the price, then draws the answer', async () => {
    const user = userEvent.setup();
    let answer: (rows: string[]) => void = () => undefined;
    let asked = 0;
    const read = () => {
      asked++;
      return new Promise<string[]>((resolve) => (answer = resolve));
    };
    renderInRouter(<Panel read={read} />);
    expect(
      await screen.findByText(
        'This search is not saved in this browser yet, sorted by Volume. Running it costs up to 1,000 credits.',
      ),
    ).toBeVisible();
    expect(asked).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Run this search · up to 1,000 credits' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Searching… (up to 1,000 credits)');
    answer(['boots', 'hiking boots']);

    const section = await screen.findByRole('region', { name: '2 keywords' });
    expect(section).toHaveTextContent('This page: 2 keywords · saved until the month ends');
    expect(screen.getByRole('list', { name: 'Keywords' })).toHaveTextContent('bootshiking boots');
    expect(asked).toBe(1);
  });

  it('shows a failed read with what is kept, and does not ask again on its own', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const read = () => {
      asked++;
      return Promise.reject(new ApiError(402, 'Insufficient credits', 'credits', 'data', 'GET', false));
    };
    renderInRouter(<Panel read={read} failedNote="Your search is kept above." />);
    await user.click(await screen.findByRole('button', { name: /^Run this search/ }));
    expect(await screen.findByText('Your search is kept above.')).toBeVisible();
    expect(screen.getByText('Not enough credits')).toBeVisible();
    expect(asked).toBe(1);
  });
});
