import { Alert } from '@mantine/core';
import { CustomerLayout } from './CustomerLayout';
import { OwnOrders } from './OwnOrders';

export function PendingOrdersPage() {
  return (
    <CustomerLayout title="Your orders">
      <Alert color="teal" mb="lg" role="status">
        Thank you! Your order is placed. Pay for it below whenever you are ready.
      </Alert>
      <OwnOrders path="/pending-order" pageSize={5} caption="Your orders" />
    </CustomerLayout>
  );
}
