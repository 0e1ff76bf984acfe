import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { AuthService, errorMessage } from '../../api/client';
import { useSetViewer } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { QueryArea } from '../../ui/QueryArea';
import { AccountCard } from './AccountCard';
import { CredentialFields, FormError, useCredentials } from './credentials';
import { accountQueries } from './queries';
import { PASSWORD_RULE_TEXTS } from './validation';

/**
 * First-run setup: the server printed a link with a one-time token (also kept in the data folder's
 * setup-link file). Its holder creates the first Admin account here.
 */
export function SetupPage() {
  return (
    <QueryArea>
      <SetupForm />
    </QueryArea>
  );
}

function SetupForm() {
  const { token } = getRouteApi('/setup').useSearch();
  const check = useQuery(accountQueries.setupLink(token));
  // The first Admin is a member of the team: the team's password rule, as the server holds it.
  const form = useCredentials({ staff: true });
  const [busy, setBusy] = useState(false);
  const setViewer = useSetViewer();
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate() || !token) return;
    setBusy(true);
    try {
      const session = await AuthService.completeSetup({ requestBody: { token, email: form.email, password: form.password } });
      setViewer(session.viewer);
      await navigate({ to: '/admin' });
    } catch (error) {
      form.setErrors({ form: errorMessage(error) });
      setBusy(false);
    }
  }

  let content: ReactNode;
  if (check.isPending) content = <Loader role="status" aria-label="Checking the setup link" mx="auto" display="block" />;
  else if (!check.data?.valid)
    content = (
      <Alert color="yellow" role="alert" title="This setup link cannot be used">
        Open the setup link the server printed when it started; it is also kept in the file setup-link in the server's data folder. A link works once: when the
        site has an Admin, please <AnchorLink to="/login">log in</AnchorLink>.
      </Alert>
    );
  else
    content = (
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="gray.7">
            Create the account that runs this site. It becomes the first Admin; you can add others from the back office.
          </Text>
          <CredentialFields form={form} newPassword hint={PASSWORD_RULE_TEXTS.staffHint} />
          <FormError message={form.errors.form} />
          <Button type="submit" loading={busy} fullWidth>
            Create the Admin account
          </Button>
        </Stack>
      </form>
    );
  return <AccountCard title="Set up your site">{content}</AccountCard>;
}
