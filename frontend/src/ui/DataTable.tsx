import { Table, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { WideTable } from './WideTable';

/** One column of a DataTable: its header and what each row shows under it. */
export interface DataColumn<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** for cells that must not wrap (dates) or may break anywhere (paths) */
  style?: CSSProperties;
}

/**
 * A back-office list drawn as a table: a header row, one row per item, in a frame that scrolls
 * sideways on a phone. Every admin list draws the same markup, so screens only say what differs:
 * their columns, and what is shown instead when there is nothing to list.
 */
export function DataTable<Row>({
  label,
  scrollLabel = `${label}, scrollable`,
  minWidth,
  striped,
  columns,
  rows,
  rowKey,
  empty,
}: {
  /** the table's accessible name; without it the table is named by its scroll frame alone */
  label?: string;
  /** the scroll frame's accessible name */
  scrollLabel?: string;
  minWidth: number;
  striped?: boolean;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** shown instead of the table when there are no rows; without it an empty table is drawn */
  empty?: string;
}) {
  if (empty !== undefined && rows.length === 0) return <Text c="gray.7">{empty}</Text>;
  return (
    <WideTable minWidth={minWidth} label={scrollLabel}>
      <Table striped={striped} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header} style={column.style}>
                  {column.cell(row, index)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}
