import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { getQueryClient } from '../api/queries';

/**
 * The signed-in areas' remote data. The provider sits in each area's lazily loaded layout rather
 * than the document, so the public pages' first visit does not download TanStack Query.
 */
export function QueryArea({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
