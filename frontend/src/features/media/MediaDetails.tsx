import { Alert, Button, Checkbox, CopyButton, FileButton, Group, Modal, Progress, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage, MediaService, withSession, type MediaRecord, type MediaUsage } from '../../api/client';
import { fallbackFormat, focalPosition, isSvg, svgUrl, variantUrl } from '../../site/media';
import { AnchorLink } from '../../ui/links';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { editorOf } from '../sections/placement';
import type { Focal } from './focal';
import { FocalPointPicker } from './FocalPointPicker';
import classes from './media.module.css';
import { ACCEPTED_TYPES, replaceMedia, UploadFailure } from './upload';
import { altProblem, fileProblem, formatBytes } from './upload-queue';
import { mediaKeys, mediaQueries } from './queries';

const FORMAT_NAMES: Record<MediaRecord['format'], string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', avif: 'AVIF', gif: 'GIF', svg: 'SVG' };

const CHANGES = [mediaKeys.all] as const;

/** A variant big enough to work on in the panel, small enough to come at once: the first offered from 960 px, else the largest. */
function workingCopy(item: MediaRecord): string {
  if (isSvg(item)) return svgUrl(item.hash);
  const width = item.widths.find((offered) => offered >= 960) ?? item.widths.at(-1) ?? item.width;
  return variantUrl(item.hash, width, fallbackFormat(item));
}

/** A use, linked to the screen that edits its record: a section's editor, or the page's, the post's, the byline's or the fixed pages' search appearance. */
function UsageLink({ usage, children }: { usage: MediaUsage; children: string }) {
  switch (usage.section) {
    case 'sitePages':
      return (
        <AnchorLink to="/site-pages/$id" params={{ id: usage.recordId }}>
          {children}
        </AnchorLink>
      );
    case 'blogPosts':
      return (
        <AnchorLink to="/blog-post/$id" params={{ id: usage.recordId }}>
          {children}
        </AnchorLink>
      );
    case 'blogAuthors':
      return <AnchorLink to="/blog-terms">{children}</AnchorLink>;
    case 'pageSeo':
      return <AnchorLink to="/search-appearance">{children}</AnchorLink>;
  }
  const editor = editorOf(usage.section);
  if (!editor) return children;
  return editor === '/$aboutId' ? (
    <AnchorLink to="/$aboutId" params={{ aboutId: usage.recordId }}>
      {children}
    </AnchorLink>
  ) : (
    <AnchorLink to={editor} params={{ id: usage.recordId }}>
      {children}
    </AnchorLink>
  );
}

/** Where the image is used: each use links to the editor of its record. */
function UsedIn({ usages }: { usages: MediaUsage[] }) {
  if (usages.length === 0) return <Text c="gray.7">Not used on the site yet.</Text>;
  return (
    <Stack component="ul" gap={4} m={0} pl="md">
      {usages.map((usage) => (
        <li key={`${usage.section}-${usage.recordId}-${usage.field}`}>
          <UsageLink usage={usage}>{`${usage.sectionTitle}${usage.recordLabel ? ` “${usage.recordLabel}”` : ''} › ${usage.fieldLabel}`}</UsageLink>
        </li>
      ))}
    </Stack>
  );
}

function FocalPointEditor({ item }: { item: MediaRecord }) {
  const saved = { x: item.focalX, y: item.focalY };
  const [focal, setFocal] = useState<Focal>(saved);
  const changed = focal.x !== saved.x || focal.y !== saved.y;
  const save = useSave({
    action: () => MediaService.updateMedia({ id: item.id, requestBody: { focalX: focal.x, focalY: focal.y }, ifMatch: String(item.version) }),
    message: 'Focal point saved: crops on the site keep it in view',
    changes: CHANGES,
  });
  const position = focalPosition({ focalX: focal.x, focalY: focal.y });
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Focal point
      </Title>
      <FocalPointPicker src={workingCopy(item)} focal={focal} onChange={setFocal} />
      {!isSvg(item) && (
        <div className={classes.crops} aria-hidden>
          <img src={item.thumbnailUrl} alt="" className={classes.crop} style={{ width: 72, objectPosition: position }} />
          <img src={item.thumbnailUrl} alt="" className={classes.crop} style={{ width: 128, objectPosition: position }} />
          <Text size="xs" c="gray.7">
            How square and wide crops keep it
          </Text>
        </div>
      )}
      <Group gap="sm">
        <Button size="sm" disabled={!changed} loading={save.saving} onClick={() => save.save()}>
          Save focal point
        </Button>
        {changed && (
          <Button size="sm" variant="default" onClick={() => setFocal(saved)}>
            Undo
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function DescriptionForm({ item }: { item: MediaRecord }) {
  const [name, setName] = useState(item.name);
  const [alt, setAlt] = useState(item.alt);
  const [decorative, setDecorative] = useState(item.decorative);
  const [checked, setChecked] = useState(false);
  const save = useSave({
    action: () =>
      MediaService.updateMedia({
        id: item.id,
        requestBody: { name: name.trim(), decorative, ...(decorative ? {} : { alt: alt.trim() }) },
        ifMatch: String(item.version),
      }),
    message: 'Image description saved',
    changes: CHANGES,
  });
  const problem = altProblem({ alt, decorative });
  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (problem || !name.trim()) return;
    await save.save();
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          description="A label for the library; visitors never see it"
          required
          maxLength={200}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={checked && !name.trim() ? 'Name is required' : undefined}
        />
        <Textarea
          label="Alt text"
          description="What the image shows, read by screen readers and search engines"
          required={!decorative}
          disabled={decorative}
          autosize
          minRows={2}
          maxLength={300}
          value={decorative ? '' : alt}
          onChange={(e) => setAlt(e.currentTarget.value)}
          error={checked ? problem : undefined}
        />
        <Checkbox label="Decorative image (no description)" checked={decorative} onChange={(e) => setDecorative(e.currentTarget.checked)} />
        <Button type="submit" size="sm" w="fit-content" loading={save.saving}>
          Save description
        </Button>
      </Stack>
    </form>
  );
}

function ReplaceFile({ item }: { item: MediaRecord }) {
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

/**
 * Delete after a confirmation, which says what deleting does and offers to delete the files at
 * once; while records use the image the server refuses and names them, which the confirmation shows.
 */
function DeleteImage({ item, onDeleted }: { item: MediaRecord; onDeleted: () => void }) {
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

function Facts({ item }: { item: MediaRecord }) {
  const facts: [string, string][] = [
    ['Format', FORMAT_NAMES[item.format]],
    ['Dimensions', `${item.width} × ${item.height} px`],
    ['Size', formatBytes(item.bytes)],
    [
      'Sizes served',
      isSvg(item)
        ? 'Any (SVG scales)'
        : `${item.widths.map((width) => `${width}`).join(', ')} px wide, as ${item.formats.map((format) => format.toUpperCase()).join(', ')}`,
    ],
    ['Uploaded', new Date(item.createdAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })],
  ];
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
      {facts.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" fw={600}>
            {term}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}

function StableUrl({ item }: { item: MediaRecord }) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput label="Address to use in an image field" readOnly value={item.url} style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
      <CopyButton value={item.url}>
        {({ copied, copy }) => (
          <Button variant="default" onClick={copy} aria-label={copied ? 'Address copied' : 'Copy the address'}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** One image of the library: its picture and focal point, its description, its facts, where it is used, and replace or delete. */
export function MediaDetails({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const loaded = useQuery(mediaQueries.one(id));
  return (
    <RemoteState remote={loaded}>
      {(item) => (
        <Stack gap="lg">
          {/* Keyed by what they edit: after a save they start from what the server kept, and one form's save leaves the other's typing alone. */}
          <FocalPointEditor key={`${item.hash} ${item.focalX} ${item.focalY}`} item={item} />
          <DescriptionForm key={`${item.name}\n${item.alt}\n${item.decorative}`} item={item} />
          <Facts item={item} />
          <StableUrl item={item} />
          <Stack gap="xs">
            <Title order={3} size="h5">
              Used in
            </Title>
            <UsedIn usages={item.usages} />
          </Stack>
          <ReplaceFile item={item} />
          <DeleteImage item={item} onDeleted={onDeleted} />
        </Stack>
      )}
    </RemoteState>
  );
}
