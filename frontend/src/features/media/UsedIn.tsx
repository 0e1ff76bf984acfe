import { Stack, Text } from '@mantine/core';
import type { MediaUsage } from '../../api/client';
import { AnchorLink } from '../../ui/links';
import { editorOf } from '../sections/placement';

/** An address the server gives, which the route tree matches as the router matches any address typed in (not one of the typed paths). */
type ServerPath = '/';

/**
 * A use, linked to the screen that edits its record: the editor the server names for a document
 * kind (a page, a post, a case study, a byline, the fixed pages' search appearance: each kind
 * registers its own), or a section's editor from the sections' placement.
 */
function UsageLink({ usage, children }: { usage: MediaUsage; children: string }) {
  if (usage.editorPath) return <AnchorLink to={usage.editorPath as ServerPath}>{children}</AnchorLink>;
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
