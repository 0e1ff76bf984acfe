import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { AuthService, errorMessage } from '../../api/client';
import { PublicLayout } from '../../layout/PublicLayout';
import { safeRedirect } from '../../site/links';
import { useSetViewer } from '../../site/use-site';
import { emailError, passwordError } from './validation';

function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PublicLayout>
      <Container size={440} py={72}>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Title order={1} size="h2" mb="lg" ta="center">
            {title}
          </Title>
          {children}
        </Paper>
      </Container>
    </PublicLayout>
  );
}

interface Errors {
  email?: string | null;
  password?: string | null;
  form?: string | null;
}

function useCredentials() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const validate = () => {
    const found = { email: emailError(email), password: passwordError(password) };
    setErrors(found);
    return !found.email && !found.password;
  };
  return { email, setEmail, password, setPassword, errors, setErrors, validate };
}

function CredentialFields({ form }: { form: ReturnType<typeof useCredentials> }) {
  return (
    <>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(e) => form.setEmail(e.currentTarget.value)}
        error={form.errors.email}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        value={form.password}
        onChange={(e) => form.setPassword(e.currentTarget.value)}
        error={form.errors.password}
      />
    </>
  );
}

export function LoginPage() {
  const form = useCredentials();
  const [busy, setBusy] = useState(false);
  const setViewer = useSetViewer();
  const navigate = useNavigate();
  const { redirect } = useSearch({ strict: false }) as { redirect?: string };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    try {
      const session = await AuthService.login({ email: form.email, password: form.password });
      setViewer(session.viewer);
      await navigate({ href: safeRedirect(redirect) });
    } catch (error) {
      form.setErrors({ form: errorMessage(error) });
      setBusy(false);
    }
  }

  return (
    <AccountCard title="Log in">
      <form onSubmit={submit} noValidate>
        <Stack>
          <CredentialFields form={form} />
          {form.errors.form && (
            <Alert color="red" role="alert">
              {form.errors.form}
            </Alert>
          )}
          <Button type="submit" loading={busy} fullWidth>
            Log in
          </Button>
          <Anchor component={Link} to="/reset" size="sm">
            Forgot password?
          </Anchor>
          <Text size="sm">
            New here?{' '}
            <Anchor component={Link} to="/register">
              Sign Up
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AccountCard>
  );
}

export function RegisterPage() {
  const form = useCredentials();
  const [busy, setBusy] = useState(false);
  const setViewer = useSetViewer();
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    try {
      const session = await AuthService.register({ email: form.email, password: form.password });
      setViewer(session.viewer);
      await navigate({ to: '/' });
    } catch (error) {
      form.setErrors({ form: errorMessage(error) });
      setBusy(false);
    }
  }

  return (
    <AccountCard title="Create your account">
      <form onSubmit={submit} noValidate>
        <Stack>
          <CredentialFields form={form} />
          {form.errors.form && (
            <Alert color="red" role="alert">
              {form.errors.form}
            </Alert>
          )}
          <Button type="submit" loading={busy} fullWidth>
            Sign Up
          </Button>
          <Text size="sm">
            Already have an account?{' '}
            <Anchor component={Link} to="/login">
              Log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AccountCard>
  );
}

export function ResetPage() {
  const { token } = useSearch({ strict: false }) as { token?: string };
  return token ? <NewPasswordForm token={token} /> : <ForgotPasswordForm />;
}

function ForgotPasswordForm() {
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
      setDone((await AuthService.forgotPassword({ email })).message);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard title="Reset your password">
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
            <Anchor component={Link} to="/login" size="sm">
              Back to log in
            </Anchor>
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
      setDone((await AuthService.resetPassword({ token, password })).message);
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
