import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSiteTexts } from '../../site/use-site';
import { Pager } from '../../ui/Pager';
import { RemoteState } from '../../ui/RemoteState';
import { OrdersTable } from '../orders/OrdersTable';
import { orderQueries } from '../orders/queries';

type OrderListPath = '/dashboard' | '/my-order' | '/pending-order';

/** The caller's own orders, newest first, paged by the server. */
export function OwnOrders({ path, pageSize, numbered = false, caption }: { path: OrderListPath; pageSize: number; numbered?: boolean; caption: string }) {
  // The page lives in the address (?page=2), so a reload or Back shows the same orders.
  const { page = 1 } = useSearch({ from: `/_signedIn${path}` });
  const navigate = useNavigate();
  const { noOrdersYet } = useSiteTexts();
  const setPage = (next: number) => navigate({ to: path, search: { page: next > 1 ? next : undefined } });
  const orders = useQuery(orderQueries.list({ page, pageSize, mine: true }));
  return (
    <RemoteState remote={orders}>
      {(result) => (
        <>
          {result.items.length === 0 ? <Text c="gray.7">{noOrdersYet}</Text> : <OrdersTable orders={result.items} caption={caption} view="customer" />}
          {result.total > 0 && <Pager page={page} pageSize={pageSize} total={result.total} onChange={setPage} numbered={numbered} label={`${caption} pages`} />}
        </>
      )}
    </RemoteState>
  );
}
