import { Button, Group, Image, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { isStatus } from '../../api/client';
import { focalPosition, mediaIdOf } from '../../site/media';
import { AnchorLink } from '../../ui/links';
import { mediaQueries } from './queries';

const MediaPickerModal = lazy(() => import('./MediaPicker').then((module) => ({ default: module.MediaPickerModal })));

/** The library image an image field holds: its thumbnail and what it says to screen readers. */
function LibraryImageSummary({ id }: { id: string }) {
  const item = useQuery({ ...mediaQueries.one(id), retry: (count, error) => !isStatus(error, 404) && count < 1 });
  if (isStatus(item.error, 404))
    return (
      <Text size="sm" c="red.8">
        This library image no longer exists. Choose another one.
      </Text>
    );
  if (!item.data) return null;
  const { thumbnailUrl, alt, decorative, name, formats } = item.data;
  return (
    // Beside the button while there is room for the name and alt text, above it where there is not.
    <Group gap="sm" wrap="nowrap" align="center" style={{ flex: '1 1 260px', minWidth: 0 }}>
      <Image
        src={thumbnailUrl}
        alt=""
        w={96}
        h={72}
        radius="sm"
        style={{ flex: 'none', objectPosition: formats.length ? focalPosition(item.data) : undefined }}
        fit={formats.length ? 'cover' : 'contain'}
      />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} truncate>
          {name}
        </Text>
        <Text size="sm" c="gray.7" lineClamp={2}>
          {decorative ? 'Decorative: screen readers skip it' : `Alt text: ${alt}`}
        </Text>
        <AnchorLink to="/media" search={{ selected: id }} size="sm">
          Edit in the media library
        </AnchorLink>
      </Stack>
    </Group>
  );
}

/**
 * An image field: the URL as typed or pasted (integrators' URLs keep working), a button that
 * chooses or uploads a library image, and what the field shows.
 */
export function ImageField({
  label,
  value,
  valid,
  onChange,
  dark = false,
  inputProps,
}: {
  label: string;
  value: string;
  /** the value is a URL the field accepts, so its preview can be shown */
  valid: boolean;
  onChange: (value: string) => void;
  /** a logo drawn for dark backgrounds is previewed on one */
  dark?: boolean;
  inputProps: TextInputProps;
}) {
  const [picking, setPicking] = useState(false);
  const libraryId = mediaIdOf(value);
  return (
    <Stack gap={6}>
      <TextInput {...inputProps} label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} placeholder="https://… or /path" />
      <Group gap="sm" align="center" justify="space-between">
        {libraryId ? (
          <LibraryImageSummary id={libraryId} />
        ) : (
          valid && value && <Image src={value} alt={`Preview of ${label}`} h={72} w="auto" fit="contain" {...(dark ? { bg: 'dark.7', p: 'xs' } : {})} />
        )}
        <Button variant="default" size="xs" onClick={() => setPicking(true)} aria-label={`Choose image for ${label}`} style={{ flex: 'none' }}>
          Choose image
        </Button>
      </Group>
      {picking && (
        <Suspense fallback={null}>
          <MediaPickerModal
            fieldLabel={label}
            onClose={() => setPicking(false)}
            onPick={(record) => {
              onChange(record.url);
              setPicking(false);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
