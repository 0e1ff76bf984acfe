import { Modal, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MediaRecord } from '../../api/client';
import { Pager } from '../../ui/Pager';
import { RemoteState } from '../../ui/RemoteState';
import { MediaGrid } from './MediaGrid';
import { MediaUploader } from './MediaUploader';
import { MEDIA_PAGE_SIZE } from './search';
import { mediaQueries } from './queries';

/** The library to pick from: searched by name or alt text, newest first. */
function LibraryTab({ onPick }: { onPick: (record: MediaRecord) => void }) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useQuery(mediaQueries.list({ search: search || undefined, page, pageSize: MEDIA_PAGE_SIZE }));
  return (
    <Stack gap="sm">
      <TextInput
        label="Search by name or alt text"
        type="search"
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setPage(1);
        }}
      />
      <RemoteState remote={list}>
        {(result) =>
          result.items.length === 0 ? (
            <Text c="gray.7">{search ? 'No image matches.' : 'The library is empty: upload an image first.'}</Text>
          ) : (
            <>
              <MediaGrid items={result.items} onSelect={onPick} label="Library images" />
              {result.total > MEDIA_PAGE_SIZE && <Pager page={page} pageSize={MEDIA_PAGE_SIZE} total={result.total} onChange={setPage} label="Library pages" />}
            </>
          )
        }
      </RemoteState>
    </Stack>
  );
}

/**
 * Choosing an image for an image field: upload new ones (each described as it goes) or pick one
 * from the library. Loaded when an editor first opens it, so neither the public pages nor the
 * editors download the dropzone until then.
 */
export function MediaPickerModal({ fieldLabel, onPick, onClose }: { fieldLabel: string; onPick: (record: MediaRecord) => void; onClose: () => void }) {
  // A phone gives the picker its whole screen: the files' descriptions need the width.
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened onClose={onClose} title={`Choose an image: ${fieldLabel}`} size="xl" fullScreen={phone} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Tabs defaultValue="upload">
        <Tabs.List mb="md">
          <Tabs.Tab value="upload">Upload</Tabs.Tab>
          <Tabs.Tab value="library">Library</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upload">
          <MediaUploader onPick={onPick} />
        </Tabs.Panel>
        <Tabs.Panel value="library">
          <LibraryTab onPick={onPick} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
