import { Anchor, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fillIn } from '../../site/fill-in';
import { DEFAULT_SITE_TEXTS } from '../../site/text-defaults';
import { useMoney, useSiteTexts } from '../../site/use-site';
import { RemoteState } from '../../ui/RemoteState';
import { WideTable } from '../../ui/WideTable';
import { invoiceQueries } from './queries';

/** Invoices and credit notes, newest first, each with its PDF and its printable page. */
export function InvoicesTable({ caption, empty, view }: { caption: string; empty: string; view: 'admin' | 'customer' }) {
  const invoices = useQuery(invoiceQueries.list());
  const { money } = useMoney();
  const texts = useSiteTexts();
  // The customer reads the owner's words (Fixed texts); the back office keeps its own.
  const words = view === 'admin' ? DEFAULT_SITE_TEXTS : texts;
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
                  <Table.Th scope="col">{words.invoicesNumberColumn}</Table.Th>
                  <Table.Th scope="col">{words.invoicesDateColumn}</Table.Th>
                  <Table.Th scope="col">{words.invoicesAmountColumn}</Table.Th>
                  <Table.Th scope="col">{words.invoicesVatColumn}</Table.Th>
                  <Table.Th scope="col">{words.invoicesDocumentColumn}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((invoice) => {
                  const name = fillIn(invoice.kind === 'invoice' ? words.invoiceName : words.creditNoteName, { number: invoice.number });
                  return (
                    <Table.Tr key={invoice._id} data-invoice={invoice.number}>
                      <Table.Td>
                        {name}
                        {invoice.refersTo && (
                          <Text size="xs" c="gray.7">
                            {fillIn(words.creditNoteFor, { number: invoice.refersTo })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{invoice.issuedOn}</Table.Td>
                      <Table.Td>{money(invoice.gross, invoice.currency)}</Table.Td>
                      <Table.Td>{invoice.taxNote ?? `${invoice.vatRate / 100} %`}</Table.Td>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <Anchor href={invoice.pdfUrl} size="sm" aria-label={`${name} as PDF`}>
                            {words.invoicePdfLink}
                          </Anchor>
                          <Anchor href={invoice.htmlUrl} target="_blank" size="sm" aria-label={`${name} as a page (opens a new tab)`}>
                            {words.invoiceViewLink}
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
