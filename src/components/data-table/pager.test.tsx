// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './pager.tsx';

afterEach(cleanup);

describe('Pager', () => {
  it('says where the page is, and moves by the limit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Pager label="Pages of audits" noun="audits" total={1234} offset={25} limit={25} onChange={onChange} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages of audits' });
    expect(within(nav).getByText('Page 2 of 50 · audits 26–50 of 1,234')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith({ offset: 50, limit: 25 });
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith({ offset: 0, limit: 25 });
  });

  it('cannot go before the first or past the last page', () => {
    render(<Pager label="Rows" total={30} offset={0} limit={25} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByText('Page 1 of 2 · 1–25 of 30')).toBeInTheDocument();
    cleanup();
    render(<Pager label="Rows" total={30} offset={25} limit={25} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByText('Page 2 of 2 · 26–30 of 30')).toBeInTheDocument();
  });

  it('shows what each move costs on its button, before it is pressed', () => {
    const cost = (offset: number) => (offset === 0 ? 'saved' : `up to ${offset * 10} credits`);
    render(<Pager label="Result pages" total={100} offset={10} limit={10} cost={cost} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page · saved' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page · up to 200 credits' })).toBeEnabled();
  });

  it('takes away the moves it is told are closed, and says why once in their place', () => {
    const closed = { at: (offset: number) => offset >= 20, note: 'Viewers cannot spend credits.' };
    render(
      <Pager label="Result pages" total={100} offset={10} limit={10} closed={closed} onChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Next page/ })).toBeNull();
    expect(screen.getAllByText('Viewers cannot spend credits.')).toHaveLength(1);
  });

  it('a page past the end shows none, and Previous goes to the last page with rows', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Pager
        label="Result pages"
        noun="keywords"
        total={25}
        offset={90}
        limit={10}
        shown={0}
        onChange={onChange}
      />,
    );
    expect(screen.getByText('Page 10 of 3 · none of 25 on this page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenCalledWith({ offset: 20, limit: 10 });
  });

  it('offers page sizes (the current one too) and starts again from the first page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Pager label="Prompt pages" total={500} offset={100} limit={40} sizes={[25, 50]} onChange={onChange} />,
    );
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['25', '40', '50']);
    await user.selectOptions(size, '50');
    expect(onChange).toHaveBeenCalledWith({ offset: 0, limit: 50 });
  });

  it('says when there is nothing', () => {
    render(
      <Pager label="Pages of audits" noun="audits" total={0} offset={0} limit={25} onChange={() => {}} />,
    );
    expect(screen.getByText('No audits')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
