import { Drawer, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Pager } from '../../ui/Pager';
import { RemoteState } from '../../ui/RemoteState';
import { SearchField } from '../../ui/SearchField';
import { MediaDetails } from './MediaDetails';
import { MediaGrid } from './MediaGrid';
import { MediaUploader } from './MediaUploader';
import { MEDIA_PAGE_SIZE } from './search';
import { mediaQueries } from './queries';

const route = getRouteApi('/_admin/media');

/** The media library: upload, find, describe, replace and delete the site's images. */
export function MediaScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const list = useQuery(mediaQueries.list({ search: search.search, page, pageSize: MEDIA_PAGE_SIZE }));
  const select = (selected: string | undefined) => navigate({ search: (current) => ({ ...current, selected }) });
  const selected = useQuery({ ...mediaQueries.one(search.selected ?? ''), enabled: search.selected !== undefined });
  return (
    <Stack>
      <Title order={1}>Media library</Title>
      <Text c="gray.7">
        The site’s images. Each is served in the sizes and formats each screen needs; put its address in any image field, or choose it from the field’s “Choose
        image”.
      </Text>
      <MediaUploader />
      <SearchField
        label="Search by name or alt text"
        value={search.search}
        onSearch={(value) => navigate({ search: (current) => ({ ...current, page: undefined, search: value }), replace: true })}
        width={320}
        placeholder={null}
      />
      <RemoteState remote={list}>
        {(result) =>
          result.items.length === 0 ? (
            <Text c="gray.7">{search.search ? 'No image matches.' : 'No images yet: drop some above.'}</Text>
          ) : (
            <>
              <MediaGrid items={result.items} onSelect={(item) => select(item.id)} label="Images" selectedId={search.selected} />
              <Pager
                page={page}
                pageSize={MEDIA_PAGE_SIZE}
                total={result.total}
                onChange={(next) => navigate({ search: (current) => ({ ...current, page: next > 1 ? next : undefined }) })}
                label="Media pages"
              />
            </>
          )
        }
      </RemoteState>
      <Drawer
        opened={search.selected !== undefined}
        onClose={() => select(undefined)}
        position="right"
        size="lg"
        title={(search.selected && selected.data?.name) || 'Image'}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {search.selected && <MediaDetails id={search.selected} onDeleted={() => select(undefined)} />}
      </Drawer>
    </Stack>
  );
}
