import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { MediaRecord } from '../../api/client';
import { StaleSaveAlert } from '../../ui/StaleSaveAlert';
import { useVersionedSave } from '../../ui/versioned-save';
import { ACCEPTED_TYPES, replaceMedia, UploadFailure } from './upload';
import { fileProblem } from './upload-queue';
import { useImageVersion } from './versioned';

/** A new file for the image under the same id and address, uploaded with its progress. */
export function ReplaceFile({ item }: { item: MediaRecord }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string>();
  // The file last sent: "keep mine" sends it again over the newer version.
  const sent = useRef<File | null>(null);
  const replace = useVersionedSave({
    ...useImageVersion(item),
    action: (file: File, version) => replaceMedia(item.id, file, version, setProgress),
    message: 'Image replaced: every page that uses it shows the new one',
    // Refusals show beside the button, in the upload's own words.
    onError: (error) => setFailure(error instanceof UploadFailure ? error.message : 'The upload failed. Please try again.'),
    saveMine: () => upload(sent.current),
  });
  async function upload(file: File | null) {
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) return setFailure(problem);
    sent.current = file;
    setFailure(undefined);
    setProgress(0);
    await replace.save(file);
    setProgress(null);
  }
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <FileButton onChange={upload} accept={Object.keys(ACCEPTED_TYPES).join(',')}>
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
      {replace.stale && <StaleSaveAlert {...replace.conflict} />}
    </Stack>
  );
}
