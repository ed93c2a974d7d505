// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchPager } from './search-pager.tsx';

afterEach(cleanup);

const pager = (page: number | undefined, limit: number | undefined, onPage = vi.fn()) => {
  render(
    <SearchPager
      label="Pages of audits"
      noun="audits"
      total={300}
      page={page}
      limit={limit}
      defaultLimit={25}
      sizes={[25, 50, 100]}
      onPage={onPage}
    />,
  );
  return onPage;
};

describe('SearchPager', () => {
  it('shows the page the address names, at the default size when the address has none', () => {
    pager(3, undefined);
    expect(screen.getByText('Page 3 of 12 · audits 51–75 of 300')).toBeInTheDocument();
  });

  it('writes the next page and keeps the size the address had', async () => {
    const onPage = pager(undefined, 50);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenLastCalledWith(2, 50);
  });

  it('leaves the first page out of the address', async () => {
    const onPage = pager(2, undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenLastCalledWith(undefined, undefined);
  });

  it('a new size starts at the first page; the default size is left out', async () => {
    const onPage = pager(4, undefined);
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '100');
    expect(onPage).toHaveBeenLastCalledWith(undefined, 100);
    cleanup();
    const again = pager(4, 100);
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(again).toHaveBeenLastCalledWith(undefined, undefined);
  });
});
