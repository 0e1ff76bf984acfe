import { queryOptions } from '@tanstack/react-query';
import { SubscriptionsService } from '../../api/client';
import { read } from '../../api/queries';

/** Every retainer read sits under `all`: a recorded cancellation refreshes the list and the figures. */
export const subscriptionKeys = { all: ['subscriptions'] as const };

export const subscriptionQueries = {
  list: (page = 1) =>
    queryOptions({
      queryKey: [...subscriptionKeys.all, 'list', page],
      queryFn: read(() => SubscriptionsService.getSubscriptions({ page, pageSize: 20 })),
    }),
  metrics: () => queryOptions({ queryKey: [...subscriptionKeys.all, 'metrics'], queryFn: read(() => SubscriptionsService.getSubscriptionMetrics()) }),
};
