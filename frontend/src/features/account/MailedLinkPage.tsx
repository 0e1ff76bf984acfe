import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { AuthService, errorMessage, isStatus } from '../../api/client';
import { useSetViewer } from '../../site/use-site';
import { AccountCard } from './AccountCard';

/**
 * The password a link asks for when it is not opened where the account is signed in (the server
 * answers 403 with why): a new one (verification) or the account's own (address change).
 */
export interface PasswordStep {
  label: string;
  autoComplete: 'new-password' | 'current-password';
  /** a problem with what was typed, checked before sending */
  check: (password: string) => string | null;
}

/**
 * For a link that signs the visitor in or changes their account: once the server agreed, the
 * account is read again so the header and menus show it; passes the server's message on.
 */
export function useReadViewerAfter(): (message: string) => Promise<string> {
  const setViewer = useSetViewer();
  return async (message) => {
    const { viewer } = await AuthService.me();
    if (viewer) setViewer(viewer);
    return message;
  };
}

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
  passwordStep,
}: {
  token: string | undefined;
  title: string;
  intro: string;
  /** the button's label */
  action: string;
  /** what the page says when opened without a token */
  noToken: string;
  /** spends the token (with the password, once asked for); resolves to the server's message */
  confirm: (token: string, password?: string) => Promise<string>;
  footer: ReactNode;
  passwordStep?: PasswordStep;
}) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  /** why the server asks for a password; set once it has */
  const [asked, setAsked] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);

  async function act(event?: FormEvent) {
    event?.preventDefault();
    if (!token) return;
    if (asked !== null && passwordStep) {
      const problem = passwordStep.check(password);
      setPasswordError(problem);
      if (problem) return;
    }
    setBusy(true);
    try {
      setResult({ ok: true, text: await confirm(token, asked !== null ? password : undefined) });
    } catch (error) {
      if (passwordStep && isStatus(error, 403)) setAsked(errorMessage(error));
      else if (asked !== null && isStatus(error, 400)) setPasswordError(errorMessage(error));
      else setResult({ ok: false, text: errorMessage(error) });
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
        ) : token && asked !== null && passwordStep ? (
          <form onSubmit={act} noValidate>
            <Stack>
              <Text size="sm" c="gray.7">
                {asked}
              </Text>
              <PasswordInput
                label={passwordStep.label}
                autoComplete={passwordStep.autoComplete}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={passwordError}
              />
              <Button type="submit" loading={busy} fullWidth>
                {action}
              </Button>
            </Stack>
          </form>
        ) : token ? (
          <>
            <Text size="sm" c="gray.7">
              {intro}
            </Text>
            <Button onClick={() => void act()} loading={busy} fullWidth>
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
