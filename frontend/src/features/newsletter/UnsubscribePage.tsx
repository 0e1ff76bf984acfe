import { Alert, Loader, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { errorMessage, SubscribersService } from '../../api/client';
import { useSiteTexts } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { AccountCard } from '../account/AccountCard';

/** The unsubscribe link of every newsletter mail: opening it unsubscribes, in one click, and says so. */
export function UnsubscribePage() {
  const { token } = getRouteApi('/unsubscribe/$token').useParams();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const texts = useSiteTexts();

  useEffect(() => {
    SubscribersService.unsubscribe({ token }).then(
      ({ message }) => setResult({ ok: true, text: message }),
      (error: unknown) => setResult({ ok: false, text: errorMessage(error) }),
    );
  }, [token]);

  return (
    <AccountCard title={texts.unsubscribeHeading}>
      <Stack>
        {result ? (
          <Alert color={result.ok ? 'teal' : 'red'} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Alert>
        ) : (
          <Loader role="status" aria-label="Unsubscribing" mx="auto" />
        )}
        <AnchorLink to="/" size="sm">
          {texts.goToHome}
        </AnchorLink>
      </Stack>
    </AccountCard>
  );
}
