import { Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { PagedOrders } from './PagedOrders';
import { ORDERS_PAGE_SIZE } from './search';

const route = getRouteApi('/_admin/total-orders');

export function OrdersScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <Stack>
      <Title order={1}>Total Orders</Title>
      <PagedOrders pageSize={ORDERS_PAGE_SIZE} filters search={search} onSearch={(next, options) => navigate({ search: next, replace: options?.replace })} />
    </Stack>
  );
}
