// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Columns, OuterSort } from './data-table.tsx';
import { VirtualTable } from './virtual-table.tsx';
import { boxSize } from '../testing/layout.ts';

afterEach(cleanup);

boxSize(800, 400);

interface Item {
  id: string;
  n: number;
}
const col = createColumnHelper<Item>();
const columns: Columns<Item> = [
  col.accessor('id', { header: 'Id' }),
  col.accessor('n', { header: 'Number', meta: { numeric: true } }),
];

function Harness({ items, count, sort }: { items: Item[]; count: number; sort?: OuterSort }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the app does not use the React Compiler
  const table = useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (i) => i.id,
  });
  return (
    <VirtualTable
      table={table}
      label="Items"
      caption="Items, all of them"
      scrollRef={scrollRef}
      count={count}
      rowCount={count + 1}
      rowHeight={40}
      initialRect={{ width: 800, height: 400 }}
      placeholder={(i) => `Loading item ${i + 1}…`}
      sort={sort}
    />
  );
}

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, n: i * 1000 }));

describe('VirtualTable', () => {
  it('renders the rows in view of a long table, and says how many there are', () => {
    render(<Harness items={items(5000)} count={5000} />);
    const region = screen.getByRole('region', { name: 'Items, scrollable' });
    const table = within(region).getByRole('table', { name: 'Items, all of them' });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    const rows = within(table)
      .getAllByRole('row')
      .filter((r) => r.hasAttribute('aria-rowindex'));
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['i0', '0']);
  });

  it('shows a placeholder for rows not read yet', () => {
    render(<Harness items={items(2)} count={10} />);
    expect(screen.getByText('Loading item 3…')).toBeInTheDocument();
  });

  it('shows the order it is given and asks for another', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(<Harness items={items(3)} count={3} sort={{ by: 'n', dir: 'asc', onSort }} />);
    expect(screen.getByRole('columnheader', { name: /Number/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Id/ }));
    expect(onSort).toHaveBeenCalledWith('id');
  });
});
