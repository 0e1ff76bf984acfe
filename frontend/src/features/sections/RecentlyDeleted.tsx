import { Box, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ContentService, type DeletedRecordDto, type SectionDefinitionDto } from '../../api/client';
import { useDateTime } from '../../site/dates';
import { useSave } from '../../ui/save';
import { sectionKeys, sectionQueries } from './queries';

function RestoreButton({ definition, deleted }: { definition: SectionDefinitionDto; deleted: DeletedRecordDto }) {
  // The record comes back under its own id, at its old place; the list and this one both follow.
  const restore = useSave({
    action: () => ContentService.restoreRevision({ key: definition.key, revisionId: deleted.revisionId }),
    message: `“${deleted.name}” is back`,
    changes: [sectionKeys.section(definition.key)],
    failureTitle: 'Not restored',
  });
  return (
    <Button variant="light" size="compact-sm" flex="none" loading={restore.saving} onClick={() => restore.save()} aria-label={`Restore “${deleted.name}”`}>
      Restore
    </Button>
  );
}

/** What was deleted from a section lately, each with who deleted it and when, and a way back. Nothing while there is none. */
export function RecentlyDeleted({ definition }: { definition: SectionDefinitionDto }) {
  const deleted = useQuery(sectionQueries.deleted(definition.key));
  const [opened, { toggle }] = useDisclosure(false);
  const when = useDateTime();
  const listId = useId();
  const items = deleted.data ?? [];
  if (items.length === 0) return null;
  return (
    <Box mb="md">
      <Button variant="subtle" size="compact-sm" onClick={toggle} aria-expanded={opened} aria-controls={listId}>
        <span aria-hidden="true">{opened ? '▾' : '▸'}&nbsp;</span>Recently deleted ({items.length})
      </Button>
      <Collapse expanded={opened} id={listId}>
        <Stack component="ul" gap="xs" mt="xs" p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Group component="li" key={item.revisionId} justify="space-between" wrap="nowrap" gap="sm">
              <Box miw={0}>
                <Text size="sm" fw={600} truncate>
                  {item.name}
                </Text>
                <Text size="xs" c="gray.7">
                  Deleted {when(new Date(item.deletedAt))}
                  {item.actorEmail ? ` by ${item.actorEmail}` : ''}
                </Text>
              </Box>
              <RestoreButton definition={definition} deleted={item} />
            </Group>
          ))}
        </Stack>
      </Collapse>
    </Box>
  );
}
