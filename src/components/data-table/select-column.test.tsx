// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type Columns } from './data-table.tsx';
import { RowSelection, selectColumn } from './select-column.tsx';

afterEach(cleanup);

const col = createColumnHelper<string>();
const HOSTS = ['a.example', 'b.example', 'c.example'];
const COLUMNS: Columns<string> = [
  selectColumn<string>(),
  col.display({ id: 'host', header: 'Host', meta: { rowHeader: true }, cell: (c) => c.row.original }),
];

function Picker({ shown }: { shown: readonly string[] }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <>
      <RowSelection
        ids={HOSTS}
        selected={selected}
        onChange={setSelected}
        allLabel={`Select all ${HOSTS.length} hosts`}
        rowLabel={(h: string) => `Select ${h}`}
      >
        <DataTable caption="Hosts" data={shown} columns={COLUMNS} getRowId={(h) => h} sort="local" />
      </RowSelection>
      <output>{[...selected].join(' ')}</output>
    </>
  );
}

describe('selectColumn', () => {
  it('selects rows one by one, the header box half-checked until all are, the focus kept', async () => {
    const user = userEvent.setup();
    render(<Picker shown={HOSTS} />);
    const all = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all 3 hosts' });
    // the checkbox column is not a sort button even in a sorting table
    expect(screen.queryByRole('button')).toBeNull();
    const b = screen.getByRole('checkbox', { name: 'Select b.example' });
    await user.click(b);
    expect(screen.getByRole('status')).toHaveTextContent('b.example');
    expect(b).toHaveFocus();
    expect(all).not.toBeChecked();
    expect(all.indeterminate).toBe(true);
    await user.keyboard(' ');
    expect(b).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    expect(all.indeterminate).toBe(false);
  });

  it('selects every row, also those not drawn, and clears them all', async () => {
    const user = userEvent.setup();
    render(<Picker shown={HOSTS.slice(0, 1)} />);
    const all = screen.getByRole('checkbox', { name: 'Select all 3 hosts' });
    await user.click(all);
    expect(screen.getByRole('status')).toHaveTextContent('a.example b.example c.example');
    expect(all).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select a.example' })).toBeChecked();
    await user.click(all);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });
});
