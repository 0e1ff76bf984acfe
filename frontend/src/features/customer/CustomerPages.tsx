import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import { Alert, Button, Card, Center, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { getRouteApi, Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { AnchorLink } from '../../ui/links';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AuthService, errorMessage, isStatus, OrdersService, PaymentsService, withSession } from '../../api/client';
import { queries } from '../../api/queries';
import { PublicLayout } from '../../layout/PublicLayout';
import { useSetViewer, useViewer } from '../../site/use-site';
import { TEXTS } from '../../texts';
import { Pager } from '../../ui/Pager';
import { RemoteState } from '../../ui/RemoteState';
import { formatPrice } from '../../site/price';
import { OrdersTable } from '../orders/OrdersTable';

function CustomerLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PublicLayout>
      <Container size="lg" py={48}>
        <Title order={1} mb="lg">
          {title}
        </Title>
        {children}
      </Container>
    </PublicLayout>
  );
}

/** The caller's own orders, newest first, paged by the server. */
type OrderListPath = '/dashboard' | '/my-order' | '/pending-order';

function OwnOrders({ path, pageSize, numbered = false, caption }: { path: OrderListPath; pageSize: number; numbered?: boolean; caption: string }) {
  // The page lives in the address (?page=2), so a reload or Back shows the same orders.
  const { page = 1 } = useSearch({ from: `/_signedIn${path}` });
  const navigate = useNavigate();
  const setPage = (next: number) => navigate({ to: path, search: { page: next > 1 ? next : undefined } });
  const orders = useQuery(queries.orders({ page, pageSize, mine: true }));
  return (
    <RemoteState remote={orders}>
      {(result) => (
        <>
          {result.items.length === 0 ? (
            <Text c="gray.7">You have no orders yet.</Text>
          ) : (
            <OrdersTable orders={result.items} caption={caption} view="customer" />
          )}
          {result.total > 0 && <Pager page={page} pageSize={pageSize} total={result.total} onChange={setPage} numbered={numbered} label={`${caption} pages`} />}
        </>
      )}
    </RemoteState>
  );
}

/** Until the address is confirmed, the dashboard says so and offers a new link. */
function ConfirmEmailNotice() {
  const me = useQuery(queries.me());
  const [sent, setSent] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!me.data?.viewer || me.data.viewer.emailVerified) return null;

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
    <Alert color="blue" title="Please confirm your e-mail address" mb="lg">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">We sent a link to {me.data.viewer.email} when you signed up. Open it to confirm the address is yours.</Text>
        {sent ? (
          <Text size="sm" c={sent.ok ? 'teal.9' : 'red.9'} role={sent.ok ? 'status' : 'alert'}>
            {sent.text}
          </Text>
        ) : (
          <Button size="xs" variant="white" onClick={resend} loading={busy}>
            Send a new link
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
  const spent = useQuery(queries.totalSpent());

  async function signOut() {
    await AuthService.logout().catch(() => undefined);
    setViewer(null);
    await navigate({ to: '/' });
  }

  return (
    <CustomerLayout title="Dashboard">
      <ConfirmEmailNotice />
      <Group justify="space-between" mb="lg">
        <Text c="gray.7">Signed in as {viewer?.email}</Text>
        <Button variant="default" onClick={signOut}>
          Signout
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="xl">
        {[
          { to: '/my-order', title: 'My Orders', text: 'Every order and its state' },
          { to: '/', title: 'Home', text: 'Back to the site' },
          { to: '/contact', title: 'Contact', text: 'Questions about your order?' },
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
          Total spent
        </Text>
        <Text fz={32} fw={800} c="rankwell.8" data-testid="total-spent">
          {spent.data?.formatted ?? '…'}
        </Text>
      </Paper>
      <Title order={2} size="h3" mb="sm">
        My Orders
      </Title>
      <OwnOrders path="/dashboard" pageSize={3} caption="My Orders" />
    </CustomerLayout>
  );
}

export function MyOrdersPage() {
  return (
    <CustomerLayout title="My Orders">
      <OwnOrders path="/my-order" pageSize={5} numbered caption="My Orders" />
    </CustomerLayout>
  );
}

export function PendingOrdersPage() {
  return (
    <CustomerLayout title="Your orders">
      <Alert color="teal" mb="lg" role="status">
        Thank you! Your order is placed. Pay for it below whenever you are ready.
      </Alert>
      <OwnOrders path="/pending-order" pageSize={5} caption="Your orders" />
    </CustomerLayout>
  );
}

export function OrderNowPage() {
  const { id } = getRouteApi('/_signedIn/order-now/$id').useParams();
  const viewer = useViewer();
  const navigate = useNavigate();
  const plan = useQuery(queries.pricing(id));
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ customerName: '', customerAddress: '', customerCountry: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = Object.fromEntries(
      Object.entries(values)
        .filter(([, value]) => !value.trim())
        .map(([field]) => [field, 'This field is required']),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      await withSession(() => OrdersService.addOrder({ requestBody: { packageId: id, ...values } }));
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      await navigate({ to: '/pending-order' });
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  }

  const field = (name: keyof typeof values, label: string) => (
    <TextInput
      label={label}
      required
      value={values[name]}
      error={errors[name]}
      onChange={(e) => setValues({ ...values, [name]: e.currentTarget.value })}
      maxLength={name === 'customerAddress' ? 300 : 100}
    />
  );

  return (
    <CustomerLayout title={TEXTS.buyingYourPlan}>
      <RemoteState remote={plan}>
        {(chosen) => (
          <Paper withBorder p="xl" maw={560}>
            <Text fw={700} fz="lg">
              {chosen.packageName} package — {formatPrice(chosen.packagePrice)}
            </Text>
            <form onSubmit={submit} noValidate>
              <Stack mt="md">
                {field('customerName', 'Name')}
                <TextInput label="Email" value={viewer?.email ?? ''} disabled readOnly description="Orders are placed with your account's e-mail" />
                {field('customerAddress', 'Address')}
                {field('customerCountry', 'Country')}
                {failure && (
                  <Alert color="red" role="alert">
                    {failure}
                  </Alert>
                )}
                <Button type="submit" loading={busy}>
                  Place order
                </Button>
              </Stack>
            </form>
          </Paper>
        )}
      </RemoteState>
    </CustomerLayout>
  );
}

export function PayNowPage() {
  const { id } = getRouteApi('/_signedIn/pay-now/$id').useParams();
  const order = useQuery(queries.order(id));
  // The checkout form carries a one-time reference: always asked afresh, never kept.
  const checkout = useQuery({
    queryKey: ['checkout', id],
    queryFn: () =>
      withSession(() => PaymentsService.getCheckout({ orderId: id })).catch((error: unknown) =>
        isStatus(error, 409) ? { problem: errorMessage(error) } : Promise.reject(error),
      ),
    gcTime: 0,
    staleTime: 0,
  });
  return (
    <CustomerLayout title="Pay for your order">
      <RemoteState remote={order}>
        {(current) => (
          <Paper withBorder p="xl" maw={560}>
            <Stack>
              <Text fw={700} fz="lg">
                {current.packageName} package — {formatPrice(current.packagePrice)}
              </Text>
              <Text c="gray.7" size="sm">
                Ordered {current.orderDate} · {current.paymentStatus}
              </Text>
              <RemoteState remote={checkout}>
                {(form) =>
                  'problem' in form ? (
                    <Alert color="yellow" role="alert">
                      {form.problem}
                    </Alert>
                  ) : (
                    <form method="post" action={form.action}>
                      {Object.entries(form.fields).map(([name, value]) => (
                        <input key={name} type="hidden" name={name} value={value} />
                      ))}
                      <Button type="submit" size="md">
                        {TEXTS.payNowWithPaypal}
                      </Button>
                    </form>
                  )
                }
              </RemoteState>
            </Stack>
          </Paper>
        )}
      </RemoteState>
    </CustomerLayout>
  );
}

/** PayPal's cancel return: the order is marked Cancelled, then the customer is told so. */
export function OrderCancelledPage() {
  const { id } = getRouteApi('/_signedIn/order-cancelled/$id').useParams();
  const [state, setState] = useState<'working' | 'done' | 'failed'>('working');
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    withSession(() => OrdersService.cancelOrder({ id, requestBody: { paymentStatus: 'Cancelled' } }))
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
        timer = setTimeout(() => setState('done'), 1500);
      })
      .catch((error: unknown) => {
        if (isStatus(error, 409) || isStatus(error, 404)) console.log(TEXTS.paymentUpdateFailed);
        else console.log(TEXTS.errorOccurred, errorMessage(error));
        setState('failed');
      });
    return () => clearTimeout(timer);
  }, [id, queryClient]);
  return (
    <CustomerLayout title="Payment cancelled">
      {state === 'working' ? (
        <Center py="xl">
          <Loader aria-label="Cancelling" />
        </Center>
      ) : (
        <Stack>
          <Text fz="lg">{state === 'done' ? TEXTS.paymentCancelled : 'We could not update this order. It may already be paid or cancelled.'}</Text>
          <AnchorLink to="/dashboard">Back to your dashboard</AnchorLink>
        </Stack>
      )}
    </CustomerLayout>
  );
}

/** PayPal's return page: shows the order's real state; only PayPal's verified notification pays it. */
export function ReceivedPaymentPage() {
  const { id } = getRouteApi('/_signedIn/received-payment/$id').useParams();
  const [status, setStatus] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    let attempts = 0;
    const check = async () => {
      try {
        const order = await withSession(() => OrdersService.getOrder({ id }));
        if (stopped) return;
        setStatus(order.paymentStatus);
        if (order.paymentStatus === 'UnPaid' && attempts++ < 40) setTimeout(check, 1500);
      } catch {
        if (!stopped) setStatus('unknown');
      }
    };
    void check();
    return () => {
      stopped = true;
    };
  }, [id]);
  return (
    <CustomerLayout title="Thank you for your payment">
      <Stack>
        {status === 'Paid' ? (
          <Alert color="teal" role="status">
            Your payment is confirmed. {TEXTS.youHavePaid}.
          </Alert>
        ) : status === 'UnPaid' || status === null ? (
          <Group>
            <Loader size="sm" aria-label="Waiting" />
            <Text>Waiting for PayPal's confirmation of your payment…</Text>
          </Group>
        ) : (
          <Alert color="yellow" role="status">
            This order is {status}. If you paid, the confirmation may take a few minutes.
          </Alert>
        )}
        <AnchorLink to="/dashboard">Go to your dashboard</AnchorLink>
      </Stack>
    </CustomerLayout>
  );
}
