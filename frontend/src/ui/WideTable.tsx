import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table wider than a phone: it scrolls sideways in its frame, and says so where the screen is narrow. */
export function WideTable({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <>
      <Text size="xs" c="gray.7" hiddenFrom="sm" mb={4} aria-hidden>
        Swipe the table sideways to see every column →
      </Text>
      {/* Focusable, so that keyboard users can scroll it too (even when it holds no link). */}
      <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
        {children}
      </Table.ScrollContainer>
    </>
  );
}
