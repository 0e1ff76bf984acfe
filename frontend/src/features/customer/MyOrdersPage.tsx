import { CustomerLayout } from './CustomerLayout';
import { OwnOrders } from './OwnOrders';

export function MyOrdersPage() {
  return (
    <CustomerLayout title="My Orders">
      <OwnOrders path="/my-order" pageSize={5} numbered caption="My Orders" />
    </CustomerLayout>
  );
}
