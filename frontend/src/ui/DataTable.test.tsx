import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { render } from '../../test/render';
import { DataTable, type DataColumn } from './DataTable';

type Fruit = { id: string; name: string; price: number };

const COLUMNS: DataColumn<Fruit>[] = [
  { header: 'Name', cell: (fruit) => fruit.name },
  { header: 'Price', cell: (fruit, index) => `${fruit.price} (#${index + 1})`, style: { whiteSpace: 'nowrap' } },
];

const FRUITS: Fruit[] = [
  { id: 'a', name: 'Apple', price: 3 },
  { id: 'b', name: 'Pear', price: 4 },
];

describe('DataTable', () => {
  it('draws a named table with a header row and a row per item, in a named scroll frame', () => {
    render(<DataTable label="Fruits" minWidth={400} columns={COLUMNS} rows={FRUITS} rowKey={(fruit) => fruit.id} />);
    expect(screen.getByRole('region', { name: 'Fruits, scrollable' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Price']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Apple', '3 (#1)'],
      ['Pear', '4 (#2)'],
    ]);
    expect(within(rows[0]!).getByText('3 (#1)')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('shows what it is told instead of an empty table', () => {
    render(<DataTable label="Fruits" minWidth={400} columns={COLUMNS} rows={[]} rowKey={(fruit) => fruit.id} empty="No fruit yet." />);
    expect(screen.getByText('No fruit yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('draws an empty table when no empty text is given, and can leave the naming to its frame', () => {
    render(<DataTable scrollLabel="Fruits" minWidth={400} columns={COLUMNS} rows={[]} rowKey={(fruit) => fruit.id} />);
    expect(screen.getByRole('region', { name: 'Fruits' })).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-label');
  });
});
