import { Alert, Loader, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage, SubscribersService } from '../../api/client';
import { AnchorLink } from '../../ui/links';
import { AccountCard } from '../account/AccountCard';

/**
 * The unsubscribe link of every newsletter mail: opening it unsubscribes, in one click, and says so.
 * The page is rendered the same for every link (the server keeps one copy); the token is read from
 * the address in the browser.
 */
export function UnsubscribePage() {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    const token = decodeURIComponent(window.location.pathname.split('/').filter(Boolean).at(-1) ?? '');
    SubscribersService.unsubscribe({ token }).then(
      ({ message }) => setResult({ ok: true, text: message }),
      (error: unknown) => setResult({ ok: false, text: errorMessage(error) }),
    );
  }, []);

  return (
    <AccountCard title="Unsubscribe">
      <Stack>
        {result ? (
          <Alert color={result.ok ? 'teal' : 'red'} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Alert>
        ) : (
          <Loader aria-label="Unsubscribing" mx="auto" />
        )}
        <AnchorLink to="/" size="sm">
          Go to the home page
        </AnchorLink>
      </Stack>
    </AccountCard>
  );
}
