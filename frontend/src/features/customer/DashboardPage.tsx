import { Alert, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthService, errorMessage, withSession } from '../../api/client';
import { useSetViewer, useSiteTexts, useViewer } from '../../site/use-site';
import { CustomerLayout } from './CustomerLayout';
import { OwnOrders } from './OwnOrders';
import { OwnRetainers } from '../subscriptions/OwnRetainers';
import { OwnProjects } from '../projects/OwnProjects';
import { accountQueries } from '../account/queries';
import { orderQueries } from '../orders/queries';

/** Until the address is confirmed, the dashboard says so and offers a new link. */
function ConfirmEmailNotice() {
  const texts = useSiteTexts();
  const me = useQuery(accountQueries.me());
  const [sent, setSent] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!me.data?.viewer || me.data.viewer.emailVerified) return null;
  // A function, not a string: an address may hold `$&`, which replace() would read as a pattern.
  const email = me.data.viewer.email;

  async function resend() {
    setBusy(true);
    try {
      setSent({ ok: true, text: (await withSession(() => AuthService.resendVerification())).message });
    } catch (error) {
      setSent({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Alert color="blue" title={texts.confirmEmailHeading} mb="lg">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{texts.confirmEmailText.replace('{email}', () => email)}</Text>
        {sent ? (
          <Text size="sm" c={sent.ok ? 'teal.9' : 'red.9'} role={sent.ok ? 'status' : 'alert'}>
            {sent.text}
          </Text>
        ) : (
          <Button size="xs" variant="white" onClick={resend} loading={busy}>
            {texts.confirmEmailResend}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function DashboardPage() {
  const viewer = useViewer();
  const setViewer = useSetViewer();
  const navigate = useNavigate();
  const spent = useQuery(orderQueries.totalSpent());
  const texts = useSiteTexts();

  async function signOut() {
    await AuthService.logout().catch(() => undefined);
    setViewer(null);
    await navigate({ to: '/' });
  }

  return (
    <CustomerLayout title={texts.dashboardHeading}>
      <ConfirmEmailNotice />
      <Group justify="space-between" mb="lg">
        <Text c="gray.7">
          {texts.signedInAs} {viewer?.email}
        </Text>
        <Button variant="default" onClick={signOut}>
          {texts.signOut}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mb="xl">
        {[
          { to: '/my-order', title: texts.ordersCardTitle, text: texts.ordersCardText },
          { to: '/', title: texts.homeCardTitle, text: texts.homeCardText },
          { to: '/contact', title: texts.contactCardTitle, text: texts.contactCardText },
          { to: '/account', title: texts.accountCardTitle, text: texts.accountCardText },
        ].map((card) => (
          <Card key={card.to} withBorder padding="lg" component={Link} to={card.to}>
            <Text fw={700}>{card.title}</Text>
            <Text size="sm" c="gray.7">
              {card.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Paper withBorder p="lg" mb="lg">
        <Text c="gray.7" size="sm">
          {texts.totalSpent}
        </Text>
        <Text fz={32} fw={800} c="brand.8" data-testid="total-spent">
          {spent.data?.formatted ?? '…'}
        </Text>
      </Paper>
      <OwnProjects />
      <OwnRetainers />
      <Title order={2} size="h3" mb="sm">
        {texts.myOrdersHeading}
      </Title>
      <OwnOrders path="/dashboard" pageSize={3} caption={texts.myOrdersHeading} />
    </CustomerLayout>
  );
}
