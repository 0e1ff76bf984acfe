import { Button, Code, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { WebhookAttemptRecord, WebhookDeliveryRecord } from '../../api/client';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { RemoteState } from '../../ui/RemoteState';
import { dateTime } from './dates';
import { webhookQueries } from './queries';

/** A body in a frame that scrolls sideways on a phone: focusable, so a keyboard can scroll it too (WCAG 2.1.1). */
function ScrollableCode({ label, children }: { label: string; children: string }) {
  return (
    <Code block tabIndex={0} role="region" aria-label={label}>
      {children}
    </Code>
  );
}

const answerOf = (attempt: WebhookAttemptRecord) => attempt.error ?? (attempt.statusCode === null ? 'No answer' : String(attempt.statusCode));

const columns: DataColumn<WebhookAttemptRecord>[] = [
  { header: 'Tried', cell: (attempt) => dateTime(attempt.attemptedAt) },
  { header: 'Answer', cell: answerOf },
  { header: 'Duration', cell: (attempt) => `${attempt.durationMs} ms` },
  {
    header: 'Body of the answer',
    cell: (attempt) => (attempt.responseBody ? <ScrollableCode label="Body of the answer">{attempt.responseBody}</ScrollableCode> : '—'),
  },
];

/** Every try of one delivery, oldest first, with the body that was sent: what the receiver answered each time, not only the last. */
function Attempts({ delivery }: { delivery: WebhookDeliveryRecord }) {
  const detail = useQuery(webhookQueries.delivery(delivery.id));
  return (
    <RemoteState remote={detail}>
      {(loaded) => (
        <Stack gap="sm">
          <DataTable
            label={`Attempts of the ${delivery.eventType} delivery`}
            minWidth={640}
            columns={columns}
            rows={loaded.attemptLog}
            rowKey={(attempt) => `${attempt.attemptedAt}`}
            empty="Not tried yet."
          />
          <Title order={3} size="h5">
            Body sent
          </Title>
          <ScrollableCode label="Body sent">{loaded.body}</ScrollableCode>
        </Stack>
      )}
    </RemoteState>
  );
}

/** Opens a delivery's attempts in a dialog. */
export function DeliveryAttemptsButton({ delivery }: { delivery: WebhookDeliveryRecord }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="default" aria-label={`Attempts of the ${delivery.eventType} event of ${dateTime(delivery.createdAt)}`} onClick={open}>
        Attempts
      </Button>
      <Modal opened={opened} onClose={close} size="xl" title={`${delivery.eventType}: every attempt`} closeButtonProps={{ 'aria-label': 'Close' }}>
        {opened && <Attempts delivery={delivery} />}
        <Text size="sm" c="gray.7" mt="sm">
          Each attempt is the same event (its webhook-id does not change), signed anew.
        </Text>
      </Modal>
    </>
  );
}
