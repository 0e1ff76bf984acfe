import { Alert, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReceiptDto } from '../../api/client';
import { useDateTime } from '../../site/dates';
import { useMoney, useSiteTexts } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { RemoteState } from '../../ui/RemoteState';
import { useCountryName } from '../orders/countries';
import { customerQueries } from './queries';

/** A paid order's receipt, for the customer's records: the agency's legal details, the order and PayPal's payment; printable. */
export function Receipt({ orderId }: { orderId: string }) {
  const receipt = useQuery(customerQueries.receipt(orderId));
  return (
    <RemoteState remote={receipt}>
      {(found) =>
        'problem' in found ? (
          <Alert color="yellow" role="status">
            {found.problem}
          </Alert>
        ) : (
          <ReceiptSheet receipt={found} />
        )
      }
    </RemoteState>
  );
}

function ReceiptSheet({ receipt }: { receipt: ReceiptDto }) {
  const dateTime = useDateTime();
  const countryName = useCountryName();
  const { money } = useMoney();
  const texts = useSiteTexts();
  const amount = `${money(receipt.amount, receipt.currency)} ${receipt.currency}`;
  const { order, seller } = receipt;
  return (
    <Stack>
      <Group className="receipt-screen-only">
        <Button onClick={() => window.print()}>{texts.receiptPrint}</Button>
        <AnchorLink to="/my-order">{texts.receiptBackToOrders}</AnchorLink>
      </Group>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={720} className="receipt-sheet" data-testid="receipt">
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <div>
              <Title order={2} size="h4">
                {seller.name}
              </Title>
              {seller.address && (
                <Text size="sm" className="receipt-address">
                  {seller.address}
                </Text>
              )}
              {seller.taxId && (
                <Text size="sm">
                  {texts.receiptTaxId} {seller.taxId}
                </Text>
              )}
            </div>
            <div>
              <Title order={2} size="h4">
                {texts.receiptBilledTo}
              </Title>
              <Text size="sm">{order.customerName}</Text>
              {order.customerAddress && (
                <Text size="sm" className="receipt-address">
                  {order.customerAddress}
                </Text>
              )}
              <Text size="sm">{countryName(order.customerCountry)}</Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {order.customerEmail}
              </Text>
            </div>
          </SimpleGrid>
          <Divider />
          <dl className="receipt-facts">
            <dt>{texts.receiptOrderNumber}</dt>
            <dd>{order._id}</dd>
            <dt>{texts.receiptOrderDate}</dt>
            <dd>{order.orderDate}</dd>
            <dt>{texts.receiptPaidOn}</dt>
            <dd>{receipt.paidAt ? dateTime(new Date(receipt.paidAt)) : texts.receiptPaidByHand}</dd>
            <dt>{texts.receiptPaymentMethod}</dt>
            <dd>{receipt.paymentMethod}</dd>
            <dt>{texts.receiptTransactionId}</dt>
            <dd data-testid="transaction-id">{receipt.transactionId ?? texts.receiptNoTransaction}</dd>
          </dl>
          <Divider />
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text>
              {order.packageName} {texts.receiptPackage}
            </Text>
            <Text>{amount}</Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{texts.receiptTotalPaid}</Text>
            <Text fw={700}>{amount}</Text>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
