import { Anchor, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMoney } from '../../site/use-site';
import { RemoteState } from '../../ui/RemoteState';
import { WideTable } from '../../ui/WideTable';
import { invoiceQueries } from './queries';

/** Invoices and credit notes, newest first, each with its PDF and its printable page. */
export function InvoicesTable({ caption, empty }: { caption: string; empty: string }) {
  const invoices = useQuery(invoiceQueries.list());
  const { money } = useMoney();
  return (
    <RemoteState remote={invoices}>
      {(page) =>
        page.items.length === 0 ? (
          <Text c="gray.7">{empty}</Text>
        ) : (
          <WideTable minWidth={560} label={caption}>
            <Table striped captionSide="top">
              <Table.Caption c="gray.7">{caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Number</Table.Th>
                  <Table.Th scope="col">Date</Table.Th>
                  <Table.Th scope="col">Amount</Table.Th>
                  <Table.Th scope="col">VAT</Table.Th>
                  <Table.Th scope="col">Document</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((invoice) => {
                  const name = `${invoice.kind === 'invoice' ? 'Invoice' : 'Credit note'} ${invoice.number}`;
                  return (
                    <Table.Tr key={invoice._id} data-invoice={invoice.number}>
                      <Table.Td>
                        {name}
                        {invoice.refersTo && (
                          <Text size="xs" c="gray.7">
                            for invoice {invoice.refersTo}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{invoice.issuedOn}</Table.Td>
                      <Table.Td>{money(invoice.gross, invoice.currency)}</Table.Td>
                      <Table.Td>{invoice.taxNote ?? `${invoice.vatRate / 100} %`}</Table.Td>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <Anchor href={invoice.pdfUrl} size="sm" aria-label={`${name} as PDF`}>
                            PDF
                          </Anchor>
                          <Anchor href={invoice.htmlUrl} target="_blank" size="sm" aria-label={`${name} as a page (opens a new tab)`}>
                            View
                          </Anchor>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </WideTable>
        )
      }
    </RemoteState>
  );
}
