import '@mantine/notifications/styles.css';
// The rich-text editor (features/rich-text), after the core styles as @mantine/tiptap asks.
import '@mantine/tiptap/styles.css';
import '../rich-text/editor.css';
import { AppShell, Burger, Button, Container, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { getRouteApi, Outlet, useNavigate } from '@tanstack/react-router';
import { AuthService } from '../../api/client';
import { useSetViewer, useViewer, useBrand } from '../../site/use-site';
import { QueryArea } from '../../ui/QueryArea';
import { AdminNavigation } from './AdminNavigation';
import { NotAllowed, Refusal } from './Refusal';

const route = getRouteApi('/_admin');

/** The back office's frame; the guard in the layout route decided whether the screen may show. */
export function AdminLayout() {
  const { refused, notAllowed } = route.useRouteContext();
  const viewer = useViewer();
  const brand = useBrand();
  const setViewer = useSetViewer();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);

  async function signOut() {
    await AuthService.logout().catch(() => undefined);
    setViewer(null);
    await navigate({ to: '/' });
  }

  return (
    <QueryArea>
      <AppShell header={{ height: 60 }} navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
        <Notifications position="top-right" />
        <AppShell.Header>
          <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
            <Group wrap="nowrap" gap="xs" miw={0}>
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Open back-office navigation" />
              <Title order={2} size="h4" lineClamp={1}>
                {`${brand.siteName} back office`}
              </Title>
            </Group>
            <Group wrap="nowrap" gap="xs">
              <Text size="sm" visibleFrom="sm">
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
        {/* The links outgrew a laptop's screen (some thirty screens): the bar scrolls on its own. */}
        <AppShell.Navbar p="xs" aria-label="Back office" style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
          <AdminNavigation refused={refused} onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main>
          <Container size="lg" px={0}>
            {refused ? <Refusal /> : notAllowed ? <NotAllowed /> : <Outlet />}
          </Container>
        </AppShell.Main>
      </AppShell>
    </QueryArea>
  );
}
