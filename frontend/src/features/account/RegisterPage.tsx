import { Button, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { AuthService, errorMessage } from '../../api/client';
import { useSetViewer, useSiteTexts } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { AccountCard } from './AccountCard';
import { CredentialFields, FormError, useCredentials } from './credentials';

export function RegisterPage() {
  const { registerHeading } = useSiteTexts();
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
    <AccountCard title={registerHeading}>
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
