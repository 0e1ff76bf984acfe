import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { MessagesService } from '../../api/client';
import { read } from '../../api/queries';

export const messageKeys = {
  all: ['messages'] as const,
  spam: ['messages', 'spam'] as const,
};

export const messageQueries = {
  list: (status: 'UnRead' | 'Read', page: number, pageSize: number, search?: string) =>
    queryOptions({
      queryKey: [...messageKeys.all, 'list', { status, page, pageSize, search }],
      queryFn: read(() => MessagesService.getMessages({ page, pageSize, status, search })),
      placeholderData: keepPreviousData,
    }),
  spam: (page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...messageKeys.spam, { page, pageSize }],
      queryFn: read(() => MessagesService.getSpamMessages({ page, pageSize })),
      placeholderData: keepPreviousData,
    }),
  one: (id: string) => queryOptions({ queryKey: [...messageKeys.all, 'one', id], queryFn: read(() => MessagesService.getMessage({ id })) }),
  counts: () => queryOptions({ queryKey: [...messageKeys.all, 'counts'], queryFn: read(() => MessagesService.getMessageCounts()) }),
};
