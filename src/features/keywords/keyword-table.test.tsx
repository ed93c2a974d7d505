// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { KeywordTable, type TableSort } from './keyword-table.tsx';
import { rowsFromDiscovery, rowsFromExport } from './rows.ts';

afterEach(cleanup);

const ROWS = [
  ...rowsFromDiscovery([
    {
      keyword: 'tent',
      volume: 900,
      cpc: 1,
      difficulty: 20,
      competition: 0.5,
      intents: [],
      serp_features: [],
    },
    {
      keyword: 'boots',
      volume: 5000,
      cpc: 2,
      difficulty: 40,
      competition: 0.2,
      intents: [],
      serp_features: [],
    },
  ] as never),
  ...rowsFromExport([{ keyword: 'zzqx', is_data_found: false }] as never),
];

function Table() {
  const [sort, setSort] = useState<TableSort>({});
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <KeywordTable
      rows={ROWS}
      columns={['keyword', 'volume', 'intents']}
      caption="Keywords"
      sort={sort}
      onSort={setSort}
      selected={selected}
      onSelect={setSelected}
    />
  );
}

const names = () => screen.getAllByRole('rowheader').map((c) => c.textContent);

describe('KeywordTable on the kit', () => {
  it('sorts on screen, highest first, a row without data last, and says it sorts this page only', async () => {
    const user = userEvent.setup();
    render(<Table />);
    const volume = screen.getByRole('button', { name: /Volume/ });
    expect(volume).toHaveAttribute('title', 'Sorts this page only');
    await user.click(volume);
    expect(screen.getByRole('columnheader', { name: /Volume/ })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['boots', 'tent', 'zzqx']);
    await user.click(volume);
    expect(names()).toEqual(['tent', 'boots', 'zzqx']);
    // a column without an order has no button
    expect(within(screen.getByRole('columnheader', { name: 'Intent' })).queryByRole('button')).toBeNull();
  });

  it('keeps a checkbox (and its focus) across the selection it changes', async () => {
    const user = userEvent.setup();
    render(<Table />);
    const tent = screen.getByRole('checkbox', { name: 'Select tent' });
    await user.click(tent);
    expect(tent).toBeChecked();
    expect(tent).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Select all 3 rows' })).toHaveProperty('indeterminate', true);
  });
});
