import { queryOptions } from '@tanstack/react-query';
import { UsersService } from '../../api/client';
import { read } from '../../api/queries';

export const userKeys = { all: ['users'] as const };

export const userQueries = {
  list: () => queryOptions({ queryKey: [...userKeys.all, 'list'], queryFn: read(() => UsersService.getUsers()) }),
  one: (id: string) => queryOptions({ queryKey: [...userKeys.all, 'one', id], queryFn: read(() => UsersService.getUser({ id })) }),
};
