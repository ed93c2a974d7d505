// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { ExportAllButton, pagesFor } from './export-all-button.tsx';

const downloads: [string, string][] = [];
vi.mock('../../lib/csv.ts', () => ({
  downloadCsv: (name: string, csv: string) => downloads.push([name, csv]),
  toCsv: (header: string[], rows: unknown[][]) => [header, ...rows].map((r) => r.join(',')).join('\n'),
}));

afterEach(cleanup);

/** The numbers 0 … total-1, one page at a time. */
const numbersUpTo = (total: number) => (offset: number, limit: number) =>
  Array.from({ length: Math.min(limit, total - offset) }, (_, i) => offset + i);

/** Export of a free list of links, pages of 1,000 numbers written one a row. */
function renderExport(total: number, fetchPage: (offset: number, limit: number) => Promise<number[]>) {
  render(
    <ExportAllButton<number>
      total={total}
      pageSize={1000}
      noun="links"
      cost="Free (0 credits)"
      fetchPage={fetchPage}
      build={(rows) => ({ filename: 'all.csv', header: ['n'], rows: rows.map((n) => [n]) })}
    />,
  );
}

// A paged table exports all its rows, not only the page on screen: "Export all" reads every page, with a progress
// bar, and says its cost first where paging costs credits.
describe('ExportAllButton', () => {
  it('counts the requests a whole export takes', () => {
    expect(pagesFor(13_335, 1000)).toBe(14);
    expect(pagesFor(1000, 1000)).toBe(1);
    expect(pagesFor(0, 1000)).toBe(1);
  });

  it('says its cost before it runs, then fetches every page into one CSV', async () => {
    const offsets: number[] = [];
    const fetchPage = vi.fn(async (offset: number, limit: number) => {
      offsets.push(offset);
      return numbersUpTo(2500)(offset, limit);
    });
    renderExport(2500, fetchPage);
    expect(screen.getByText('Free (0 credits) · 3 requests')).toBeInTheDocument();
    expect(fetchPage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Export all 2,500 links (CSV)' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(offsets).toEqual([0, 1000, 2000]);
    expect(downloads[0]?.[1].split('\n')).toHaveLength(2501);
  });

  it('asks a page again after a transient failure of the safe read, as any query would, and loses nothing', async () => {
    downloads.length = 0;
    let failed = false;
    const fetchPage = vi.fn(async (offset: number, limit: number) => {
      if (offset === 1000 && !failed) {
        failed = true;
        throw new ApiError(503, 'Service temporarily unavailable', 'server', 'project', 'GET', true);
      }
      return numbersUpTo(1500)(offset, limit);
    });
    renderExport(1500, fetchPage);
    await userEvent.click(screen.getByRole('button', { name: 'Export all 1,500 links (CSV)' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([0, 1000, 1000]);
    expect(downloads[0]?.[1].split('\n')).toHaveLength(1501);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not ask again after a failure that is not transient, and says what went wrong', async () => {
    downloads.length = 0;
    const fetchPage = vi.fn(async () => {
      throw new ApiError(400, 'limit must be at most 1000', 'invalid', 'project', 'GET', true);
    });
    renderExport(1500, fetchPage);
    await userEvent.click(screen.getByRole('button', { name: 'Export all 1,500 links (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('limit must be at most 1000');
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(downloads).toHaveLength(0);
  });
});
