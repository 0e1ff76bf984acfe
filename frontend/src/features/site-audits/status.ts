import type { AuditRunRecord } from '../../api/client';

/** A run's status as the back office names it, with its badge colour (the text says it too). */
export const RUN_STATUS: Record<AuditRunRecord['status'], { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  running: { label: 'Running', color: 'blue' },
  done: { label: 'Done', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
};

export const SEVERITY_LABEL = { critical: 'Critical', warning: 'Warning', notice: 'Notice' } as const;

/** A run's length as people say it: "12 s", "2 min 5 s". */
export function duration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** A score change with its sign: "+12", "−3", "±0". */
export const signed = (change: number) => (change > 0 ? `+${change}` : change < 0 ? `−${Math.abs(change)}` : '±0');
