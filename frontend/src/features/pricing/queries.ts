import { queryOptions } from '@tanstack/react-query';
import { PricingService } from '../../api/client';
import { read } from '../../api/queries';

export const pricingKeys = { all: ['pricings'] as const };

export const pricingQueries = {
  list: () => queryOptions({ queryKey: [...pricingKeys.all, 'list'], queryFn: read(() => PricingService.getPricings()) }),
  one: (id: string) => queryOptions({ queryKey: [...pricingKeys.all, 'one', id], queryFn: read(() => PricingService.getPricing({ id })) }),
};
