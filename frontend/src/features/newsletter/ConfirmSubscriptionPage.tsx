import { Alert, Button, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage, SubscribersService } from '../../api/client';
import { AnchorLink } from '../../ui/links';
import { AccountCard } from '../account/AccountCard';

/** The link from the newsletter's confirmation mail. Confirming takes a click, so mail scanners that open links subscribe nobody. */
export function ConfirmSubscriptionPage() {
  const { token } = getRouteApi('/confirm-subscription').useSearch();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function confirm() {
    if (!token) return;
    setBusy(true);
    try {
      const { message } = await SubscribersService.confirmSubscription({ requestBody: { token } });
      setResult({ ok: true, text: message });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard title="Confirm your subscription">
      <Stack>
        {result ? (
          <Alert color={result.ok ? 'teal' : 'red'} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Alert>
        ) : token ? (
          <>
            <Text size="sm" c="gray.7">
              Confirm that you want the newsletter at this address. You can unsubscribe from every newsletter in one click.
            </Text>
            <Button onClick={confirm} loading={busy} fullWidth>
              Confirm my subscription
            </Button>
          </>
        ) : (
          <Alert color="yellow" role="alert">
            Open the link from the e-mail we sent you.
          </Alert>
        )}
        <AnchorLink to="/" size="sm">
          Go to the home page
        </AnchorLink>
      </Stack>
    </AccountCard>
  );
}
