import { queryOptions } from '@tanstack/react-query';
import { ApiKeysService, withSession } from '../../api/client';

export const apiKeyKeys = { all: ['api-keys'] as const };

/** Loaded with the screen, so the bundle every visit loads carries none of this client. */
export const apiKeyQueries = {
  list: () => queryOptions({ queryKey: apiKeyKeys.all, queryFn: () => withSession(() => ApiKeysService.getApiKeys()) }),
};
