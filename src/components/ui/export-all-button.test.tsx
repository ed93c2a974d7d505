// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportAllButton, pagesFor } from './export-all-button.tsx';

const downloads: [string, string][] = [];
vi.mock('../../lib/csv.ts', () => ({
  downloadCsv: (name: string, csv: string) => downloads.push([name, csv]),
  toCsv: (header: string[], rows: unknown[][]) => [header, ...rows].map((r) => r.join(',')).join('\n'),
}));

afterEach(cleanup);

// Issue 20: "'Export' on the links tab holds only the 100 rows on screen of 13,335. Offer 'Export all' on every
// paged table, fetching every page (with a progress bar, and its cost where paging costs credits)."
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
      return Array.from({ length: Math.min(limit, 2500 - offset) }, (_, i) => offset + i);
    });
    render(
      <ExportAllButton<number>
        total={2500}
        pageSize={1000}
        noun="links"
        cost="Free (0 credits)"
        fetchPage={fetchPage}
        build={(rows) => ({ filename: 'all.csv', header: ['n'], rows: rows.map((n) => [n]) })}
      />,
    );
    expect(screen.getByText('Free (0 credits) · 3 requests')).toBeInTheDocument();
    expect(fetchPage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Export all 2,500 links (CSV)' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(offsets).toEqual([0, 1000, 2000]);
    expect(downloads[0]?.[1].split('\n')).toHaveLength(2501);
  });
});
