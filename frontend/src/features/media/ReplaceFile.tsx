import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MediaRecord } from '../../api/client';
import { mediaKeys } from './queries';
import { ACCEPTED_TYPES, replaceMedia, UploadFailure } from './upload';
import { fileProblem } from './upload-queue';

/** A new file for the image under the same id and address, uploaded with its progress. */
export function ReplaceFile({ item }: { item: MediaRecord }) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string>();
  async function replace(file: File | null) {
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) return setFailure(problem);
    setFailure(undefined);
    setProgress(0);
    try {
      await replaceMedia(item.id, file, item.version, setProgress);
      notifications.show({ color: 'teal', message: 'Image replaced: every page that uses it shows the new one' });
      await client.invalidateQueries({ queryKey: mediaKeys.all });
    } catch (error) {
      setFailure(error instanceof UploadFailure ? error.message : 'The upload failed. Please try again.');
    } finally {
      setProgress(null);
    }
  }
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <FileButton onChange={replace} accept={Object.keys(ACCEPTED_TYPES).join(',')}>
          {(props) => (
            <Button {...props} variant="default" size="sm" loading={progress !== null}>
              Replace file…
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="gray.7">
          Keeps its address, alt text and focal point: every use shows the new file.
        </Text>
      </Group>
      {progress !== null && <Progress value={Math.round(progress * 100)} aria-label={`Uploading the new file of ${item.name}`} />}
      {failure && (
        <Alert color="red" role="alert" p="xs" title="Not replaced">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
