import { OrdersService, type OrderRecord } from '../../api/client';
import { useMoney } from '../../site/use-site';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { orderKeys } from './queries';

/** Deletes an order (spam, an erasure request); the lists, the panel's total sales and the customer's views follow. */
export function DeleteOrder({ order, onDeleted }: { order: OrderRecord; onDeleted?: () => void }) {
  const { price } = useMoney();
  return (
    <ConfirmDelete
      label={`Delete the order of ${order.customerEmail} from ${order.orderDate}`}
      title="Delete this order?"
      action={() => OrdersService.deleteOrder({ id: order._id })}
      changes={[orderKeys.all]}
      onDeleted={onDeleted}
    >
      Delete the {order.packageName} order ({price(order.packagePrice, order.currency)}) of {order.customerName} ({order.customerEmail}) from {order.orderDate}?
      It leaves the orders, the total sales and the customer’s own list. An order with PayPal payments on record is kept for the accounts and cannot be deleted.
    </ConfirmDelete>
  );
}
