import { Alert, Button, Checkbox, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, MediaService, withSession, type MediaRecord } from '../../api/client';
import { mediaKeys } from './queries';

/**
 * Delete after a confirmation, which says what deleting does and offers to delete the files at
 * once; while records use the image the server refuses and names them, which the confirmation shows.
 */
export function DeleteImage({ item, onDeleted }: { item: MediaRecord; onDeleted: () => void }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(false);
  const client = useQueryClient();
  async function remove() {
    setBusy(true);
    try {
      const result = await withSession(() => MediaService.deleteMedia({ id: item.id, purge: now ? 'true' : 'false' }));
      notifications.show({ color: 'teal', message: result.message });
      close();
      onDeleted();
      await client.invalidateQueries({ queryKey: mediaKeys.all });
    } catch (error) {
      setRefusal(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button variant="subtle" color="red" c="red.9" size="sm" onClick={open} w="fit-content">
        Delete image…
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          setRefusal(undefined);
          close();
        }}
        title="Delete this image?"
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        <Text mb="xs">
          “{item.name}” is removed from the library at once. Its files (the original and every size) stay reachable at their addresses for 7 days, so pages and
          caches that still show them keep working; then they are deleted. This cannot be undone.
        </Text>
        <Checkbox
          mb="md"
          checked={now}
          onChange={(event) => setNow(event.currentTarget.checked)}
          label="Delete now, everywhere"
          description="Deletes the original and every size from the server at once: their addresses stop working now, and any page still showing the image loses it. Copies that visitors’ browsers or a CDN already downloaded are out of the site’s reach."
        />
        {refusal && (
          <Alert color="red" role="alert" title="Not deleted" mb="md">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red.9" loading={busy} onClick={remove}>
            Delete
          </Button>
        </Group>
      </Modal>
    </>
  );
}
