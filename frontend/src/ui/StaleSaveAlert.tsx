import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';

/**
 * Said when a save was refused because someone else saved the record after this editor loaded it:
 * take their version (the form shows it) or keep what was typed here and save it over theirs.
 */
export function StaleSaveAlert({ onReload, onKeepMine }: { onReload: () => Promise<void>; onKeepMine: () => Promise<void> }) {
  const [busy, setBusy] = useState<'reload' | 'keep' | null>(null);
  const run = (which: 'reload' | 'keep', work: () => Promise<void>) => async () => {
    setBusy(which);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };
  return (
    // Dark text on the tint: Mantine's orange title would read below WCAG AA.
    <Alert color="orange" role="alert" title="Someone else saved this since you opened it" mt="md" styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}>
      <Text size="sm" mb="sm">
        Your changes are not saved yet and are still in the form. Reload theirs to see what they saved (your changes are dropped), or keep yours and save them
        over theirs.
      </Text>
      <Group gap="sm">
        <Button variant="default" size="xs" loading={busy === 'reload'} disabled={busy !== null} onClick={run('reload', onReload)}>
          Reload theirs
        </Button>
        <Button size="xs" loading={busy === 'keep'} disabled={busy !== null} onClick={run('keep', onKeepMine)}>
          Keep mine and save again
        </Button>
      </Group>
    </Alert>
  );
}
