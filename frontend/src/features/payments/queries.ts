import { queryOptions } from '@tanstack/react-query';
import { PaymentsService } from '../../api/client';
import { read } from '../../api/queries';

export const paypalEmailKeys = { all: ['paypal-emails'] as const };

export const paypalEmailQueries = {
  list: () => queryOptions({ queryKey: [...paypalEmailKeys.all, 'list'], queryFn: read(() => PaymentsService.getPaypalEmails()) }),
  one: (id: string) => queryOptions({ queryKey: [...paypalEmailKeys.all, 'one', id], queryFn: read(() => PaymentsService.getPaypalEmail({ id })) }),
};
