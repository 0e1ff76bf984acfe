import { Button, Stack, Text } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { AuthService, errorMessage } from '../../api/client';
import { isDrawnReturnPath, isSitePath } from '../../site/links';
import { useHydrated } from '../../site/use-hydrated';
import { useSetViewer, useSiteTexts } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { AccountCard } from './AccountCard';
import { CredentialFields, FormError, useCredentials } from './credentials';

export function RegisterPage() {
  const texts = useSiteTexts();
  const form = useCredentials();
  const [busy, setBusy] = useState(false);
  const setViewer = useSetViewer();
  const navigate = useNavigate();
  // Signing up on the way to an order (pricing → order → log in → sign up) goes on to that order, now and from the confirmation link.
  const { redirect } = getRouteApi('/register').useSearch();
  const returnTo = isSitePath(redirect) ? redirect : undefined;
  // Drawn by the server with a plain return path only (LoginPage says why): any other, once hydrated.
  const hydrated = useHydrated();
  // Until then the button is off: sent by the browser itself, the form would go as a GET, the password in the address.

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    try {
      const session = await AuthService.register({ requestBody: { email: form.email, password: form.password, ...(returnTo ? { returnTo } : {}) } });
      setViewer(session.viewer);
      await (returnTo ? navigate({ href: returnTo }) : navigate({ to: '/' }));
    } catch (error) {
      form.setErrors({ form: errorMessage(error) });
      setBusy(false);
    }
  }

  return (
    <AccountCard title={texts.registerHeading}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <CredentialFields form={form} newPassword />
          <FormError message={form.errors.form} />
          <Button type="submit" loading={busy} disabled={!hydrated} fullWidth>
            {texts.registerButton}
          </Button>
          <Text size="sm">
            {texts.haveAccountText}{' '}
            <AnchorLink to="/login" search={returnTo && (hydrated || isDrawnReturnPath(returnTo)) ? { redirect: returnTo } : {}}>
              {texts.logInLink}
            </AnchorLink>
          </Text>
        </Stack>
      </form>
    </AccountCard>
  );
}
