import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client';
import { AccountCard } from './AccountCard';

/**
 * A page a mailed link opens (confirm an address, a new address, a subscription). Acting takes a
 * click, so mail scanners that open links change nothing; the answer replaces the button.
 */
export function MailedLinkPage({
  token,
  title,
  intro,
  action,
  noToken,
  confirm,
  footer,
}: {
  token: string | undefined;
  title: string;
  intro: string;
  /** the button's label */
  action: string;
  /** what the page says when opened without a token */
  noToken: string;
  /** spends the token; resolves to the server's message */
  confirm: (token: string) => Promise<string>;
  footer: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function act() {
    if (!token) return;
    setBusy(true);
    try {
      setResult({ ok: true, text: await confirm(token) });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard title={title}>
      <Stack>
        {result ? (
          <Alert color={result.ok ? 'teal' : 'red'} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Alert>
        ) : token ? (
          <>
            <Text size="sm" c="gray.7">
              {intro}
            </Text>
            <Button onClick={act} loading={busy} fullWidth>
              {action}
            </Button>
          </>
        ) : (
          <Alert color="yellow" role="alert">
            {noToken}
          </Alert>
        )}
        {footer}
      </Stack>
    </AccountCard>
  );
}
