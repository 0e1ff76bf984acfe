import { Alert, Button, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthService, errorMessage } from '../../api/client';
import { useSetViewer } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { AccountCard } from './AccountCard';

/** The link from the confirmation e-mail. Confirming takes a click, so mail scanners that open links confirm nothing. */
export function VerifyEmailPage() {
  const { token } = getRouteApi('/verify-email').useSearch();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const setViewer = useSetViewer();

  async function confirm() {
    if (!token) return;
    setBusy(true);
    try {
      const { message } = await AuthService.verifyEmail({ requestBody: { token } });
      setResult({ ok: true, text: message });
      const { viewer } = await AuthService.me();
      if (viewer) setViewer(viewer);
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard title="Confirm your e-mail address">
      <Stack>
        {result ? (
          <Alert color={result.ok ? 'teal' : 'red'} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Alert>
        ) : token ? (
          <>
            <Text size="sm" c="gray.7">
              Confirm that the address you signed up with is yours.
            </Text>
            <Button onClick={confirm} loading={busy} fullWidth>
              Confirm my e-mail address
            </Button>
          </>
        ) : (
          <Alert color="yellow" role="alert">
            Open the link from the e-mail we sent you.
          </Alert>
        )}
        <AnchorLink to="/dashboard" size="sm">
          Go to your dashboard
        </AnchorLink>
      </Stack>
    </AccountCard>
  );
}
