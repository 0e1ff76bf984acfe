import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { AuthService, errorMessage } from '../../api/client';
import { useSetViewer, useSiteTexts } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { AccountCard } from './AccountCard';
import { emailError, passwordError } from './validation';
import { useHydrated } from '../../site/use-hydrated';

export function ResetPage() {
  const { token } = getRouteApi('/reset').useSearch();
  return token ? <NewPasswordForm token={token} /> : <ForgotPasswordForm />;
}

function ForgotPasswordForm() {
  const texts = useSiteTexts();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Sent by the browser before the script runs, the form would go as a GET, its fields in the address.
  const hydrated = useHydrated();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailError(email, texts);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      setDone((await AuthService.forgotPassword({ requestBody: { email } })).message);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard title={texts.resetHeading}>
      {done ? (
        <Alert color="teal" role="status">
          {done}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" c="gray.7">
              {texts.resetIntro}
            </Text>
            <TextInput
              label={texts.emailLabel}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={error}
            />
            <Button type="submit" loading={busy} disabled={!hydrated} fullWidth>
              {texts.resetButton}
            </Button>
            <AnchorLink to="/login" size="sm">
              {texts.backToLogin}
            </AnchorLink>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const texts = useSiteTexts();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Sent by the browser before the script runs, the form would go as a GET, its fields in the address.
  const hydrated = useHydrated();
  const setViewer = useSetViewer();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordError(password, texts);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      setDone((await AuthService.resetPassword({ requestBody: { token, password } })).message);
      setViewer(null);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard title={texts.newPasswordHeading}>
      {done ? (
        <Stack>
          <Alert color="teal" role="status">
            {done}
          </Alert>
          <Button component={Link} to="/login">
            {texts.logInLink}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <PasswordInput
              label={texts.newPasswordLabel}
              description={texts.newPasswordHint}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={error}
            />
            <Button type="submit" loading={busy} disabled={!hydrated} fullWidth>
              {texts.setPasswordButton}
            </Button>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
