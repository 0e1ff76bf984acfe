import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { SubscribersService } from '../../api/client';
import { read } from '../../api/queries';

export const subscriberKeys = { all: ['subscribers'] as const };

export const subscriberQueries = {
  list: (page: number, pageSize: number, status?: 'Pending') =>
    queryOptions({
      queryKey: [...subscriberKeys.all, { page, pageSize, status }],
      queryFn: read(() => SubscribersService.getSubscribers({ page, pageSize, status })),
      placeholderData: keepPreviousData,
    }),
};
