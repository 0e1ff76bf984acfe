// The confirmation modal's styles, loaded with this page only (the public bundle has no modal).
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSetViewer, useSiteTexts, useViewer } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { CustomerLayout } from '../customer/CustomerLayout';
import { Section } from './AccountSection';
import { ChangeEmail, ChangePassword } from './ChangeCredentials';
import { DeleteAccount } from './DeleteAccount';
import { TwoFactorPanel } from './TwoFactorPanel';
import { PASSWORD_RULE_TEXTS } from './validation';
import { AuthService } from '../../api/client';
import { PasskeysPanel } from './PasskeysPanel';

function DownloadData() {
  const texts = useSiteTexts();
  return (
    <Section title={texts.downloadDataHeading}>
      <Stack align="flex-start">
        <Text size="sm" c="gray.7">
          One JSON file with your account, your orders and their payments, and the messages you sent us from this address.
        </Text>
        <Button component="a" href="/api/account/export" download="my-data.json" variant="light">
          {texts.downloadDataButton}
        </Button>
      </Stack>
    </Section>
  );
}

export function AccountPage() {
  const viewer = useViewer();
  const setViewer = useSetViewer();
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState<string | null>(null);
  const texts = useSiteTexts();
  // A member asked for a new password: once it is set the back office opens, and the navigation says so.
  const refreshViewer = async () => {
    if (viewer?.mustChangePassword) setViewer((await AuthService.me()).viewer);
  };

  if (deleted) {
    return (
      <CustomerLayout title={texts.accountHeading}>
        <Alert color="teal" role="status" title={deleted}>
          <Text size="sm">{texts.accountDeletedText}</Text>
          <Anchor component="button" size="sm" mt="xs" onClick={() => void navigate({ to: '/' })}>
            {texts.backToHome}
          </Anchor>
        </Alert>
      </CustomerLayout>
    );
  }

  return (
    <CustomerLayout title={texts.accountHeading}>
      <Group justify="space-between" mb="lg">
        <Text c="gray.7">
          {texts.signedInAs} {viewer?.email}
        </Text>
        <AnchorLink to="/dashboard">{texts.backToDashboard}</AnchorLink>
      </Group>
      {viewer?.isAdmin && viewer.mustChangePassword && (
        <Alert color="orange" role="status" mb="lg" title={PASSWORD_RULE_TEXTS.newPasswordStep}>
          <Text size="sm">{PASSWORD_RULE_TEXTS.mustChange}</Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChangePassword staff={viewer?.isAdmin === true} onChanged={refreshViewer} />
        <TwoFactorPanel />
        <PasskeysPanel />
        <ChangeEmail current={viewer?.email ?? ''} />
        <DownloadData />
        <DeleteAccount
          onDeleted={(message) => {
            setDeleted(message);
            setViewer(null);
          }}
        />
      </SimpleGrid>
    </CustomerLayout>
  );
}
