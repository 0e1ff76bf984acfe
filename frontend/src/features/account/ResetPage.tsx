import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { AuthService, errorMessage } from '../../api/client';
import { useSetViewer, useSiteTexts } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { AccountCard } from './AccountCard';
import { emailError, passwordError } from './validation';

export function ResetPage() {
  const { token } = getRouteApi('/reset').useSearch();
  return token ? <NewPasswordForm token={token} /> : <ForgotPasswordForm />;
}

function ForgotPasswordForm() {
  const { resetHeading } = useSiteTexts();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailError(email);
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
    <AccountCard title={resetHeading}>
      {done ? (
        <Alert color="teal" role="status">
          {done}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" c="gray.7">
              Enter the e-mail of your account and we will send you a link to set a new password.
            </Text>
            <TextInput label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={error} />
            <Button type="submit" loading={busy} fullWidth>
              Send the link
            </Button>
            <AnchorLink to="/login" size="sm">
              Back to log in
            </AnchorLink>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setViewer = useSetViewer();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordError(password);
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
    <AccountCard title="Choose a new password">
      {done ? (
        <Stack>
          <Alert color="teal" role="status">
            {done}
          </Alert>
          <Button component={Link} to="/login">
            Log in
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={error}
            />
            <Button type="submit" loading={busy} fullWidth>
              Set new password
            </Button>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
