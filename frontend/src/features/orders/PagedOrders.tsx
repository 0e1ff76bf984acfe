import { Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ExportLink } from '../../ui/ExportLink';
import { Pager } from '../../ui/Pager';
import { RemoteState } from '../../ui/RemoteState';
import { SearchField } from '../../ui/SearchField';
import { choiceParam } from '../../ui/search';
import { DeleteOrder } from './DeleteOrder';
import { OrdersTable } from './OrdersTable';
import { PAYMENT_STATUSES, type OrdersSearch } from './search';
import { PAYMENT_STATUS } from './status';
import { orderQueries } from './queries';

const PAYMENT_OPTIONS = Object.entries(PAYMENT_STATUS).map(([value, { label }]) => ({ value, label }));

export type ChangeOrdersSearch = (next: OrdersSearch, options?: { replace?: boolean }) => void;

/** The filters write to the address; typing replaces the entry, so Back skips the keystrokes. */
function OrderFilters({ search, onSearch }: { search: OrdersSearch; onSearch: ChangeOrdersSearch }) {
  return (
    <Group align="end">
      <Select
        label="Payment status"
        placeholder="All"
        clearable
        data={PAYMENT_OPTIONS}
        value={search.paymentStatus ?? null}
        onChange={(value) => onSearch({ ...search, page: undefined, paymentStatus: choiceParam(value, PAYMENT_STATUSES) })}
        w={200}
      />
      <SearchField label="Customer e-mail" value={search.email} onSearch={(email) => onSearch({ ...search, page: undefined, email }, { replace: true })} />
      <ExportLink path="/api/orders.csv" filters={{ paymentStatus: search.paymentStatus, email: search.email }} />
    </Group>
  );
}

/** Orders paged by the server; the page and filters come from the address (see OrdersSearch). */
export function PagedOrders({
  pageSize,
  search,
  onSearch,
  filters = false,
}: {
  pageSize: number;
  search: OrdersSearch;
  onSearch: ChangeOrdersSearch;
  filters?: boolean;
}) {
  const page = search.page ?? 1;
  const { paymentStatus, email } = search;
  const orders = useQuery(orderQueries.list({ page, pageSize, paymentStatus, email }));
  return (
    <Stack>
      {filters && <OrderFilters search={search} onSearch={onSearch} />}
      <RemoteState remote={orders}>
        {(result) => (
          <>
            {result.items.length === 0 ? (
              <Text c="gray.7">No orders.</Text>
            ) : (
              <OrdersTable orders={result.items} caption="Orders" view="admin" adminActions={(order) => <DeleteOrder order={order} />} />
            )}
            <Pager
              page={page}
              pageSize={pageSize}
              total={result.total}
              onChange={(next) => onSearch({ ...search, page: next > 1 ? next : undefined })}
              label="Orders pages"
            />
          </>
        )}
      </RemoteState>
    </Stack>
  );
}
