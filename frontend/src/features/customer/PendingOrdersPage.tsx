import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fillInNodes } from '../../site/fill-in-nodes';
import { useSiteTexts } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { orderQueries } from '../orders/queries';
import { CustomerLayout } from './CustomerLayout';
import { OwnOrders } from './OwnOrders';

export function PendingOrdersPage() {
  const { pendingOrdersHeading } = useSiteTexts();
  return (
    <CustomerLayout title={pendingOrdersHeading}>
      <PendingOrdersNotice />
      <OwnOrders path="/pending-order" pageSize={5} caption={pendingOrdersHeading} />
    </CustomerLayout>
  );
}

/** What the page says above the orders: it thanks for a placed order only while one waits for payment. */
export function PendingOrdersNotice() {
  const { orderPlaced, nothingToPayHeading, nothingToPayText, nothingToPayOrdersLink, nothingToPayPricingLink } = useSiteTexts();
  // Counted by the server: an unpaid order may sit past the list's first page.
  const unpaid = useQuery(orderQueries.list({ page: 1, pageSize: 1, paymentStatus: 'UnPaid', mine: true }));
  if (!unpaid.data) return null;
  if (unpaid.data.total > 0)
    return (
      <Alert color="teal" mb="lg" role="status">
        {orderPlaced}
      </Alert>
    );
  return (
    <Alert color="gray" mb="lg" role="status" title={nothingToPayHeading}>
      <Text size="sm">
        {fillInNodes(nothingToPayText, {
          orders: <AnchorLink to="/my-order">{nothingToPayOrdersLink}</AnchorLink>,
          pricing: <AnchorLink to="/pricing/">{nothingToPayPricingLink}</AnchorLink>,
        })}
      </Text>
    </Alert>
  );
}
