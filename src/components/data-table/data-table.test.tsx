// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Columns } from './data-table.tsx';

afterEach(cleanup);

interface Site {
  host: string;
  visits: number | null;
}
const col = createColumnHelper<Site>();
const columns: Columns<Site> = [
  col.accessor('host', { header: 'Host', meta: { rowHeader: true } }),
  col.accessor('visits', { header: 'Visits', meta: { numeric: true } }),
];
const SITES: Site[] = [
  { host: 'b.example', visits: 1200 },
  { host: 'a.example', visits: null },
  { host: 'c.example', visits: 0 },
];

const hosts = () => screen.getAllByRole('rowheader').map((c) => c.textContent);

describe('DataTable', () => {
  it('draws a caption, headers, row headers, formatted numbers and a dash for no data', () => {
    render(<DataTable caption="Sites" data={SITES} columns={columns} />);
    const table = screen.getByRole('table', { name: 'Sites' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Host', 'Visits']);
    expect(hosts()).toEqual(['b.example', 'a.example', 'c.example']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['1,200', '—no data', '0']);
    // without `sort` the headers are not buttons
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('sorts on screen, numbers highest first, no data last either way, with aria-sort', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="Sites" data={SITES} columns={columns} sort="local" />);
    const visits = screen.getByRole('columnheader', { name: /Visits/ });
    expect(visits).not.toHaveAttribute('aria-sort');
    await user.click(within(visits).getByRole('button'));
    expect(visits).toHaveAttribute('aria-sort', 'descending');
    expect(hosts()).toEqual(['b.example', 'c.example', 'a.example']);
    await user.click(within(visits).getByRole('button'));
    expect(visits).toHaveAttribute('aria-sort', 'ascending');
    expect(hosts()).toEqual(['c.example', 'b.example', 'a.example']);

    const host = screen.getByRole('columnheader', { name: /Host/ });
    await user.click(within(host).getByRole('button'));
    expect(host).toHaveAttribute('aria-sort', 'ascending');
    expect(visits).not.toHaveAttribute('aria-sort');
    expect(hosts()).toEqual(['a.example', 'b.example', 'c.example']);
  });

  it('leaves an outer order to its owner: shows it, asks for another, keeps the rows as given', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(
      <DataTable caption="Sites" data={SITES} columns={columns} sort={{ by: 'host', dir: 'desc', onSort }} />,
    );
    expect(screen.getByRole('columnheader', { name: /Host/ })).toHaveAttribute('aria-sort', 'descending');
    expect(hosts()).toEqual(['b.example', 'a.example', 'c.example']);
    await user.click(screen.getByRole('button', { name: /Visits/ }));
    expect(onSort).toHaveBeenCalledWith('visits');
  });

  it('does not sort a column that opts out', () => {
    const cols: Columns<Site> = [
      columns[0]!,
      col.accessor('visits', { header: 'Visits', enableSorting: false }),
    ];
    render(<DataTable caption="Sites" data={SITES} columns={cols} sort="local" />);
    expect(screen.getByRole('button', { name: /Host/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Visits/ })).toBeNull();
  });

  it('says so instead of drawing an empty grid', () => {
    render(<DataTable caption="Sites" data={[]} columns={columns} empty="No sites yet." />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No sites yet.')).toBeInTheDocument();
  });

  it('lets a person resize its columns and keeps the widths in this browser; a long value takes focus', async () => {
    localStorage.clear();
    const notes = [{ host: 'a.example', note: 'a long note that may not fit its column' }];
    const helper = createColumnHelper<{ host: string; note: string }>();
    const cols = [
      helper.accessor('host', { header: 'Host' }),
      helper.accessor('note', { header: 'Note', meta: { long: true } }),
    ];
    const table = () => (
      <DataTable
        caption="Notes"
        data={notes}
        columns={cols}
        resizable={{ table: 'test-notes', defaults: { host: 120, note: 200 } }}
      />
    );
    const first = render(table());
    const grip = screen.getByRole('separator', { name: 'Resize the Note column' });
    expect(grip).toHaveAttribute('aria-valuenow', '200');
    grip.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(grip).toHaveAttribute('aria-valuenow', '250');
    expect(screen.getByRole('table')).toHaveStyle({ width: '370px' });
    const [host, note] = screen.getAllByRole('cell');
    expect(note).toHaveAttribute('tabindex', '0');
    expect(note).toHaveAttribute('title', 'a long note that may not fit its column');
    expect(host).not.toHaveAttribute('tabindex');
    first.unmount();
    render(table());
    expect(screen.getByRole('separator', { name: 'Resize the Note column' })).toHaveAttribute(
      'aria-valuenow',
      '250',
    );
  });

  it('names a row that stands out, gives a header its hint, right-aligns an actions column', () => {
    const cols: Columns<Site> = [
      col.accessor('host', {
        header: 'Host',
        meta: { rowHeader: true, headerTitle: 'the site’s host name' },
      }),
      columns[1]!,
      col.display({ id: 'actions', header: 'Actions', meta: { align: 'right' }, cell: () => 'Open' }),
    ];
    render(
      <DataTable
        caption="Sites"
        data={SITES}
        columns={cols}
        rowLabel={(s) => (s.host === 'c.example' ? 'Your site: c.example' : undefined)}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Host' })).toHaveAttribute(
      'title',
      'the site’s host name',
    );
    expect(screen.getByRole('row', { name: 'Your site: c.example' })).toHaveTextContent('c.example0Open');
    expect(screen.queryByRole('row', { name: /b\.example/ })).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveClass('text-right');
    expect(screen.getAllByRole('cell', { name: 'Open' })[0]).toHaveClass('text-right');
    expect(screen.getAllByRole('cell', { name: 'Open' })[0]).not.toHaveClass('tabular-nums');
  });

  it('puts a header’s hint on its sort button when the column sorts', () => {
    const cols: Columns<Site> = [
      col.accessor('host', { header: 'Host', meta: { headerTitle: 'Sorts this page only' } }),
      columns[1]!,
    ];
    render(<DataTable caption="Sites" data={SITES} columns={cols} sort="local" />);
    expect(screen.getByRole('button', { name: /Host/ })).toHaveAttribute('title', 'Sorts this page only');
    expect(screen.getByRole('button', { name: /Visits/ })).toHaveAttribute('title', 'Sort by Visits');
  });

  it('keeps its visible title and headers when empty, saying so in a row', () => {
    render(<DataTable caption="Largest sites" data={[]} columns={columns} showCaption emptyRow="None yet" />);
    const table = screen.getByRole('table', { name: 'Largest sites' });
    expect(screen.getByText('Largest sites')).not.toHaveClass('sr-only');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    const cell = within(table).getByRole('cell', { name: 'None yet' });
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('points a header at the note that explains its column', () => {
    const cols: Columns<Site> = [
      columns[0]!,
      col.accessor('visits', { header: 'Visits', meta: { describedBy: 'visits-note' } }),
    ];
    render(
      <>
        <DataTable caption="Sites" data={SITES} columns={cols} sort="local" />
        <p id="visits-note">Visits in the last 30 days.</p>
      </>,
    );
    expect(screen.getByRole('columnheader', { name: /Visits/ })).toHaveAccessibleDescription(
      'Visits in the last 30 days.',
    );
    render(<DataTable caption="Plain" data={SITES} columns={cols} />);
    const plain = within(screen.getByRole('table', { name: 'Plain' }));
    expect(plain.getByRole('columnheader', { name: 'Visits' })).toHaveAccessibleDescription(
      'Visits in the last 30 days.',
    );
  });
});
