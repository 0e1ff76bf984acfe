import type { OrderRecord } from '../../api/client';
import { choiceParam, defined, pageParam, textParam } from '../../ui/search';

/** The orders screen shows ten a page, the panel's preview three. */
export const ORDERS_PAGE_SIZE = 10;
export const PANEL_PAGE_SIZE = 3;

type PaymentStatus = OrderRecord['paymentStatus'];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['UnPaid', 'Paid', 'Cancelled'];

/** /total-orders?page=2&paymentStatus=Paid&email=ada — a reload or a shared link shows the same orders. */
export interface OrdersSearch {
  page?: number;
  paymentStatus?: PaymentStatus;
  email?: string;
}

export const validateOrdersSearch = (search: Record<string, unknown>): OrdersSearch =>
  defined({ page: pageParam(search.page), paymentStatus: choiceParam(search.paymentStatus, PAYMENT_STATUSES), email: textParam(search.email) });

/** /admin?ordersPage=2&subscribersPage=3 — the panel's two short lists. */
export interface PanelSearch {
  ordersPage?: number;
  subscribersPage?: number;
}

export const validatePanelSearch = (search: Record<string, unknown>): PanelSearch =>
  defined({ ordersPage: pageParam(search.ordersPage), subscribersPage: pageParam(search.subscribersPage) });
