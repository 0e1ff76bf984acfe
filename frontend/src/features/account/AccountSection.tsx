import { Alert, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type Outcome = { ok: boolean; text: string } | null;

/** One part of the account page, named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** How a change went: the server's own words. */
export function Result({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <Alert color={outcome.ok ? 'teal' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </Alert>
  );
}

/** The current password, asked again before any change: the server refuses without it. */
export const currentPasswordError = (password: string, texts: { passwordRequired: string }) => (password ? null : texts.passwordRequired);
