import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { SeoService, type FixedPageSeoRecord } from '../../api/client';
import { FIXED_PAGE_HEADS, titleOf } from '../../site/fixed-pages';
import { defaultDescription, fullTitle } from '../../site/head';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { SeoFieldsEditor } from './SeoFieldsEditor';
import { seoFieldErrors, type SeoFields } from './types';
import { pageSeoKeys, pageSeoQueries } from './queries';

const PAGE_NAMES: Record<FixedPageSeoRecord['page'], string> = {
  home: 'Home page',
  service: 'Services page',
  pricing: 'Pricing page',
  contact: 'Contact page (also /contact-us)',
  thanks: 'Thank-you page',
};

const fieldsOf = ({ seoTitle, seoDescription, socialImage, socialImageAlt, noindex, canonicalUrl }: FixedPageSeoRecord): SeoFields => ({
  seoTitle,
  seoDescription,
  socialImage,
  socialImageAlt,
  noindex,
  canonicalUrl,
});

/** One fixed page's settings with the defaults its content gives, saved on their own. */
function PageSeoBlock({ record }: { record: FixedPageSeoRecord }) {
  const state = useRouteContext({ from: '__root__' }).state;
  const head = FIXED_PAGE_HEADS[record.page];
  const defaults = {
    title: fullTitle(state, titleOf(head.title, state), head.path),
    description: defaultDescription(state, 'describe' in head ? head.describe(state) : undefined),
    path: head.path,
  };
  const [value, setValue] = useState<SeoFields>(() => fieldsOf(record));
  const { save, saving } = useSave({
    action: (body: SeoFields) => SeoService.updatePageSeo({ page: record.page, requestBody: body }),
    message: `Search settings of ${head.path} are saved`,
    changes: [pageSeoKeys.all],
  });
  const headingId = `page-seo-${record.page}`;
  const invalid = Object.keys(seoFieldErrors(value)).length > 0;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid) void save(value);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {PAGE_NAMES[record.page]}{' '}
            <Text span c="gray.7" fz="md">
              ({head.path})
            </Text>
          </Title>
          <SeoFieldsEditor value={value} onChange={setValue} defaults={defaults} name={`seo-${record.page}`} />
          <Group>
            <Button type="submit" loading={saving} aria-describedby={headingId}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * How the spec's fixed pages appear in search results and when shared: per page its title, meta
 * description, social image, noindex and canonical address, each empty field showing the default
 * from the page's content.
 */
export function PageSeoScreen() {
  const pages = useQuery(pageSeoQueries.list());
  return (
    <Stack>
      <Title order={1}>Search appearance</Title>
      <Text c="gray.7">
        How the fixed pages show in search results and when shared. Leave a field empty to keep the default from the page’s content. A page kept out of search
        engines also leaves the sitemap.
      </Text>
      <RemoteState remote={pages}>{(records) => records.map((record) => <PageSeoBlock key={record.page} record={record} />)}</RemoteState>
    </Stack>
  );
}
