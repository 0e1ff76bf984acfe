import { queryOptions } from '@tanstack/react-query';
import { AuditsService, type AuditRunPage, type AuditRunRecord } from '../../api/client';
import { read } from '../../api/queries';

/** Every audit read sits under `all`: a run or re-run refreshes the list and the runs shown. */
export const siteAuditKeys = { all: ['site-audits'] as const };

export const AUDITS_PAGE_SIZE = 20;

/** Whether the run still waits or crawls: its screen asks again until it ends. */
export const isRunning = (run: Pick<AuditRunRecord, 'status'>) => run.status === 'queued' || run.status === 'running';

/** How often a screen showing an unfinished run asks again. */
const POLL_MS = 2000;

export const siteAuditQueries = {
  // Typed: the poll's interval reads the data the options describe, which inference cannot follow.
  list: (page = 1, pageSize = AUDITS_PAGE_SIZE) =>
    queryOptions<AuditRunPage>({
      queryKey: [...siteAuditKeys.all, 'list', page, pageSize],
      queryFn: read(() => AuditsService.getAudits({ page, pageSize })),
      refetchInterval: (query) => (query.state.data?.items.some(isRunning) ? POLL_MS : false),
    }),
  one: (id: string) =>
    queryOptions<AuditRunRecord>({
      queryKey: [...siteAuditKeys.all, 'one', id],
      queryFn: read(() => AuditsService.getAudit({ id })),
      refetchInterval: (query) => (query.state.data && isRunning(query.state.data) ? POLL_MS : false),
    }),
  compare: (id: string, otherId: string) =>
    queryOptions({
      queryKey: [...siteAuditKeys.all, 'compare', id, otherId],
      queryFn: read(() => AuditsService.compareAudits({ id, otherId })),
    }),
};
