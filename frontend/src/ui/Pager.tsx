import { Button, Group, Pagination, Text } from '@mantine/core';

/** Previous/Next (disabled at the ends), optionally with numbered pages; the server does the paging. */
export function Pager({
  page,
  pageSize,
  total,
  onChange,
  numbered = false,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  numbered?: boolean;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (numbered) {
    return (
      <Group justify="center" mt="md">
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          withControls
          aria-label={label}
          getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Previous' : 'Next' })}
        />
      </Group>
    );
  }
  return (
    <Group justify="space-between" mt="md" aria-label={label} role="navigation">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <Text size="sm" c="gray.7">
        Page {Math.min(page, pages)} of {pages}
      </Text>
      <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
