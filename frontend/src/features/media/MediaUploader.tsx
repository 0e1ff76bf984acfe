import '@mantine/dropzone/styles.css';
import { Alert, Button, Checkbox, CloseButton, Group, Image, Paper, Progress, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { MediaRecord } from '../../api/client';
import { ACCEPTED_NAMES, ACCEPTED_TYPES, MEDIA_LIMITS, UploadFailure, uploadMedia } from './upload';
import classes from './media.module.css';
import { altProblem, formatBytes, sendable, uploadQueue, type QueuedFile } from './upload-queue';
import { mediaKeys } from './queries';

/** Files sent at once: enough to keep the line busy, few enough that each shows steady progress. */
const PARALLEL_UPLOADS = 2;

/**
 * A small picture of a file before it is sent, so the admin can describe what they see. Drawn
 * to a canvas as a data URL: the pages' CSP allows data: images, not blob: ones.
 */
function useFilePreview(file: File): string | undefined {
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    let cancelled = false;
    const show = (url: string | undefined) => !cancelled && setPreview(url);
    if (file.type === 'image/svg+xml') {
      if (file.size <= 512 * 1024) {
        const reader = new FileReader();
        reader.onload = () => show(typeof reader.result === 'string' ? reader.result : undefined);
        reader.readAsDataURL(file);
      }
    } else if (typeof createImageBitmap === 'function') {
      createImageBitmap(file, { resizeWidth: 192, resizeQuality: 'medium' })
        .then((bitmap) => {
          const canvas = document.createElement('canvas');
          canvas.width = bitmap.width;
          canvas.height = bitmap.height;
          canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
          bitmap.close();
          show(canvas.toDataURL('image/webp', 0.8));
        })
        .catch(() => show(undefined));
    }
    return () => {
      cancelled = true;
    };
  }, [file]);
  return preview;
}

function QueuedFileCard({
  item,
  dispatch,
  onPick,
}: {
  item: QueuedFile;
  dispatch: (action: Parameters<typeof uploadQueue>[1]) => void;
  onPick?: (record: MediaRecord) => void;
}) {
  const preview = useFilePreview(item.file);
  const name = item.file.name;
  const uploading = item.status === 'uploading';
  const describable = item.status === 'ready' || item.status === 'failed';
  return (
    <Paper withBorder p="sm" component="li" aria-label={name}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <div className={classes.filePreview}>
          {(item.record?.thumbnailUrl ?? preview) && <Image src={item.record?.thumbnailUrl ?? preview} alt="" h="100%" fit="contain" />}
        </div>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm" truncate>
              {name}
            </Text>
            <Text size="xs" c="gray.7" style={{ flex: 'none' }}>
              {formatBytes(item.file.size)}
            </Text>
          </Group>
          {describable && (
            <>
              <TextInput
                label="Alt text"
                description="What the image shows, for visitors who cannot see it"
                size="sm"
                required={!item.decorative}
                disabled={item.decorative}
                maxLength={MEDIA_LIMITS.altLength}
                value={item.decorative ? '' : item.alt}
                error={item.checked ? altProblem(item) : undefined}
                onChange={(event) => dispatch({ type: 'describe', key: item.key, alt: event.currentTarget.value })}
              />
              <Checkbox
                size="sm"
                label="Decorative image (no description)"
                checked={item.decorative}
                onChange={(event) => dispatch({ type: 'decorative', key: item.key, decorative: event.currentTarget.checked })}
              />
            </>
          )}
          {uploading && <Progress value={Math.round(item.progress * 100)} aria-label={`Uploading ${name}`} size="md" />}
          {item.status === 'done' && item.record && (
            <Group gap="sm">
              <Text size="sm" c="teal.9" role="status">
                Uploaded
              </Text>
              {onPick && (
                <Button size="compact-sm" onClick={() => onPick(item.record!)}>
                  Use this image
                </Button>
              )}
            </Group>
          )}
          {(item.status === 'failed' || item.status === 'refused') && item.error && (
            <Alert color="red" role="alert" p="xs" title="Not uploaded">
              {item.error}
            </Alert>
          )}
        </Stack>
        <CloseButton aria-label={`Remove ${name} from the list`} disabled={uploading} onClick={() => dispatch({ type: 'remove', key: item.key })} />
      </Group>
    </Paper>
  );
}

/**
 * Drag and drop or pick images, several at once; each gets its alt text (or is marked
 * decorative) and is sent with its own progress. The media page and the image fields' picker share it.
 */
export function MediaUploader({ onPick }: { onPick?: (record: MediaRecord) => void }) {
  const [queue, dispatch] = useReducer(uploadQueue, []);
  const [sending, setSending] = useState(false);
  const client = useQueryClient();
  const openPicker = useRef<() => void>(null);
  // What sendAll reads after its awaits: the queue as it is then, not as it was when it began.
  const latest = useRef(queue);
  useEffect(() => {
    latest.current = queue;
  });
  const waiting = queue.filter((item) => item.status === 'ready' || item.status === 'failed');

  async function sendAll() {
    dispatch({ type: 'check' });
    const batch = sendable(latest.current);
    if (batch.length === 0) return;
    setSending(true);
    const next = [...batch];
    const worker = async () => {
      for (let item = next.shift(); item; item = next.shift()) {
        const { key, file, alt, decorative } = item;
        dispatch({ type: 'start', key });
        try {
          const record = await uploadMedia(file, { alt, decorative }, (sent) => dispatch({ type: 'progress', key, sent }));
          dispatch({ type: 'done', key, record });
        } catch (error) {
          dispatch({ type: 'failed', key, message: error instanceof UploadFailure ? error.message : 'The upload failed. Please try again.' });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, batch.length) }, worker));
    setSending(false);
    await client.invalidateQueries({ queryKey: mediaKeys.all });
  }

  return (
    <Stack gap="sm">
      {/* The zone takes dropped files; the button inside picks them (a zone that were a button itself would hold the file input inside a button). */}
      <Dropzone
        openRef={openPicker}
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        onDrop={(files) => dispatch({ type: 'add', files })}
        onReject={(rejections) => dispatch({ type: 'add', files: rejections.map((rejection) => rejection.file) })}
        accept={ACCEPTED_TYPES as unknown as Record<string, string[]>}
        multiple
        inputProps={{ 'aria-label': 'Choose images to upload' }}
      >
        <Stack align="center" gap={6} py="sm">
          <Text fw={600}>Drag images here, or</Text>
          <Button variant="light" onClick={() => openPicker.current?.()}>
            Choose files
          </Button>
          <Text size="sm" c="gray.7">
            {ACCEPTED_NAMES}, up to 20 MB each. Several at once.
          </Text>
        </Stack>
      </Dropzone>
      <Text size="sm" c="gray.7">
        Alt text is what screen readers say in place of an image, and what search engines read to understand it. Describe what the image shows; tick “Decorative
        image” only when it adds nothing to the text around it.
      </Text>
      {queue.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Images to upload">
          {queue.map((item) => (
            <QueuedFileCard key={item.key} item={item} dispatch={dispatch} onPick={onPick} />
          ))}
        </Stack>
      )}
      {queue.length > 0 && (
        <Group>
          {waiting.length > 0 && (
            <Button onClick={sendAll} loading={sending}>
              {waiting.length === 1 ? 'Upload 1 image' : `Upload ${waiting.length} images`}
            </Button>
          )}
          {queue.some((item) => item.status === 'done') && !sending && (
            <Button variant="default" onClick={() => dispatch({ type: 'clearDone' })}>
              Clear uploaded
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
