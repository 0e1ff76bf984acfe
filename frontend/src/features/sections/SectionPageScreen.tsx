import { Stack, Text, Title } from '@mantine/core';
import { SECTION_PAGE_COPY } from './page-copy';
import { SECTION_PAGES } from './placement';
import { SectionBlock } from './SectionBlock';

/** One page of the settings: the sections the placement table puts on it. */
export function SectionPageScreen({ path }: { path: (typeof SECTION_PAGES)[number]['path'] }) {
  const page = SECTION_PAGES.find((candidate) => candidate.path === path);
  if (!page) return null;
  return (
    <Stack>
      <Title order={1}>{SECTION_PAGE_COPY[path].title}</Title>
      <Text c="gray.7">{SECTION_PAGE_COPY[path].description}</Text>
      {page.sections.map(({ key }) => (
        <SectionBlock key={key} sectionKey={key} />
      ))}
    </Stack>
  );
}
