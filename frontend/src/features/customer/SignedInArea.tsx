// The customers' order lists are tables with pages, on any of their screens.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import { Outlet } from '@tanstack/react-router';
import { QueryArea } from '../../ui/QueryArea';

/** The customer's pages share one cache of remote data, so a payment or an order shows in every list. */
export function SignedInArea() {
  return (
    <QueryArea>
      <Outlet />
    </QueryArea>
  );
}
