import { queryOptions } from '@tanstack/react-query';
import { InvoicesService } from '../../api/client';
import { read } from '../../api/queries';

/** Invoices are issued with payments and refunds: a change to an order refreshes them too (see orderKeys). */
export const invoiceKeys = { all: ['invoices'] as const };

export const invoiceQueries = {
  list: (page = 1) => queryOptions({ queryKey: [...invoiceKeys.all, 'list', page], queryFn: read(() => InvoicesService.getInvoices({ page, pageSize: 20 })) }),
};
