import { Alert, Button, Container, Loader, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { AnchorLink } from '../../ui/links';
import { AuthService, errorMessage } from '../../api/client';
import { PublicLayout } from '../../layout/PublicLayout';
import { safeRedirect } from '../../site/links';
import { useSetViewer } from '../../site/use-site';
import { QueryArea } from '../../ui/QueryArea';
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

function CredentialFields({ form, newPassword = false }: { form: ReturnType<typeof useCredentials>; newPassword?: boolean }) {
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
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        value={form.password}
        onChange={(e) => form.setPassword(e.currentTarget.value)}
        error={form.errors.password}
      />
    </>
  );
}

/** Why the server refused the form, when it did. */
function FormError({ message }: { message?: string | null }) {
  return message ? (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  ) : null;
}

export function LoginPage() {
  const form = useCredentials();
  const [busy, setBusy] = useState(false);
  const setViewer = useSetViewer();
  const navigate = useNavigate();
  const { redirect } = getRouteApi('/login').useSearch();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    try {
      const session = await AuthService.login({ requestBody: { email: form.email, password: form.password } });
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
          <FormError message={form.errors.form} />
          <Button type="submit" loading={busy} fullWidth>
            Log in
          </Button>
          <AnchorLink to="/reset" size="sm">
            Forgot password?
          </AnchorLink>
          <Text size="sm">
            New here? <AnchorLink to="/register">Sign Up</AnchorLink>
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
      const session = await AuthService.register({ requestBody: { email: form.email, password: form.password } });
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
          <CredentialFields form={form} newPassword />
          <FormError message={form.errors.form} />
          <Button type="submit" loading={busy} fullWidth>
            Sign Up
          </Button>
          <Text size="sm">
            Already have an account? <AnchorLink to="/login">Log in</AnchorLink>
          </Text>
        </Stack>
      </form>
    </AccountCard>
  );
}

export function ResetPage() {
  const { token } = getRouteApi('/reset').useSearch();
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
      setDone((await AuthService.forgotPassword({ requestBody: { email } })).message);
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

/**
 * First-run setup: the server printed a link with a one-time token (also kept in the data folder's
 * setup-link file). Its holder creates the first Admin account here.
 */
export function SetupPage() {
  return (
    <QueryArea>
      <SetupForm />
    </QueryArea>
  );
}

function SetupForm() {
  const { token } = getRouteApi('/setup').useSearch();
  const check = useQuery({
    queryKey: ['setup-link', token],
    queryFn: () => (token ? AuthService.checkSetup({ requestBody: { token } }) : Promise.resolve({ valid: false })),
    retry: false,
  });
  const form = useCredentials();
  const [busy, setBusy] = useState(false);
  const setViewer = useSetViewer();
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate() || !token) return;
    setBusy(true);
    try {
      const session = await AuthService.completeSetup({ requestBody: { token, email: form.email, password: form.password } });
      setViewer(session.viewer);
      await navigate({ to: '/admin' });
    } catch (error) {
      form.setErrors({ form: errorMessage(error) });
      setBusy(false);
    }
  }

  let content: ReactNode;
  if (check.isPending) content = <Loader aria-label="Checking the setup link" mx="auto" display="block" />;
  else if (!check.data?.valid)
    content = (
      <Alert color="yellow" role="alert" title="This setup link cannot be used">
        Open the setup link the server printed when it started; it is also kept in the file setup-link in the server's data folder. A link works once: when the
        site has an Admin, please <AnchorLink to="/login">log in</AnchorLink>.
      </Alert>
    );
  else
    content = (
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="gray.7">
            Create the account that runs this site. It becomes the first Admin; you can add others from the back office.
          </Text>
          <CredentialFields form={form} newPassword />
          <FormError message={form.errors.form} />
          <Button type="submit" loading={busy} fullWidth>
            Create the Admin account
          </Button>
        </Stack>
      </form>
    );
  return <AccountCard title="Set up your site">{content}</AccountCard>;
}

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
