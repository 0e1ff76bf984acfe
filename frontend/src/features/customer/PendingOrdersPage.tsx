import { Alert } from '@mantine/core';
import { useSiteTexts } from '../../site/use-site';
import { CustomerLayout } from './CustomerLayout';
import { OwnOrders } from './OwnOrders';

export function PendingOrdersPage() {
  const { orderPlaced } = useSiteTexts();
  return (
    <CustomerLayout title="Your orders">
      <Alert color="teal" mb="lg" role="status">
        {orderPlaced}
      </Alert>
      <OwnOrders path="/pending-order" pageSize={5} caption="Your orders" />
    </CustomerLayout>
  );
}
