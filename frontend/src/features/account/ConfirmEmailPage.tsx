import { Alert, Button, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { AccountService, AuthService, errorMessage } from '../../api/client';
import { useSetViewer } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { AccountCard } from './AccountCard';

/** The link mailed to a new address. Like /verify-email it takes a click, so mail scanners that open links change nothing. */
export function ConfirmEmailPage() {
  const { token } = getRouteApi('/confirm-email').useSearch();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const setViewer = useSetViewer();

  async function confirm() {
    if (!token) return;
    setBusy(true);
    try {
      const { message } = await AccountService.confirmEmailChange({ requestBody: { token } });
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
    <AccountCard title="Confirm your new e-mail address">
      <Stack>
        {result ? (
          <Alert color={result.ok ? 'teal' : 'red'} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Alert>
        ) : token ? (
          <>
            <Text size="sm" c="gray.7">
              Confirm that this address is yours, and your account moves to it.
            </Text>
            <Button onClick={confirm} loading={busy} fullWidth>
              Confirm my new address
            </Button>
          </>
        ) : (
          <Alert color="yellow" role="alert">
            Open the link from the e-mail we sent to your new address.
          </Alert>
        )}
        <AnchorLink to="/account" size="sm">
          Go to your account
        </AnchorLink>
      </Stack>
    </AccountCard>
  );
}
