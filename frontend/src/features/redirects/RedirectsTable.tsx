import { Button, Group, Table, Text } from '@mantine/core';
import { RedirectsService, type RedirectRecord } from '../../api/client';
import { useDateTime } from '../../site/dates';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { WideTable } from '../../ui/WideTable';
import { redirectKeys } from './queries';

/** A page of redirects: each one's paths, answer and hits, with edit and delete. */
export function RedirectsTable({ items, onEdit }: { items: RedirectRecord[]; onEdit: (redirect: RedirectRecord) => void }) {
  const when = useDateTime();
  return (
    <WideTable minWidth={760} label="Redirects">
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Old path</Table.Th>
            <Table.Th>Goes to</Table.Th>
            <Table.Th>Code</Table.Th>
            <Table.Th>Hits</Table.Th>
            <Table.Th>Last hit</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((redirect) => (
            <Table.Tr key={redirect.id}>
              <Table.Td style={{ wordBreak: 'break-all' }}>
                {redirect.source}
                {redirect.note && (
                  <Text size="xs" c="gray.7">
                    {redirect.note}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{redirect.target ?? 'Gone'}</Table.Td>
              <Table.Td>{redirect.statusCode}</Table.Td>
              <Table.Td>{redirect.hits}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{redirect.lastHitAt ? when(new Date(redirect.lastHitAt)) : 'Never'}</Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}
