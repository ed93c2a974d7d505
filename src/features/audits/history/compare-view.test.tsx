// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { CompareView } from './compare-view.tsx';
import { issueChange, type HistoryDiff } from './history-diff.ts';

afterEach(cleanup);

const diff: HistoryDiff = {
  baseDate: '2026-11-01',
  targetDate: '2026-11-08',
  totals: [
    { key: 'total_pages', label: 'Pages crawled', before: 120, after: 130, change: 10, rise: 'neutral' },
    { key: 'total_errors', label: 'Errors', before: 8, after: 5, change: -3, rise: 'bad' },
  ],
  issues: [issueChange('broken_links', 0, 4), issueChange('title_missing', null, 2), issueChange('h1', 3, 3)],
  counts: { new: 1, fixed: 0, worse: 0, better: 0, same: 1, unknown: 1 },
};

it('shows both crawls side by side: totals under their dates, issues with a dash where a crawl has no data', () => {
  render(
    <CompareView
      auditId={5101}
      diff={diff}
      checks={new Map([['broken_links', { name: 'Broken links' } as never]])}
      readAt={0}
    />,
  );
  const totals = screen.getByRole('table', { name: 'Change in each total' });
  const heads = within(totals)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(heads).toHaveLength(4);
  expect(heads[0]).toBe('Total');
  expect(within(totals).getByRole('rowheader', { name: 'Errors' }).closest('tr')).toHaveTextContent(/85/);

  const changed = screen.getByRole('table', { name: 'Issues that changed' });
  const broken = within(changed)
    .getByRole('rowheader', { name: /Broken links/ })
    .closest('tr')!;
  expect(broken).toHaveTextContent('New');
  // no data on the first date is a dash, never a 0
  const missing = within(changed)
    .getByRole('rowheader', { name: /title_missing/ })
    .closest('tr')!;
  const cells = within(missing).getAllByRole('cell');
  expect(cells[1]).toHaveTextContent('—');
  expect(cells[1]).not.toHaveTextContent('0');
  expect(screen.getByRole('table', { name: 'Issues that did not change' })).toBeInTheDocument();
});
