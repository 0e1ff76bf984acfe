import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AuditService, withSession } from '../../api/client';
import type { AuditKind } from './search';

/** The audit log's filters and the cursor of the page shown (none: the newest). */
export interface AuditLogQuery {
  actor?: string;
  kind?: AuditKind;
  from?: string;
  to?: string;
  after?: string;
}

/** Loaded with the screen, so the bundle every visit loads carries none of the audit client. */
export const auditQueries = {
  /** The kinds and their labels, as the modules that write them registered them on the server. */
  kinds: () =>
    queryOptions({
      queryKey: ['audit', 'kinds'],
      queryFn: () => withSession(() => AuditService.getAuditKinds()),
      staleTime: Infinity,
    }),
  log: (query: AuditLogQuery, pageSize: number) =>
    queryOptions({
      queryKey: ['audit', query, pageSize],
      queryFn: () => withSession(() => AuditService.getAuditLog({ ...query, pageSize })),
      placeholderData: keepPreviousData,
    }),
};
