import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import {
  MessagesService,
  OrdersService,
  PaymentsService,
  PricingService,
  SubscribersService,
  UsersService,
  withSession,
  type OrderRecord,
  type PricingInput,
} from '../../api/client';
import { TEXTS } from '../../texts';
import { Pager } from '../../ui/Pager';
import { RemoteState } from '../../ui/RemoteState';
import { useRemote } from '../../ui/use-remote';
import { formatPrice } from '../../site/price';
import { SETTING_TILES } from './admin-routes';
import { save } from './SectionScreens';

const STATUS_COLOR: Record<OrderRecord['paymentStatus'], string> = { UnPaid: 'yellow', Paid: 'teal', Cancelled: 'gray' };

function OrdersTable({ orders, caption }: { orders: OrderRecord[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped captionSide="top" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Package</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Payment Method</Table.Th>
            <Table.Th>Payment</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order._id}>
              <Table.Td>{order.orderDate}</Table.Td>
              <Table.Td>
                <Text size="sm">{order.customerName}</Text>
                <Text size="xs" c="gray.7" component="div">
                  {order.customerEmail}{' '}
                  {order.customerVerified ? (
                    <Badge size="xs" variant="light" color="teal">
                      Verified
                    </Badge>
                  ) : (
                    <Badge size="xs" variant="light" color="gray">
                      Unverified
                    </Badge>
                  )}
                </Text>
              </Table.Td>
              <Table.Td>{order.packageName}</Table.Td>
              <Table.Td>{formatPrice(order.packagePrice)}</Table.Td>
              <Table.Td>PayPal</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[order.paymentStatus]} variant="light">
                  {order.paymentStatus}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Badge color={order.orderStatus === 'Delivered' ? 'teal' : 'blue'} variant="outline">
                  {order.orderStatus}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/admin/payment-status/${order._id}`}
                  aria-label={`Update order of ${order.customerEmail} from ${order.orderDate}`}
                >
                  Update
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PagedOrders({ pageSize, filters = false }: { pageSize: number; filters?: boolean }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OrderRecord['paymentStatus'] | null>(null);
  const [email, setEmail] = useState('');
  const orders = useRemote(() => OrdersService.getOrders(page, pageSize, status ?? undefined, email.trim() || undefined), [page, pageSize, status, email]);
  return (
    <Stack>
      {filters && (
        <Group>
          <Select
            label="Payment status"
            placeholder="All"
            clearable
            data={['UnPaid', 'Paid', 'Cancelled']}
            value={status}
            onChange={(value) => {
              setStatus(value as typeof status);
              setPage(1);
            }}
            w={200}
          />
          <TextInput
            label="Customer e-mail"
            placeholder="Search"
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setPage(1);
            }}
            w={260}
          />
        </Group>
      )}
      <RemoteState remote={orders}>
        {(result) => (
          <>
            {result.items.length === 0 ? <Text c="gray.7">No orders.</Text> : <OrdersTable orders={result.items} caption="Orders" />}
            <Pager page={page} pageSize={pageSize} total={result.total} onChange={setPage} label="Orders pages" />
          </>
        )}
      </RemoteState>
    </Stack>
  );
}

function SubscribersTable({ pageSize }: { pageSize: number }) {
  const [page, setPage] = useState(1);
  const subscribers = useRemote(() => SubscribersService.getSubscribers(page, pageSize), [page, pageSize]);
  return (
    <RemoteState remote={subscribers}>
      {(result) => (
        <>
          <Table striped aria-label="Subscribers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sl No.</Table.Th>
                <Table.Th>Email</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.items.map((subscriber, index) => (
                <Table.Tr key={subscriber._id}>
                  <Table.Td>{(page - 1) * pageSize + index + 1}</Table.Td>
                  <Table.Td>{subscriber.subemail}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Pager page={page} pageSize={pageSize} total={result.total} onChange={setPage} label="Subscribers pages" />
        </>
      )}
    </RemoteState>
  );
}

export function Panel() {
  const sales = useRemote(() => OrdersService.getTotalSales(), []);
  const payment = useRemote(() => PaymentsService.getPaypalEmails(), []);
  const paymentHref = payment.data?.[0] ? `/paypal-email/${payment.data[0]._id}` : '/add-paypal-Email';
  const cards = [
    ['/setting', 'Site settings', 'Edit every section of the public site'],
    ['/total-orders', 'Orders', 'All orders and their state'],
    ['/all-messages', 'Messages', 'Free analysis requests'],
    ['/all-subscriber', 'Subscribers', 'Newsletter sign-ups'],
    ['/add-user', 'Admin Email', 'Who may use the back office'],
    [paymentHref, 'Payment', 'The PayPal account that receives payments'],
  ];
  return (
    <Stack>
      <Title order={1}>Panel</Title>
      <Paper withBorder p="lg">
        <Text c="gray.7" size="sm">
          Total Sales
        </Text>
        <Text fz={36} fw={800} c="rankwell.8" data-testid="total-sales">
          {sales.data?.formatted ?? '…'}
        </Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {cards.map(([to, title, text]) => (
          <Card key={title} withBorder component={Link} to={to} padding="lg">
            <Text fw={700}>{title}</Text>
            <Text size="sm" c="gray.7">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Title order={2} size="h3">
        Total Orders
      </Title>
      <PagedOrders pageSize={3} />
      <Title order={2} size="h3">
        Total Subscribers
      </Title>
      <SubscribersTable pageSize={3} />
    </Stack>
  );
}

export function SettingsHub() {
  return (
    <Stack>
      <Title order={1}>Site settings</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {SETTING_TILES.map(([to, title]) => (
          <Card key={to} withBorder component={Link} to={to} padding="lg">
            <Text fw={700}>{title}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function OrdersPage() {
  return (
    <Stack>
      <Title order={1}>Total Orders</Title>
      <PagedOrders pageSize={10} filters />
    </Stack>
  );
}

export function PaymentStatusPage({ id }: { id: string }) {
  const order = useRemote(() => OrdersService.getOrder(id), [id]);
  const [payment, setPayment] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  return (
    <RemoteState remote={order}>
      {(current) => (
        <Stack maw={560}>
          <Title order={1}>Update order</Title>
          <Text>
            {current.customerName} ({current.customerEmail}) · {current.packageName} {formatPrice(current.packagePrice)} · {current.orderDate}
          </Text>
          <form
            aria-label="Payment status"
            onSubmit={async (event: FormEvent) => {
              event.preventDefault();
              const next = (payment ?? current.paymentStatus) as 'UnPaid' | 'Paid';
              if (await save(() => OrdersService.updatePaymentStatus(id, { paymentStatus: next }), TEXTS.paymentStatusUpdated)) order.reload();
            }}
          >
            <Group align="end">
              <Select
                label="paymentStatus"
                data={['UnPaid', 'Paid']}
                value={payment ?? (current.paymentStatus === 'Cancelled' ? null : current.paymentStatus)}
                onChange={setPayment}
                w={200}
              />
              <Button type="submit">Update payment</Button>
            </Group>
          </form>
          <form
            aria-label="Order status"
            onSubmit={async (event: FormEvent) => {
              event.preventDefault();
              const next = (progress ?? current.orderStatus) as 'Pending' | 'Delivered';
              if (await save(() => OrdersService.updateOrderStatus(id, { orderStatus: next }), TEXTS.orderStatusUpdated)) order.reload();
            }}
          >
            <Group align="end">
              <Select label="orderStatus" data={['Pending', 'Delivered']} value={progress ?? current.orderStatus} onChange={setProgress} w={200} />
              <Button type="submit">Update order</Button>
            </Group>
          </form>
          <Text size="sm" c="gray.7">
            Now: {current.paymentStatus} · {current.orderStatus}
          </Text>
        </Stack>
      )}
    </RemoteState>
  );
}

function MessageTable({ status }: { status: 'UnRead' | 'Read' }) {
  const [page, setPage] = useState(1);
  const messages = useRemote(() => MessagesService.getMessages(page, 3, status), [page, status]);
  const title = status === 'UnRead' ? 'Unread' : 'Read';
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <RemoteState remote={messages}>
        {(result) => (
          <>
            <Table aria-label={`${title} messages`}>
              <Table.Tbody>
                {result.items.map((message) => (
                  <Table.Tr key={message._id}>
                    <Table.Td>{message.name}</Table.Td>
                    <Table.Td>{message.subject}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/view/${message._id}`}>
                        View Message
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {result.total === 0 && <Text c="gray.7">No {title.toLowerCase()} messages.</Text>}
            <Pager page={page} pageSize={3} total={result.total} onChange={setPage} label={`${title} pages`} />
          </>
        )}
      </RemoteState>
    </Paper>
  );
}

export function MessagesPage() {
  return (
    <Stack>
      <Title order={1}>Messages</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <MessageTable status="UnRead" />
        <MessageTable status="Read" />
      </SimpleGrid>
    </Stack>
  );
}

export function MessageView({ id }: { id: string }) {
  const message = useRemote(() => MessagesService.getMessage(id), [id]);
  return (
    <RemoteState remote={message}>
      {(current) => (
        <Stack maw={720}>
          <Title order={1}>{current.subject}</Title>
          <Text>
            <b>From:</b> {current.name} &lt;{current.email}&gt;
          </Text>
          <Text>
            <b>Phone:</b> {current.number ?? '—'}
          </Text>
          <Paper withBorder p="lg">
            <Text style={{ whiteSpace: 'pre-wrap' }}>{current.message}</Text>
          </Paper>
          <Group>
            <Badge variant="light">{current.messageStatus}</Badge>
            {current.messageStatus === 'UnRead' && (
              <Button
                onClick={async () => (await save(() => MessagesService.updateMessage(id, { messageStatus: 'Read' }), TEXTS.messageRead)) && message.reload()}
              >
                Mark Read
              </Button>
            )}
            <Anchor component={Link} to="/all-messages">
              All messages
            </Anchor>
          </Group>
        </Stack>
      )}
    </RemoteState>
  );
}

export function SubscribersPage() {
  async function download() {
    const csv = await withSession(() => SubscribersService.getSubscribersCsv());
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([String(csv)], { type: 'text/csv' }));
    link.download = 'subscribers.csv';
    link.click();
    URL.revokeObjectURL(link.href);
  }
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Subscribers</Title>
        <Button variant="light" onClick={download}>
          Download CSV
        </Button>
      </Group>
      <SubscribersTable pageSize={5} />
    </Stack>
  );
}

const ACCOUNT_BADGES = {
  verified: { color: 'teal', label: 'Verified' },
  unverified: { color: 'yellow', label: 'Not verified yet' },
  none: { color: 'gray', label: 'No account yet' },
} as const;

export function UsersPage() {
  const users = useRemote(() => UsersService.getUsers(), []);
  const [email, setEmail] = useState('');
  return (
    <Stack maw={720}>
      <Title order={1}>Admin users</Title>
      <Text c="gray.7">An address on this list makes its account Admin once the account has confirmed the address through the link we e-mail at sign-up.</Text>
      <form
        aria-label="Add admin"
        onSubmit={async (event: FormEvent) => {
          event.preventDefault();
          if (await save(() => UsersService.addUser({ userEmail: email, userRole: 'Admin' }), TEXTS.userAdded)) {
            setEmail('');
            users.reload();
          }
        }}
      >
        <Group align="end">
          <TextInput label="userEmail" type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} w={320} />
          <input type="hidden" name="userRole" value="Admin" />
          <Button type="submit">Add</Button>
        </Group>
      </form>
      <RemoteState remote={users}>
        {(list) => (
          <Table aria-label="Roster">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Account</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((user) => (
                <Table.Tr key={user._id}>
                  <Table.Td>{user.userEmail}</Table.Td>
                  <Table.Td>{user.userRole}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={ACCOUNT_BADGES[user.account].color}>
                      {ACCOUNT_BADGES[user.account].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin-user/${user._id}`}>
                      Edit
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </RemoteState>
    </Stack>
  );
}

export function UserEditPage({ id }: { id: string }) {
  const user = useRemote(() => UsersService.getUser(id), [id]);
  return <RemoteState remote={user}>{(current) => <UserForm key={current._id} id={id} email={current.userEmail} role={current.userRole} />}</RemoteState>;
}

function UserForm({ id, email, role }: { id: string; email: string; role: 'Admin' | 'User' }) {
  const [userEmail, setEmail] = useState(email);
  const [userRole, setRole] = useState<string | null>(role);
  return (
    <Stack maw={480}>
      <Title order={1}>Edit admin user</Title>
      <form
        onSubmit={async (event: FormEvent) => {
          event.preventDefault();
          await save(() => UsersService.updateUser(id, { userEmail, userRole: (userRole ?? 'Admin') as 'Admin' | 'User' }), TEXTS.userUpdated);
        }}
      >
        <Stack>
          <TextInput label="userEmail" type="email" required value={userEmail} onChange={(e) => setEmail(e.currentTarget.value)} />
          <Select label="userRole" data={['Admin', 'User']} value={userRole} onChange={setRole} />
          <Button type="submit" w="fit-content">
            Save
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

export function PaypalEmailPage({ id }: { id?: string }) {
  const existing = useRemote(() => (id ? PaymentsService.getPaypalEmail(id) : Promise.resolve(null)), [id]);
  const navigate = useNavigate();
  return (
    <RemoteState remote={existing}>
      {(record) => (
        <PaypalEmailForm
          key={record?._id ?? 'new'}
          initial={record?.paypalEmail ?? ''}
          onSave={async (paypalEmail) => {
            if (record) {
              await save(() => PaymentsService.updatePaypalEmail(record._id, { paypalEmail }), TEXTS.paypalEmailUpdated);
            } else {
              let created: { _id: string } | undefined;
              if (await save(async () => (created = await PaymentsService.addPaypalEmail({ paypalEmail })), TEXTS.paypalEmailAdded))
                await navigate({ to: `/paypal-email/${created!._id}` });
            }
          }}
        />
      )}
    </RemoteState>
  );
}

function PaypalEmailForm({ initial, onSave }: { initial: string; onSave: (email: string) => Promise<void> }) {
  const [email, setEmail] = useState(initial);
  return (
    <Stack maw={480}>
      <Title order={1}>Payment e-mail</Title>
      <Text c="gray.7">The PayPal account that receives customers' payments.</Text>
      <form
        onSubmit={async (event: FormEvent) => {
          event.preventDefault();
          await onSave(email);
        }}
      >
        <Stack>
          <TextInput label="paypalEmail" type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <Button type="submit" w="fit-content">
            Save
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

export function PricingList() {
  const plans = useRemote(() => PricingService.getPricings(), []);
  return (
    <Stack>
      <Title order={1}>Pricing</Title>
      <RemoteState remote={plans}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {list.map((plan) => (
              <Card key={plan._id} withBorder padding="lg">
                <Text fw={700}>{plan.packageName}</Text>
                <Text fz={28} fw={800}>
                  {formatPrice(plan.packagePrice)}
                </Text>
                <Anchor component={Link} to={`/package-edit/${plan._id}`}>
                  Edit Pricing
                </Anchor>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </RemoteState>
    </Stack>
  );
}

const POINTS = [
  'packagePointOne',
  'packagePointTwo',
  'packagePointThree',
  'packagePointFour',
  'packagePointFive',
  'packagePointSix',
  'packagePointSeven',
  'packagePointEight',
  'packagePointNine',
  'packagePointTen',
] as const;

export function PricingEditor({ id }: { id: string }) {
  const plan = useRemote(() => PricingService.getPricing(id), [id]);
  return <RemoteState remote={plan}>{(current) => <PricingForm id={id} initial={current} />}</RemoteState>;
}

function PricingForm({ id, initial }: { id: string; initial: PricingInput }) {
  const [values, setValues] = useState<PricingInput>(() => ({ ...initial }));
  const set = (name: keyof PricingInput, value: unknown) => setValues((current) => ({ ...current, [name]: value }));
  return (
    <Stack maw={640}>
      <Title order={1}>Edit pricing</Title>
      <form
        onSubmit={async (event: FormEvent) => {
          event.preventDefault();
          const { packageName, packagePrice, packageButtonText } = values;
          const body = { packageName, packagePrice, packageButtonText, ...Object.fromEntries(POINTS.map((point) => [point, values[point]])) } as PricingInput;
          await save(() => PricingService.updatePricing(id, body), TEXTS.pricingUpdated);
        }}
      >
        <Stack>
          <Select label="packageName" data={['Basic', 'Standard', 'Premium']} value={values.packageName} onChange={(value) => set('packageName', value)} />
          <NumberInput
            label="packagePrice (USD)"
            min={0}
            decimalScale={2}
            value={values.packagePrice}
            onChange={(value) => set('packagePrice', Number(value))}
            required
          />
          <TextInput label="packageButtonText" required value={values.packageButtonText} onChange={(e) => set('packageButtonText', e.currentTarget.value)} />
          {POINTS.map((point, index) => (
            <TextInput
              key={point}
              label={`Point ${index + 1}`}
              required
              value={String(values[point] ?? '')}
              onChange={(e) => set(point, e.currentTarget.value)}
            />
          ))}
          <Button type="submit" w="fit-content">
            Save
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
