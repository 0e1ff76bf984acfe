import { Anchor, Group, Stack, Title } from '@mantine/core';
import { InvoicesTable } from './InvoicesTable';

/** Every invoice and credit note, and the accountant's CSV. */
export function InvoicesScreen() {
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Invoices</Title>
        <Anchor href="/api/invoices.csv">Export CSV for the accountant</Anchor>
      </Group>
      <InvoicesTable view="admin" caption="Invoices and credit notes, newest first" empty="No invoices yet: one is issued with each verified payment." />
    </Stack>
  );
}
