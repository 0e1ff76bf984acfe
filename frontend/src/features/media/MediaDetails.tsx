import { Button, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MediaRecord } from '../../api/client';
import { isSvg } from '../../site/media';
import { RemoteState } from '../../ui/RemoteState';
import { DeleteImage } from './DeleteImage';
import { DescriptionForm } from './DescriptionForm';
import { FocalPointEditor } from './FocalPointEditor';
import { mediaQueries } from './queries';
import { ReplaceFile } from './ReplaceFile';
import { formatBytes } from './upload-queue';
import { UsedIn } from './UsedIn';

const FORMAT_NAMES: Record<MediaRecord['format'], string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', avif: 'AVIF', gif: 'GIF', svg: 'SVG' };

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
