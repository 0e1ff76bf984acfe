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
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChangePassword />
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
