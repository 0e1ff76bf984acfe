import { Button, Code, Group, List, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { AccountService, errorMessage, withSession } from '../../api/client';
import { read } from '../../api/queries';
import { useSiteTexts } from '../../site/use-site';
import { currentPasswordError, Result, Section, type Outcome } from './AccountSection';

const twoFactorKey = ['account', 'two-factor'] as const;

/**
 * The account's second factor: set up an authenticator app (password, then the secret to add to
 * the app, then its first code), see the recovery codes once, and turn it off with the password.
 */
export function TwoFactorPanel() {
  const texts = useSiteTexts();
  const client = useQueryClient();
  const state = useQuery({ queryKey: twoFactorKey, queryFn: read(() => withSession(() => AccountService.getTwoFactor())) });
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const on = state.data?.totp === true;
  const [qr, setQr] = useState<{ uri: string; src: string } | null>(null);
  // The QR code is drawn in the browser from the otpauth:// address (qrcode, loaded on demand); the key stays as text beside it.
  useEffect(() => {
    if (!setup) return;
    let live = true;
    void import('qrcode').then(({ toString }) =>
      toString(setup.uri, { type: 'svg', margin: 1 }).then((svg) => {
        if (live) setQr({ uri: setup.uri, src: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}` });
      }),
    );
    return () => {
      live = false;
    };
  }, [setup]);

  async function run(work: () => Promise<void>) {
    setOutcome(null);
    setBusy(true);
    try {
      await work();
      await client.invalidateQueries({ queryKey: twoFactorKey });
    } catch (failure) {
      setOutcome({ ok: false, text: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  function withPassword(event: FormEvent, work: () => Promise<void>) {
    event.preventDefault();
    const error = currentPasswordError(password, texts);
    setPasswordError(error);
    if (!error) void run(work);
  }

  const start = (event: FormEvent) =>
    withPassword(event, async () => {
      setSetup(await withSession(() => AccountService.startTotp({ requestBody: { currentPassword: password } })));
      setPassword('');
    });
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await withSession(() => AccountService.confirmTotp({ requestBody: { code } }));
      setRecoveryCodes(answer.recoveryCodes);
      setSetup(null);
      setCode('');
    });
  };
  const disable = (event: FormEvent) =>
    withPassword(event, async () => {
      await withSession(() => AccountService.disableTwoFactor({ requestBody: { currentPassword: password } }));
      setPassword('');
      setRecoveryCodes(null);
      setOutcome({ ok: true, text: 'Two-factor sign-in is off.' });
    });
  const renew = () => {
    const error = currentPasswordError(password, texts);
    setPasswordError(error);
    if (error) return;
    void run(async () => {
      const answer = await withSession(() => AccountService.renewRecoveryCodes({ requestBody: { currentPassword: password } }));
      setRecoveryCodes(answer.recoveryCodes);
      setPassword('');
      setOutcome({ ok: true, text: 'New recovery codes are made; the earlier ones no longer work.' });
    });
  };

  const passwordField = (
    <PasswordInput
      label={texts.currentPasswordLabel}
      autoComplete="current-password"
      value={password}
      onChange={(event) => setPassword(event.currentTarget.value)}
      error={passwordError}
    />
  );

  return (
    <Section title={texts.twoFactorHeading}>
      <Stack>
        {state.data && (
          <Text size="sm" c="gray.7">
            {on
              ? `On: signing in asks for a code from your authenticator app, or one of your ${state.data?.recoveryCodesLeft ?? 0} recovery codes left.`
              : 'Off: a code from an authenticator app on your phone, asked for after your password, keeps your account safe if your password leaks.'}
          </Text>
        )}
        {recoveryCodes && (
          <Stack gap="xs" role="status">
            <Text size="sm" fw={600}>
              Your recovery codes, shown this once: each signs you in once if you lose your phone. Keep them somewhere safe.
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
        {setup ? (
          <form onSubmit={confirm} noValidate aria-label="Confirm the authenticator app">
            <Stack>
              <Text size="sm">Add this key to your authenticator app (or open the link on your phone), then enter the code it shows.</Text>
              {qr && qr.uri === setup.uri && <img src={qr.src} width={200} height={200} alt="QR code of the key below, for your authenticator app to scan" />}
              <Code block aria-label="The key, to type into the app">
                {setup.secret}
              </Code>
              <Text size="sm">
                <a href={setup.uri}>Open in an authenticator app</a>
              </Text>
              <TextInput label={texts.secondFactorLabel} autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.currentTarget.value)} />
              <Group>
                <Button type="submit" loading={busy}>
                  {texts.twoFactorConfirmButton}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          state.data && (
            <form onSubmit={on ? disable : start} noValidate>
              <Stack>
                {passwordField}
                <Group>
                  <Button type="submit" loading={busy} variant={on ? 'default' : 'filled'}>
                    {on ? texts.twoFactorDisableButton : texts.twoFactorStartButton}
                  </Button>
                  {(state.data.totp || state.data.recoveryCodesLeft > 0) && (
                    <Button type="button" variant="default" loading={busy} onClick={renew}>
                      New recovery codes
                    </Button>
                  )}
                </Group>
              </Stack>
            </form>
          )
        )}
        <Result outcome={outcome} />
      </Stack>
    </Section>
  );
}
