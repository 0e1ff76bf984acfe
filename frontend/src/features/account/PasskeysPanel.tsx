import { Button, Code, Group, List, PasswordInput, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AccountService, errorMessage, withSession } from '../../api/client';
import { read } from '../../api/queries';
import { useSiteTexts } from '../../site/use-site';
import { currentPasswordError, Result, Section, type Outcome } from './AccountSection';

const passkeysKey = ['account', 'passkeys'] as const;

/**
 * The account's passkeys: add one (the password, a name, then the device's own prompt), see each
 * with when it was last used, and remove one with the password. The WebAuthn helper is loaded only
 * when a passkey is added, so the account page does not carry it otherwise.
 */
export function PasskeysPanel() {
  const texts = useSiteTexts();
  const client = useQueryClient();
  const list = useQuery({ queryKey: passkeysKey, queryFn: read(() => withSession(() => AccountService.getPasskeys())) });
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setOutcome(null);
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      setOutcome({
        ok: false,
        text:
          failure instanceof Error && failure.name === 'NotAllowedError'
            ? 'The passkey was not made: the device’s prompt was closed or timed out.'
            : errorMessage(failure),
      });
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: passkeysKey });
      await client.invalidateQueries({ queryKey: ['account', 'two-factor'] });
    }
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const error = currentPasswordError(password, texts);
    const missingName = name.trim() === '' ? 'Give the passkey a name, such as the device it is on.' : null;
    setPasswordError(error);
    setNameError(missingName);
    if (error || missingName) return;
    void run(async () => {
      const { options } = await withSession(() => AccountService.startPasskey({ requestBody: { currentPassword: password } }));
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'] });
      const added = await withSession(() => AccountService.addPasskey({ requestBody: { name: name.trim(), response } }));
      setRecoveryCodes(added.recoveryCodes ?? null);
      setPassword('');
      setName('');
      setOutcome({ ok: true, text: `The passkey “${added.passkey.name}” is added.` });
    });
  }

  function remove(id: string, label: string) {
    const error = currentPasswordError(password, texts);
    setPasswordError(error);
    if (error) return;
    void run(async () => {
      await withSession(() => AccountService.removePasskey({ id, requestBody: { currentPassword: password } }));
      setPassword('');
      setOutcome({ ok: true, text: `The passkey “${label}” is removed.` });
    });
  }

  const passkeys = list.data ?? [];
  return (
    <Section title="Passkeys">
      <Stack>
        <Text size="sm" c="gray.7">
          A passkey signs you in with your device’s screen lock or security key, without a password, and stands in for a code after your password.
        </Text>
        {passkeys.length > 0 && (
          <Table aria-label="Your passkeys">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {passkeys.map((passkey) => (
                <Table.Tr key={passkey.id}>
                  <Table.Td>{passkey.name}</Table.Td>
                  <Table.Td>{passkey.lastUsedAt ? new Date(passkey.lastUsedAt).toLocaleString() : 'Never'}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="default" onClick={() => remove(passkey.id, passkey.name)} aria-label={`Remove the passkey ${passkey.name}`}>
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {recoveryCodes && (
          <Stack gap="xs" role="status">
            <Text size="sm" fw={600}>
              Your recovery codes, shown this once: each signs you in once if you lose your passkeys. Keep them somewhere safe.
            </Text>
            <List size="sm" aria-label="Recovery codes">
              {recoveryCodes.map((recovery) => (
                <List.Item key={recovery}>
                  <Code>{recovery}</Code>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <form onSubmit={add} noValidate aria-label="Add a passkey">
          <Stack>
            <TextInput
              label="Passkey name"
              placeholder="Work laptop"
              maxLength={60}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={nameError}
            />
            <PasswordInput
              label={texts.currentPasswordLabel}
              description="Asked again to add or remove a passkey."
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={passwordError}
            />
            <Group>
              <Button type="submit" loading={busy}>
                Add a passkey
              </Button>
            </Group>
          </Stack>
        </form>
        <Result outcome={outcome} />
      </Stack>
    </Section>
  );
}
