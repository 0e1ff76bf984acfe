// The customers' order lists are tables with pages, on any of their screens, and the order form's country a searchable
// list: the area's styles come as one stylesheet, as each one more is a name in the entry every visit loads.
import './customer-area.css';
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
