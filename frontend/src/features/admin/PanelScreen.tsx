import { Center, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useMoney } from '../../site/use-site';
import { CardLink } from '../../ui/links';
import { RemoteState } from '../../ui/RemoteState';
import { PagedOrders } from '../orders/PagedOrders';
import { PANEL_PAGE_SIZE } from '../orders/search';
import { SubscribersTable } from '../subscribers/SubscribersTable';
import { panelQueries } from './queries';
import { orderQueries } from '../orders/queries';
import { paypalEmailQueries } from '../payments/queries';
import { subscriptionQueries } from '../subscriptions/queries';

function CardText({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Text fw={700}>{title}</Text>
      <Text size="sm" c="gray.7">
        {text}
      </Text>
    </>
  );
}

const route = getRouteApi('/_admin/admin');

/** The retainers' figures beside the spec's USD Total Sales: MRR and revenue per currency, and where the retainers stand. */
function RetainerFigures() {
  const { money } = useMoney();
  const metrics = useQuery(subscriptionQueries.metrics());
  if (!metrics.data) return null;
  const { mrr, active, pastDue, cancelled, revenue } = metrics.data;
  return (
    <CardLink withBorder padding="lg" to="/retainers" data-testid="retainer-figures">
      <Text fw={700}>Retainers</Text>
      <Text size="sm">
        MRR {mrr.map((row) => money(row.amount, row.currency)).join(' · ') || '—'} · {active} active · {pastDue} past due · {cancelled} cancelled
      </Text>
      <Text size="sm" c="gray.7">
        Revenue per currency: {revenue.map((row) => money(row.amount, row.currency)).join(' · ') || 'none yet'}
      </Text>
    </CardLink>
  );
}

/**
 * The charts' code (recharts, over 100 kB) comes in its own chunk, asked for when the panel mounts
 * so it loads beside the figures; the server renders the panel without them (no data there).
 */
const loadCharts = () => import('./PanelCharts');
const PanelCharts = lazy(() => loadCharts().then((module) => ({ default: module.PanelCharts })));

function ChartsLoading() {
  return (
    <Center py="xl">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}
const pageOrNone = (page: number) => (page > 1 ? page : undefined);

export function PanelScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const sales = useQuery(orderQueries.totalSales());
  const payment = useQuery(paypalEmailQueries.list());
  const paymentAccount = payment.data?.[0];
  const charts = useQuery(panelQueries.charts());
  useEffect(() => {
    void loadCharts();
  }, []);
  return (
    <Stack>
      <Title order={1}>Panel</Title>
      <Paper withBorder p="lg">
        <Text c="gray.7" size="sm">
          Total Sales
        </Text>
        <Text fz={36} fw={800} c="brand.8" data-testid="total-sales">
          {sales.data?.formatted ?? '…'}
        </Text>
      </Paper>
      <RetainerFigures />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <CardLink withBorder padding="lg" to="/setting">
          <CardText title="Site settings" text="Edit every section of the public site" />
        </CardLink>
        <CardLink withBorder padding="lg" to="/total-orders">
          <CardText title="Orders" text="All orders and their state" />
        </CardLink>
        <CardLink withBorder padding="lg" to="/all-messages">
          <CardText title="Messages" text="Free analysis requests" />
        </CardLink>
        <CardLink withBorder padding="lg" to="/all-subscriber">
          <CardText title="Subscribers" text="Newsletter sign-ups" />
        </CardLink>
        <CardLink withBorder padding="lg" to="/add-user">
          <CardText title="Admin Email" text="Who may use the back office" />
        </CardLink>
        <CardLink withBorder padding="lg" to="/audit-log">
          <CardText title="Audit log" text="Who changed what, and when" />
        </CardLink>
        {paymentAccount ? (
          <CardLink withBorder padding="lg" to="/paypal-email/$id" params={{ id: paymentAccount._id }}>
            <CardText title="Payment" text="The PayPal account that receives payments" />
          </CardLink>
        ) : (
          <CardLink withBorder padding="lg" to="/add-paypal-Email">
            <CardText title="Payment" text="The PayPal account that receives payments" />
          </CardLink>
        )}
      </SimpleGrid>
      <RemoteState remote={charts}>
        {(data) => (
          <Suspense fallback={<ChartsLoading />}>
            <PanelCharts charts={data} />
          </Suspense>
        )}
      </RemoteState>
      <Title order={2} size="h3">
        Total Orders
      </Title>
      <PagedOrders
        pageSize={PANEL_PAGE_SIZE}
        search={{ page: search.ordersPage }}
        onSearch={(next) => navigate({ search: (current) => ({ ...current, ordersPage: next.page }) })}
      />
      <Title order={2} size="h3">
        Total Subscribers
      </Title>
      <SubscribersTable
        pageSize={PANEL_PAGE_SIZE}
        page={search.subscribersPage ?? 1}
        onPage={(page) => navigate({ search: (current) => ({ ...current, subscribersPage: pageOrNone(page) }) })}
      />
    </Stack>
  );
}
