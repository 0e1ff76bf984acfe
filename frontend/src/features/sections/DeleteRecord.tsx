import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SectionDefinitionDto } from '../../api/client';
import { useSave } from '../../ui/save';
import { sectionApi } from './sections-client';
import { sectionKeys } from './queries';

/**
 * Deletes one record after a confirmation that names what goes. The site stops showing it at once;
 * a singleton's page then offers its add form again.
 */
export function DeleteRecord({ definition, id, name }: { definition: SectionDefinitionDto; id: string; name: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useSave({
    action: () => sectionApi.remove(definition, id),
    message: `${definition.title} is Deleted`,
    changes: [sectionKeys.section(definition.key)],
  });
  const what = `${definition.title.toLowerCase()} “${name}”`;
  return (
    <>
      <Button variant="subtle" color="red" c="red.9" size="compact-sm" onClick={open} aria-label={`Delete ${what}`}>
        Delete
      </Button>
      <Modal opened={opened} onClose={close} title={`Delete ${definition.title.toLowerCase()}?`} closeButtonProps={{ 'aria-label': 'Close' }} centered>
        <Text mb="lg">Delete the {what}? It disappears from the site at once.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red.9"
            loading={remove.saving}
            onClick={async () => {
              if (await remove.save()) close();
            }}
          >
            Delete
          </Button>
        </Group>
      </Modal>
    </>
  );
}
