import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CardLink } from '../../ui/links';
import { SECTION_PAGE_COPY } from './page-copy';
import { SECTION_PAGES } from './placement';

/** The settings hub: every section page with what it edits, so no editor is reachable only by typing its URL. */
export function SettingsScreen() {
  return (
    <Stack>
      <Title order={1}>Site settings</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {SECTION_PAGES.map((page) => (
          <CardLink key={page.path} withBorder to={page.path} padding="lg">
            <Text fw={700}>{SECTION_PAGE_COPY[page.path].title}</Text>
            <Text size="sm" c="gray.7">
              {SECTION_PAGE_COPY[page.path].description}
            </Text>
          </CardLink>
        ))}
        <CardLink withBorder to="/site-pages" padding="lg">
          <Text fw={700}>Pages</Text>
          <Text size="sm" c="gray.7">
            The site’s own pages (about, privacy policy…): their text, address and place in the navigation bar or footer
          </Text>
        </CardLink>
        <CardLink withBorder to="/search-appearance" padding="lg">
          <Text fw={700}>Search appearance</Text>
          <Text size="sm" c="gray.7">
            How the fixed pages show in search results and when shared: title, description, image, noindex, canonical
          </Text>
        </CardLink>
        <CardLink withBorder to="/add-pricing" padding="lg">
          <Text fw={700}>Pricing</Text>
          <Text size="sm" c="gray.7">
            The packages, their prices and what each includes
          </Text>
        </CardLink>
        <CardLink withBorder to="/webhooks" padding="lg">
          <Text fw={700}>Webhooks</Text>
          <Text size="sm" c="gray.7">
            Other programs told of orders, messages, subscribers and content changes as they happen
          </Text>
        </CardLink>
      </SimpleGrid>
    </Stack>
  );
}
