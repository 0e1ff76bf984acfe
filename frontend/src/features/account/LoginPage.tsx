import { Button, Stack, Text } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { AuthService, errorMessage } from '../../api/client';
import { isDrawnReturnPath, isSitePath, safeRedirect } from '../../site/links';
import { useHydrated } from '../../site/use-hydrated';
import { useSetViewer, useSiteTexts } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { AccountCard } from './AccountCard';
import { CredentialFields, FormError, useCredentials } from './credentials';
import { SecondFactorForm } from './SecondFactorForm';
import { ChangePassword } from './ChangeCredentials';
import { PASSWORD_RULE_TEXTS } from './validation';

export function LoginPage() {
  const texts = useSiteTexts();
  const form = useCredentials();
  const [busy, setBusy] = useState(false);
  const setViewer = useSetViewer();
  const navigate = useNavigate();
  const { redirect } = getRouteApi('/login').useSearch();
  // The server draws /login with a plain return path only (entry-server's pageAddress), so the
  // sign-up link takes any other only once hydrated: the same markup on both sides.
  const hydrated = useHydrated();
  // Set once the password was right on an account that asks for a second factor.
  const [challenge, setChallenge] = useState<{ token: string; methods: string[] } | null>(null);

  // Set once a member of the team signed in with a password older than the team's rule: they choose a new one here.
  const [renewal, setRenewal] = useState<{ current?: string } | null>(null);

  async function signedIn(viewer: Parameters<typeof setViewer>[0], withPassword = true) {
    setViewer(viewer);
    if (viewer?.isAdmin && viewer.mustChangePassword) {
      setRenewal({ current: withPassword ? form.password : undefined });
      setBusy(false);
      return;
    }
    await navigate({ href: safeRedirect(redirect) });
  }

  async function renewed() {
    const { viewer } = await AuthService.me();
    setViewer(viewer);
    await navigate({ href: safeRedirect(redirect) });
  }
  // Until then the button is off: sent by the browser itself, the form would go as a GET, the password in the address.

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    try {
      const session = await AuthService.login({ requestBody: { email: form.email, password: form.password } });
      if (session.secondFactor) {
        setChallenge({ token: session.secondFactor.token, methods: session.secondFactor.methods });
        setBusy(false);
        return;
      }
      await signedIn(session.viewer);
    } catch (error) {
      form.setErrors({ form: errorMessage(error) });
      setBusy(false);
    }
  }

  /** A password-less sign-in with a passkey this device holds (the WebAuthn helper loaded only now). */
  async function withPasskey() {
    form.setErrors({});
    setBusy(true);
    try {
      const { options } = await AuthService.startPasskeySignIn();
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const response = await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
      await signedIn((await AuthService.signInWithPasskey({ requestBody: { response } })).viewer, false);
    } catch (error) {
      form.setErrors({
        form:
          error instanceof Error && error.name === 'NotAllowedError' ? 'The passkey prompt was closed or timed out. Please try again.' : errorMessage(error),
      });
      setBusy(false);
    }
  }

  if (renewal) {
    return (
      <AccountCard title={PASSWORD_RULE_TEXTS.newPasswordStep}>
        <Stack>
          <Text size="sm">{PASSWORD_RULE_TEXTS.mustChange}</Text>
          <ChangePassword staff knownCurrent={renewal.current} onChanged={renewed} />
        </Stack>
      </AccountCard>
    );
  }

  if (challenge) {
    return (
      <AccountCard title={texts.loginHeading}>
        <SecondFactorForm token={challenge.token} methods={challenge.methods} onSignedIn={signedIn} />
      </AccountCard>
    );
  }

  return (
    <AccountCard title={texts.loginHeading}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <CredentialFields form={form} />
          <FormError message={form.errors.form} />
          <Button type="submit" loading={busy} disabled={!hydrated} fullWidth>
            {texts.loginButton}
          </Button>
          <Button type="button" variant="default" loading={busy} disabled={!hydrated} fullWidth onClick={() => void withPasskey()}>
            Sign in with a passkey
          </Button>
          <AnchorLink to="/reset" size="sm">
            {texts.forgotPasswordLink}
          </AnchorLink>
          <Text size="sm">
            {texts.newHereText}{' '}
            <AnchorLink to="/register" search={isSitePath(redirect) && (hydrated || isDrawnReturnPath(redirect)) ? { redirect } : {}}>
              {texts.signUpLink}
            </AnchorLink>
          </Text>
        </Stack>
      </form>
    </AccountCard>
  );
}
