import { queryOptions } from '@tanstack/react-query';
import { MenusService, withSession } from '../../api/client';

/** The menus' reads; a save refreshes them (and the pages' and posts' lists are the screens' own). */
export const menuKeys = { all: ['menus'] as const };

export const menuQueries = {
  list: () => queryOptions({ queryKey: menuKeys.all, queryFn: () => withSession(() => MenusService.getMenus()) }),
};
