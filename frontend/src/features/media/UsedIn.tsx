import { Stack, Text } from '@mantine/core';
import type { MediaUsage } from '../../api/client';
import { AnchorLink } from '../../ui/links';
import { editorOf } from '../sections/placement';

/** A use, linked to the screen that edits its record: a section's editor, or the page's, the post's, the case study's, the byline's or the fixed pages' search appearance. */
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
    case 'caseStudies':
      return (
        <AnchorLink to="/case-study-admin/$id" params={{ id: usage.recordId }}>
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
export function UsedIn({ usages }: { usages: MediaUsage[] }) {
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
