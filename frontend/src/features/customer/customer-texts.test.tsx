import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider, type RouteComponent } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { answer } from '../../../test/answer';
import { render } from '../../../test/render';
import { AuthService, InvoicesService, OrdersService, SubscriptionsService, type OrderRecord, type ReceiptDto } from '../../api/client';
import { createAppState, type AppState } from '../../app-state';
import type { SiteData } from '../../site/types';
import { AccountPage } from '../account/AccountPage';
import { InvoicesTable } from '../invoices/InvoicesTable';
import { DashboardPage } from './DashboardPage';
import { Receipt } from './Receipt';

afterEach(() => {
  jest.restoreAllMocks();
});

/** A customer page at its path under the signed-in layout (route ids `/_signedIn/…`), signed in as Bob. */
function renderCustomerRoute(path: `/${string}`, Page: RouteComponent, site: SiteData) {
  const root = createRootRouteWithContext<{ state: AppState }>()({});
  const signedIn = createRoute({ getParentRoute: () => root, id: '_signedIn' });
  const page = createRoute({ getParentRoute: () => signedIn, path, component: Page });
  const router = createRouter({
    routeTree: root.addChildren([signedIn.addChildren([page])]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { state: createAppState(site, { email: 'bob@example.com', isAdmin: false }) },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const owners = (texts: Record<string, string>): SiteData => ({ siteTexts: [{ _id: 't1', createdAt: '', updatedAt: '', ...texts }] }) as unknown as SiteData;

const order = {
  _id: 'o1',
  billing: 'once',
  currency: 'USD',
  customerAddress: '2 Leith Walk, Edinburgh',
  customerCountry: 'GB',
  customerEmail: 'bob@example.com',
  customerName: 'Bob Buyer',
  orderDate: '03/01/26',
  orderStatus: 'Pending',
  packageName: 'Standard',
  packagePrice: 499,
  paymentStatus: 'Paid',
} as unknown as OrderRecord;

const receipt = {
  order,
  seller: { name: 'Northpeak Search', address: null, taxId: 'GB123456789' },
  paymentMethod: 'PayPal',
  transactionId: null,
  paidAt: null,
  amount: 499,
  currency: 'USD',
} as unknown as ReceiptDto;

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

function dashboardAnswers({ emailVerified = true, orders = [] as OrderRecord[] } = {}) {
  jest
    .spyOn(AuthService, 'me')
    .mockImplementation(() => answer({ viewer: { email: 'bob@example.com', isAdmin: false, emailVerified } } as unknown as Answer<typeof AuthService.me>));
  jest
    .spyOn(OrdersService, 'getTotalSpent')
    .mockImplementation(() => answer({ total: 0, formatted: '$0.00' } as unknown as Answer<typeof OrdersService.getTotalSpent>));
  jest
    .spyOn(OrdersService, 'getOrders')
    .mockImplementation(() => answer({ items: orders, total: orders.length, page: 1, pageSize: 3 } as unknown as Answer<typeof OrdersService.getOrders>));
  jest
    .spyOn(SubscriptionsService, 'getSubscriptions')
    .mockImplementation(() => answer({ items: [], total: 0, page: 1, pageSize: 20 } as unknown as Answer<typeof SubscriptionsService.getSubscriptions>));
}

describe('the customer pages’ fixed texts', () => {
  it('draw the dashboard’s cards and “Signed in as” in today’s words by default', async () => {
    dashboardAnswers();
    renderCustomerRoute('/dashboard', DashboardPage, {});
    expect(await screen.findByText('Signed in as bob@example.com')).toBeInTheDocument();
    const cards = [
      'My Orders Every order and its state',
      'Home Back to the site',
      'Contact Questions about your order?',
      'Account Password, e-mail, your data',
    ];
    for (const name of cards) expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });

  it('draw the dashboard in the owner’s words (Fixed texts)', async () => {
    dashboardAnswers();
    renderCustomerRoute(
      '/dashboard',
      DashboardPage,
      owners({
        signedInAs: 'You are',
        ordersCardTitle: 'Orders',
        ordersCardText: 'All you bought',
        accountCardTitle: 'Profile',
        myOrdersHeading: 'Latest orders',
      }),
    );
    expect(await screen.findByText('You are bob@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders All you bought' })).toHaveAttribute('href', '/my-order');
    expect(screen.getByRole('link', { name: 'Profile Password, e-mail, your data' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('heading', { name: 'Latest orders' })).toBeInTheDocument();
    expect(screen.queryByText(/Signed in as/)).toBeNull();
  });

  it('word the unconfirmed address notice and the orders table as the owner does, the address where the text says {email}', async () => {
    dashboardAnswers({ emailVerified: false, orders: [order] });
    renderCustomerRoute(
      '/dashboard',
      DashboardPage,
      owners({
        confirmEmailText: 'Check {email} for our link, please.',
        confirmEmailResend: 'Mail it again',
        ordersDateColumn: 'When',
        statusPaid: 'Settled',
        statusPending: 'In progress',
        receiptLink: 'Invoice copy',
      }),
    );
    expect(await screen.findByText('Check bob@example.com for our link, please.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mail it again' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'When' })).toBeInTheDocument();
    expect(within(table).getByText('Settled')).toBeInTheDocument();
    expect(within(table).getByText('In progress')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /Receipt of the Standard order/ })).toHaveTextContent('Invoice copy');
  });

  it('word the unconfirmed address notice and the orders table as today by default', async () => {
    dashboardAnswers({ emailVerified: false, orders: [order] });
    renderCustomerRoute('/dashboard', DashboardPage, {});
    expect(await screen.findByText('We sent a link to bob@example.com when you signed up. Open it to confirm the address is yours.')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    for (const column of ['Date', 'Package', 'Price', 'Payment', 'Order', 'Action'])
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(within(table).getByText('Paid')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /Receipt of the Standard order/ })).toHaveTextContent('Receipt');
  });

  it('word the account page’s headings, labels and buttons as the owner does, and as today by default', async () => {
    renderCustomerRoute(
      '/account',
      AccountPage,
      owners({
        accountHeading: 'My profile',
        changePasswordHeading: 'A new password',
        currentPasswordLabel: 'Password now',
        deleteAccountButton: 'Close my account',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'My profile', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'A new password' })).toBeInTheDocument();
    // the password change, the e-mail change and adding a passkey each ask for it, in the owner's words
    expect(screen.getAllByLabelText('Password now')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Close my account' })).toBeInTheDocument();
  });

  it('word the account page as today by default', async () => {
    renderCustomerRoute('/account', AccountPage, {});
    expect(await screen.findByRole('heading', { name: 'Your account', level: 1 })).toBeInTheDocument();
    for (const section of ['Change password', 'Change e-mail', 'Download my data', 'Delete my account'])
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Current password')).toHaveLength(3);
  });

  it('word the receipt as today by default', async () => {
    jest.spyOn(OrdersService, 'getReceipt').mockImplementation(() => answer(receipt));
    const ReceiptPage = () => <Receipt orderId="o1" />;
    renderCustomerRoute('/received-payment/o1', ReceiptPage, {});
    const plain = await screen.findByTestId('receipt');
    for (const words of [
      'Billed to',
      'Order number',
      'Paid on',
      'Recorded by hand',
      'PayPal transaction ID',
      'Tax ID: GB123456789',
      'Standard SEO package',
      'Total paid',
    ])
      expect(within(plain).getByText(words)).toBeInTheDocument();
    expect(within(plain).getByTestId('transaction-id')).toHaveTextContent('None (payment recorded by hand)');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('word the receipt in the owner’s words (Fixed texts)', async () => {
    jest.spyOn(OrdersService, 'getReceipt').mockImplementation(() => answer(receipt));
    const ReceiptPage = () => <Receipt orderId="o1" />;
    renderCustomerRoute(
      '/received-payment/o1',
      ReceiptPage,
      owners({ receiptBilledTo: 'Customer', receiptTaxId: 'VAT:', receiptPackage: 'plan', receiptTotalPaid: 'Amount paid', receiptPrint: 'Print this' }),
    );
    const sheet = await screen.findByTestId('receipt');
    for (const words of ['Customer', 'VAT: GB123456789', 'Standard plan', 'Amount paid']) expect(within(sheet).getByText(words)).toBeInTheDocument();
    expect(within(sheet).queryByText('Total paid')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print this' })).toBeInTheDocument();
  });

  it('word the invoices table as the owner does for the customer, and as the back office always does for the Admin', async () => {
    const invoices = [
      {
        _id: 'i1',
        kind: 'invoice',
        number: '2026-0007',
        issuedOn: '2026-03-01',
        gross: 49900,
        currency: 'USD',
        vatRate: 2000,
        taxNote: null,
        refersTo: null,
        pdfUrl: '/i1.pdf',
        htmlUrl: '/i1',
      },
      {
        _id: 'i2',
        kind: 'creditNote',
        number: '2026-0008',
        issuedOn: '2026-03-02',
        gross: -49900,
        currency: 'USD',
        vatRate: 2000,
        taxNote: null,
        refersTo: '2026-0007',
        pdfUrl: '/i2.pdf',
        htmlUrl: '/i2',
      },
    ];
    jest
      .spyOn(InvoicesService, 'getInvoices')
      .mockImplementation(() => answer({ items: invoices, total: 2, page: 1, pageSize: 20 } as unknown as Answer<typeof InvoicesService.getInvoices>));
    const words = {
      invoicesNumberColumn: 'Nummer',
      invoiceName: 'Rechnung {number}',
      creditNoteName: 'Gutschrift {number}',
      creditNoteFor: 'zu Rechnung {number}',
      invoicePdfLink: 'Als PDF',
    };
    const Customer = () => <InvoicesTable view="customer" caption="Meine Rechnungen" empty="Keine" />;
    renderCustomerRoute('/my-orders', Customer, owners(words));
    const table = await screen.findByRole('table', { name: 'Meine Rechnungen' });
    expect(within(table).getByRole('columnheader', { name: 'Nummer' })).toBeInTheDocument();
    expect(within(table).getByText('Rechnung 2026-0007')).toBeInTheDocument();
    expect(within(table).getByText('Gutschrift 2026-0008')).toBeInTheDocument();
    expect(within(table).getByText('zu Rechnung 2026-0007')).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: /as PDF$/ })[0]).toHaveTextContent('Als PDF');
  });

  it('keep the back office’s own words in the Admin’s invoices table', async () => {
    jest.spyOn(InvoicesService, 'getInvoices').mockImplementation(() =>
      answer({
        items: [
          {
            _id: 'i1',
            kind: 'invoice',
            number: '2026-0007',
            issuedOn: '2026-03-01',
            gross: 49900,
            currency: 'USD',
            vatRate: 2000,
            taxNote: null,
            refersTo: null,
            pdfUrl: '/i1.pdf',
            htmlUrl: '/i1',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      } as unknown as Answer<typeof InvoicesService.getInvoices>),
    );
    const Admin = () => <InvoicesTable view="admin" caption="Invoices" empty="None" />;
    renderCustomerRoute('/invoices', Admin, owners({ invoicesNumberColumn: 'Nummer', invoiceName: 'Rechnung {number}' }));
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getByRole('columnheader', { name: 'Number' })).toBeInTheDocument();
    expect(within(table).getByText('Invoice 2026-0007')).toBeInTheDocument();
  });
});
