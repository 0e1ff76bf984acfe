// The confirmation modal's styles, loaded with this page only (the public bundle has no modal).
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Alert, Anchor, Button, Group, List, Modal, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { AccountService, errorMessage, withSession } from '../../api/client';
import { useSetViewer, useViewer } from '../../site/use-site';
import { TEXTS } from '../../texts';
import { AnchorLink } from '../../ui/links';
import { CustomerLayout } from '../customer/CustomerLayout';
import { emailError, passwordError } from './validation';

type Outcome = { ok: boolean; text: string } | null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Result({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <Alert color={outcome.ok ? 'teal' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </Alert>
  );
}

/** The current password, asked again before any change: the server refuses without it. */
const currentPasswordError = (password: string) => (password ? null : TEXTS.passwordRequired);

function ChangePassword() {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<{ currentPassword?: string | null; newPassword?: string | null }>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { currentPassword: currentPasswordError(values.currentPassword), newPassword: passwordError(values.newPassword) };
    setErrors(found);
    setOutcome(null);
    if (found.currentPassword || found.newPassword) return;
    setBusy(true);
    try {
      const { message } = await withSession(() => AccountService.changePassword({ requestBody: values }));
      setOutcome({ ok: true, text: message });
      setValues({ currentPassword: '', newPassword: '' });
    } catch (failure) {
      setOutcome({ ok: false, text: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title="Change password">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="gray.7">
            Every other device signed in to your account is signed out; you stay signed in here.
          </Text>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(e) => setValues({ ...values, currentPassword: e.currentTarget.value })}
            error={errors.currentPassword}
          />
          <PasswordInput
            label="New password"
            description="At least 6 characters"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(e) => setValues({ ...values, newPassword: e.currentTarget.value })}
            error={errors.newPassword}
          />
          <Result outcome={outcome} />
          <Group>
            <Button type="submit" loading={busy}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function ChangeEmail({ current }: { current: string }) {
  const [values, setValues] = useState({ newEmail: '', currentPassword: '' });
  const [errors, setErrors] = useState<{ newEmail?: string | null; currentPassword?: string | null }>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const newEmail = values.newEmail.trim().toLowerCase();
    const found = {
      newEmail: emailError(newEmail) ?? (newEmail === current ? 'This is the address your account uses already.' : null),
      currentPassword: currentPasswordError(values.currentPassword),
    };
    setErrors(found);
    setOutcome(null);
    if (found.newEmail || found.currentPassword) return;
    setBusy(true);
    try {
      const { message } = await withSession(() => AccountService.requestEmailChange({ requestBody: { newEmail, currentPassword: values.currentPassword } }));
      setOutcome({ ok: true, text: message });
      setValues({ newEmail: '', currentPassword: '' });
    } catch (failure) {
      setOutcome({ ok: false, text: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title="Change e-mail">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="gray.7">
            Your account uses {current}. We send a link to the new address; your account moves there, with your orders, once you open it.
          </Text>
          <TextInput
            label="New e-mail address"
            type="email"
            autoComplete="email"
            value={values.newEmail}
            onChange={(e) => setValues({ ...values, newEmail: e.currentTarget.value })}
            error={errors.newEmail}
          />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(e) => setValues({ ...values, currentPassword: e.currentTarget.value })}
            error={errors.currentPassword}
          />
          <Result outcome={outcome} />
          <Group>
            <Button type="submit" loading={busy}>
              Send the link
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function DownloadData() {
  return (
    <Section title="Download my data">
      <Stack align="flex-start">
        <Text size="sm" c="gray.7">
          One JSON file with your account, your orders and their payments, and the messages you sent us from this address.
        </Text>
        <Button component="a" href="/api/account/export" download="my-data.json" variant="light">
          Download my data
        </Button>
      </Stack>
    </Section>
  );
}

function DeleteAccount({ onDeleted }: { onDeleted: (message: string) => void }) {
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setOpened(false);
    setPassword('');
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = currentPasswordError(password);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const { message } = await withSession(() => AccountService.deleteAccount({ requestBody: { currentPassword: password } }));
      setOpened(false);
      onDeleted(message);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title="Delete my account">
      <Stack align="flex-start">
        <Text size="sm" c="gray.7">
          Your account goes for good, and you are signed out. Paid orders stay with us for our accounting, without your name, address or e-mail.
        </Text>
        <Button color="red.9" variant="outline" onClick={() => setOpened(true)}>
          Delete my account
        </Button>
      </Stack>
      <Modal opened={opened} onClose={close} title="Delete your account?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <List size="sm" spacing="xs">
              <List.Item>Paid orders stay with us for our accounting, with your name, address and e-mail removed.</List.Item>
              <List.Item>Unpaid and cancelled orders are deleted.</List.Item>
              <List.Item>Messages you sent us from this address are deleted.</List.Item>
              <List.Item>You can no longer log in; the address can be used to sign up again.</List.Item>
            </List>
            <Text size="sm">This cannot be undone. Enter your password to confirm.</Text>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={error}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Keep my account
              </Button>
              <Button type="submit" color="red.9" loading={busy}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Section>
  );
}

export function AccountPage() {
  const viewer = useViewer();
  const setViewer = useSetViewer();
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState<string | null>(null);

  if (deleted) {
    return (
      <CustomerLayout title="Your account">
        <Alert color="teal" role="status" title={deleted}>
          <Text size="sm">Thank you for having been with us.</Text>
          <Anchor component="button" size="sm" mt="xs" onClick={() => void navigate({ to: '/' })}>
            Back to the home page
          </Anchor>
        </Alert>
      </CustomerLayout>
    );
  }

  return (
    <CustomerLayout title="Your account">
      <Group justify="space-between" mb="lg">
        <Text c="gray.7">Signed in as {viewer?.email}</Text>
        <AnchorLink to="/dashboard">Back to your dashboard</AnchorLink>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChangePassword />
        <ChangeEmail current={viewer?.email ?? ''} />
        <DownloadData />
        <DeleteAccount
          onDeleted={(message) => {
            setDeleted(message);
            setViewer(null);
          }}
        />
      </SimpleGrid>
    </CustomerLayout>
  );
}
