import { Button, Code, Group, List, PasswordInput, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AccountService, errorMessage, withSession } from '../../api/client';
import { read } from '../../api/queries';
import { useSiteTexts } from '../../site/use-site';
import { currentPasswordError, Result, Section, type Outcome } from './AccountSection';

const passkeysKey = ['account', 'passkeys'] as const;
const NAME_REQUIRED = 'Give the passkey a name, such as the device it is on.';

/**
 * The account's passkeys: add one (the password, a name, then the device's own prompt), see each
 * with when it was last used, rename one, and remove one with the password. The WebAuthn helper is loaded only
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
  // The passkey whose name is being changed, and the name typed so far.
  const [renaming, setRenaming] = useState<{ id: string; name: string; error: string | null } | null>(null);

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
    const missingName = name.trim() === '' ? NAME_REQUIRED : null;
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

  /** A new name only: nothing about the passkey itself changes, so the password is not asked. */
  function rename(event: FormEvent) {
    event.preventDefault();
    if (!renaming) return;
    const name = renaming.name.trim();
    if (name === '') {
      setRenaming({ ...renaming, error: NAME_REQUIRED });
      return;
    }
    void run(async () => {
      const renamed = await withSession(() => AccountService.renamePasskey({ id: renaming.id, requestBody: { name } }));
      setRenaming(null);
      setOutcome({ ok: true, text: `The passkey is renamed “${renamed.name}”.` });
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
                  <Table.Td>
                    {renaming?.id === passkey.id ? (
                      <form onSubmit={rename} noValidate aria-label={`Rename the passkey ${passkey.name}`}>
                        <Group gap="xs" align="flex-start">
                          <TextInput
                            size="xs"
                            aria-label="New name"
                            maxLength={60}
                            value={renaming.name}
                            onChange={(event) => setRenaming({ ...renaming, name: event.currentTarget.value, error: null })}
                            error={renaming.error}
                          />
                          <Button size="xs" type="submit" loading={busy}>
                            Save
                          </Button>
                          <Button size="xs" variant="default" onClick={() => setRenaming(null)}>
                            Cancel
                          </Button>
                        </Group>
                      </form>
                    ) : (
                      passkey.name
                    )}
                  </Table.Td>
                  <Table.Td>{passkey.lastUsedAt ? new Date(passkey.lastUsedAt).toLocaleString() : 'Never'}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {renaming?.id !== passkey.id && (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setRenaming({ id: passkey.id, name: passkey.name, error: null })}
                          aria-label={`Rename the passkey ${passkey.name}`}
                        >
                          Rename
                        </Button>
                      )}
                      <Button size="xs" variant="default" onClick={() => remove(passkey.id, passkey.name)} aria-label={`Remove the passkey ${passkey.name}`}>
                        Remove
                      </Button>
                    </Group>
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
