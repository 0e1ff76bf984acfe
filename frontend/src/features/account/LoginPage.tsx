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
  const [challenge, setChallenge] = useState<string | null>(null);

  async function signedIn(viewer: Parameters<typeof setViewer>[0]) {
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
        setChallenge(session.secondFactor.token);
        setBusy(false);
        return;
      }
      await signedIn(session.viewer);
    } catch (error) {
      form.setErrors({ form: errorMessage(error) });
      setBusy(false);
    }
  }

  if (challenge) {
    return (
      <AccountCard title={texts.loginHeading}>
        <SecondFactorForm token={challenge} onSignedIn={signedIn} />
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
