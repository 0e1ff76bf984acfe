import { Button, Group, Text } from '@mantine/core';
import { RedirectsService, type RedirectRecord } from '../../api/client';
import { useDateTime } from '../../site/dates';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { redirectKeys } from './queries';

const BREAK_ANYWHERE = { wordBreak: 'break-all' } as const;

const columns = (when: (date: Date) => string, onEdit: (redirect: RedirectRecord) => void): DataColumn<RedirectRecord>[] => [
  {
    header: 'Old path',
    style: BREAK_ANYWHERE,
    cell: (redirect) => (
      <>
        {redirect.source}
        {redirect.note && (
          <Text size="xs" c="gray.7">
            {redirect.note}
          </Text>
        )}
      </>
    ),
  },
  { header: 'Goes to', style: BREAK_ANYWHERE, cell: (redirect) => redirect.target ?? 'Gone' },
  { header: 'Code', cell: (redirect) => redirect.statusCode },
  { header: 'Hits', cell: (redirect) => redirect.hits },
  { header: 'Last hit', style: { whiteSpace: 'nowrap' }, cell: (redirect) => (redirect.lastHitAt ? when(new Date(redirect.lastHitAt)) : 'Never') },
  {
    header: 'Actions',
    cell: (redirect) => (
      <Group gap="xs" wrap="nowrap">
        <Button variant="subtle" size="compact-sm" onClick={() => onEdit(redirect)} aria-label={`Edit the redirect of ${redirect.source}`}>
          Edit
        </Button>
        <ConfirmDelete
          label={`Delete the redirect of ${redirect.source}`}
          title="Delete this redirect?"
          action={() => RedirectsService.deleteRedirect({ id: redirect.id })}
          changes={[redirectKeys.all]}
        >
          Delete the redirect of {redirect.source}? Visitors of the old address will get whatever the site answers there (usually “page not found”).
        </ConfirmDelete>
      </Group>
    ),
  },
];

/** A page of redirects: each one's paths, answer and hits, with edit and delete. */
export function RedirectsTable({ items, onEdit }: { items: RedirectRecord[]; onEdit: (redirect: RedirectRecord) => void }) {
  const when = useDateTime();
  // The table itself has no name of its own: the scroll frame's "Redirects" is what it has always been called.
  return <DataTable scrollLabel="Redirects" minWidth={760} striped columns={columns(when, onEdit)} rows={items} rowKey={(redirect) => redirect.id} />;
}
