import { keepPreviousData, QueryClient, queryOptions } from '@tanstack/react-query';
import {
  AuthService,
  ContentService,
  MediaService,
  MessagesService,
  OrdersService,
  PanelService,
  PaymentsService,
  PricingService,
  SubscribersService,
  UsersService,
  withSession,
} from './client';

/**
 * Every read of the signed-in areas, as query options: one key per record or list, so that a save
 * invalidates every view of what it changed (the keys' first part names the kind of record).
 * Calls go through withSession: a 401 refreshes the session once and repeats the call.
 */
const read =
  <T>(call: () => Promise<T>) =>
  () =>
    withSession(call);

let browserClient: QueryClient | undefined;

/** One cache per page load in the browser (loaders and screens share it), a fresh one per server render. */
export function getQueryClient(): QueryClient {
  const create = () => new QueryClient({ defaultOptions: { queries: { staleTime: 10_000, retry: 1 } } });
  if (typeof window === 'undefined') return create();
  browserClient ??= create();
  return browserClient;
}

export interface OrderListQuery {
  page: number;
  pageSize: number;
  paymentStatus?: 'UnPaid' | 'Paid' | 'Cancelled';
  email?: string;
  /** only the caller's own orders */
  mine?: boolean;
}

/** A page of the media library, searched by name or alt. */
export interface MediaListQuery {
  search?: string;
  page: number;
  pageSize: number;
}

export const queries = {
  orders: (list: OrderListQuery) =>
    queryOptions({
      queryKey: ['orders', 'list', list],
      queryFn: read(() =>
        OrdersService.getOrders({
          page: list.page,
          pageSize: list.pageSize,
          paymentStatus: list.paymentStatus,
          email: list.email,
          mine: list.mine || undefined,
        }),
      ),
      placeholderData: keepPreviousData,
    }),
  order: (id: string) => queryOptions({ queryKey: ['orders', 'one', id], queryFn: read(() => OrdersService.getOrder({ id })) }),
  totalSales: () => queryOptions({ queryKey: ['orders', 'total-sales'], queryFn: read(() => OrdersService.getTotalSales()) }),
  panelCharts: () => queryOptions({ queryKey: ['panel', 'charts'], queryFn: read(() => PanelService.getPanelCharts()) }),
  totalSpent: () => queryOptions({ queryKey: ['orders', 'total-spent'], queryFn: read(() => OrdersService.getTotalSpent()) }),
  messages: (status: 'UnRead' | 'Read', page: number, pageSize: number, search?: string) =>
    queryOptions({
      queryKey: ['messages', 'list', { status, page, pageSize, search }],
      queryFn: read(() => MessagesService.getMessages({ page, pageSize, status, search })),
      placeholderData: keepPreviousData,
    }),
  spamMessages: (page: number, pageSize: number) =>
    queryOptions({
      queryKey: ['messages', 'spam', { page, pageSize }],
      queryFn: read(() => MessagesService.getSpamMessages({ page, pageSize })),
      placeholderData: keepPreviousData,
    }),
  message: (id: string) => queryOptions({ queryKey: ['messages', 'one', id], queryFn: read(() => MessagesService.getMessage({ id })) }),
  messageCounts: () => queryOptions({ queryKey: ['messages', 'counts'], queryFn: read(() => MessagesService.getMessageCounts()) }),
  subscribers: (page: number, pageSize: number, status?: 'Pending') =>
    queryOptions({
      queryKey: ['subscribers', { page, pageSize, status }],
      queryFn: read(() => SubscribersService.getSubscribers({ page, pageSize, status })),
      placeholderData: keepPreviousData,
    }),
  users: () => queryOptions({ queryKey: ['users', 'list'], queryFn: read(() => UsersService.getUsers()) }),
  user: (id: string) => queryOptions({ queryKey: ['users', 'one', id], queryFn: read(() => UsersService.getUser({ id })) }),
  paypalEmails: () => queryOptions({ queryKey: ['paypal-emails', 'list'], queryFn: read(() => PaymentsService.getPaypalEmails()) }),
  paypalEmail: (id: string) => queryOptions({ queryKey: ['paypal-emails', 'one', id], queryFn: read(() => PaymentsService.getPaypalEmail({ id })) }),
  pricings: () => queryOptions({ queryKey: ['pricings', 'list'], queryFn: read(() => PricingService.getPricings()) }),
  pricing: (id: string) => queryOptions({ queryKey: ['pricings', 'one', id], queryFn: read(() => PricingService.getPricing({ id })) }),
  me: () => queryOptions({ queryKey: ['me'], queryFn: read(() => AuthService.me()) }),
  /** Which sections are hidden from visitors as a whole: read fresh, unlike the declarations the editors cache. */
  hiddenSections: () =>
    queryOptions({
      queryKey: ['section-visibility'],
      queryFn: read(async () => new Set((await ContentService.getSections()).filter((definition) => definition.hidden).map((definition) => definition.key))),
    }),
  // Under ['sections', key], so that every change to the section (a save, a delete, a restore) refreshes them too.
  deletedRecords: (key: string) => queryOptions({ queryKey: ['sections', key, 'deleted'], queryFn: read(() => ContentService.getDeletedRecords({ key })) }),
  recordRevisions: (key: string, id: string) =>
    queryOptions({ queryKey: ['sections', key, 'revisions', id], queryFn: read(() => ContentService.getRecordRevisions({ key, id })) }),
  mediaList: (list: MediaListQuery) =>
    queryOptions({
      queryKey: ['media', 'list', list],
      queryFn: read(() => MediaService.getMediaList(list)),
      placeholderData: keepPreviousData,
    }),
  /** One image with where it is used (the details, and the thumbnail beside an image field). */
  mediaItem: (id: string) => queryOptions({ queryKey: ['media', 'one', id], queryFn: read(() => MediaService.getMedia({ id })) }),
};

export type Queries = typeof queries;
