import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/notifications/styles.css';
import { Alert, AppShell, Badge, Burger, Button, Container, Group, NavLink, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { Link, useMatches, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AuthService, MessagesService } from '../../api/client';
import { useSetViewer, useViewer } from '../../site/use-site';
import { TEXTS } from '../../texts';
import { useRemote } from '../../ui/use-remote';
import { RECORD_EDITORS, SECTION_PAGES } from './admin-routes';
import {
  MessageView,
  MessagesPage,
  OrdersPage,
  Panel,
  PaymentStatusPage,
  PaypalEmailPage,
  PricingEditor,
  PricingList,
  SettingsHub,
  SubscribersPage,
  UserEditPage,
  UsersPage,
} from './OperationScreens';
import { RecordEditor, SectionPage } from './SectionScreens';

/** Which screen a back-office route shows. */
function screenFor(routeId: string, params: Record<string, string>): ReactNode {
  const id = params.id ?? params.aboutId ?? '';
  const path = routeId.replace(/\/$/, '') || '/';
  if (SECTION_PAGES[path]) return <SectionPage path={path} />;
  if (RECORD_EDITORS[path]) return <RecordEditor key={id} sectionKey={RECORD_EDITORS[path]} id={id} />;
  switch (path) {
    case '/admin':
      return <Panel />;
    case '/setting':
      return <SettingsHub />;
    case '/total-orders':
      return <OrdersPage />;
    case '/admin/payment-status/$id':
      return <PaymentStatusPage key={id} id={id} />;
    case '/all-messages':
      return <MessagesPage />;
    case '/view/$id':
      return <MessageView key={id} id={id} />;
    case '/all-subscriber':
      return <SubscribersPage />;
    case '/add-user':
      return <UsersPage />;
    case '/admin-user/$id':
      return <UserEditPage key={id} id={id} />;
    case '/paypal-email/$id':
      return <PaypalEmailPage key={id} id={id} />;
    case '/add-paypal-Email':
      return <PaypalEmailPage />;
    case '/add-pricing':
      return <PricingList />;
    case '/package-edit/$id':
      return <PricingEditor key={id} id={id} />;
    default:
      return <Text>Nothing here yet.</Text>;
  }
}

function AdminNavigation({ onNavigate }: { onNavigate: () => void }) {
  const counts = useRemote(() => MessagesService.getMessageCounts(), []);
  const items: [string, string, ReactNode?][] = [
    ['/admin', 'Panel'],
    ['/setting', 'Site settings'],
    ['/total-orders', 'Orders'],
    [
      '/all-messages',
      'Messages',
      counts.data && counts.data.unread > 0 ? (
        <Badge size="sm" circle aria-label={`${counts.data.unread} unread`}>
          {counts.data.unread}
        </Badge>
      ) : undefined,
    ],
    ['/all-subscriber', 'Subscribers'],
    ['/add-user', 'Admin users'],
    ['/add-pricing', 'Pricing'],
    ['/add-paypal-Email', 'Payment e-mail'],
    ['/', 'View site'],
  ];
  return (
    <>
      {items.map(([to, label, badge]) => (
        <NavLink key={to} component={Link} to={to} label={label} rightSection={badge} onClick={onNavigate} activeOptions={{ exact: true }} />
      ))}
    </>
  );
}

export function AdminScreen() {
  const viewer = useViewer();
  const setViewer = useSetViewer();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  const match = useMatches({ select: (matches) => matches[matches.length - 1] });
  const routeId = match.routeId as string;

  async function signOut() {
    await AuthService.logout().catch(() => undefined);
    setViewer(null);
    await navigate({ to: '/' });
  }

  const content: ReactNode = viewer?.isAdmin ? (
    screenFor(routeId, match.params as Record<string, string>)
  ) : (
    <Alert color="red" role="alert" title="Back office">
      {TEXTS.noPermission}
    </Alert>
  );

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <Notifications position="top-right" />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Open back-office navigation" />
            <Title order={2} size="h4">
              Rankwell back office
            </Title>
          </Group>
          <Group>
            <Text size="sm" visibleFrom="xs">
              {viewer?.email}
            </Text>
            {viewer && (
              <Button size="xs" variant="default" onClick={signOut}>
                Sign out
              </Button>
            )}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Back office">
        {viewer?.isAdmin && <AdminNavigation onNavigate={close} />}
      </AppShell.Navbar>
      <AppShell.Main>
        <Container size="lg">{content}</Container>
      </AppShell.Main>
    </AppShell>
  );
}
