import { Button } from '@mantine/core';
import { defined } from './search';

/**
 * Downloads a list as CSV with the filters it shows: a plain link, so the browser streams the file
 * to disk with the session cookie, however long the list.
 */
export function ExportLink({
  path,
  filters,
  label = 'Download CSV',
}: {
  path: `/api/${string}.csv`;
  filters: Record<string, string | undefined>;
  label?: string;
}) {
  const query = new URLSearchParams(defined(filters) as Record<string, string>).toString();
  return (
    <Button component="a" href={query ? `${path}?${query}` : path} download variant="default">
      {label}
    </Button>
  );
}
