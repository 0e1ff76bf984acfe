import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { AuthService, errorMessage, type ViewerDto } from '../../api/client';
import { useHydrated } from '../../site/use-hydrated';
import { useSiteTexts } from '../../site/use-site';
import { FormError } from './credentials';

/**
 * The sign-in's second step, once the password was right on an account with two-factor sign-in:
 * the app's 6-digit code or a recovery code, sent with the token the first step answered.
 */
export function SecondFactorForm({
  token,
  methods = [],
  onSignedIn,
}: {
  token: string;
  methods?: string[];
  onSignedIn: (viewer: ViewerDto | null) => Promise<void>;
}) {
  const texts = useSiteTexts();
  const hydrated = useHydrated();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '') {
      setFieldError(texts.secondFactorRequired);
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const session = await AuthService.loginSecondFactor({ requestBody: { token, code: code.trim() } });
      await onSignedIn(session.viewer);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  /** One of the account's passkeys in place of a code (the WebAuthn helper loaded only now). */
  async function withPasskey() {
    setError(null);
    setBusy(true);
    try {
      const { options } = await AuthService.startPasskeySecondFactor({ requestBody: { token } });
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const response = await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
      const session = await AuthService.loginSecondFactorPasskey({ requestBody: { token, response } });
      await onSignedIn(session.viewer);
    } catch (failure) {
      setError(
        failure instanceof Error && failure.name === 'NotAllowedError'
          ? 'The passkey prompt was closed or timed out. Try again, or enter a code.'
          : errorMessage(failure),
      );
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>{texts.secondFactorIntro}</Text>
        <TextInput
          label={texts.secondFactorLabel}
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={fieldError}
        />
        <FormError message={error} />
        <Button type="submit" loading={busy} disabled={!hydrated} fullWidth>
          {texts.secondFactorButton}
        </Button>
        {methods.includes('passkey') && (
          <Button type="button" variant="default" loading={busy} disabled={!hydrated} fullWidth onClick={() => void withPasskey()}>
            Use a passkey instead
          </Button>
        )}
      </Stack>
    </form>
  );
}
