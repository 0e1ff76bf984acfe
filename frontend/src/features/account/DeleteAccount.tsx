import { Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { AccountService, errorMessage, withSession } from '../../api/client';
import { useSiteTexts } from '../../site/use-site';
import { currentPasswordError, Section } from './AccountSection';

/** Deleting the account for good, after a dialog that says what goes and what stays, and the password. */
export function DeleteAccount({ onDeleted }: { onDeleted: (message: string) => void }) {
  const texts = useSiteTexts();
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
    const problem = currentPasswordError(password, texts);
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
    <Section title={texts.deleteAccountHeading}>
      <Stack align="flex-start">
        <Text size="sm" c="gray.7">
          Your account goes for good, and you are signed out. Paid orders stay with us for our accounting, without your name, address or e-mail.
        </Text>
        <Button color="red.9" variant="outline" onClick={() => setOpened(true)}>
          {texts.deleteAccountButton}
        </Button>
      </Stack>
      <Modal opened={opened} onClose={close} title={texts.deleteAccountDialogHeading} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <List size="sm" spacing="xs">
              <List.Item>Paid orders stay with us for our accounting, with your name, address and e-mail removed.</List.Item>
              <List.Item>Unpaid and cancelled orders are deleted.</List.Item>
              <List.Item>Messages you sent us from this address are deleted.</List.Item>
              <List.Item>You can no longer log in; the address can be used to sign up again.</List.Item>
            </List>
            <Text size="sm">{texts.deleteAccountConfirmText}</Text>
            <PasswordInput
              label={texts.passwordLabel}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={error}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {texts.keepAccountButton}
              </Button>
              <Button type="submit" color="red.9" loading={busy}>
                {texts.deleteAccountButton}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Section>
  );
}
