import type { ReactNode } from 'react';
import { displayMoney, formatAmount } from '../common/money.js';
import { auditCallToAction } from '../audits/report-texts.js';
import { Action, Facts, type MailBrand, Paragraph, Quote } from './layout.js';

/** Who reads a kind of mail; the footer says why they get it. */
export const AUDIENCES = ['account', 'customer', 'admin', 'subscriber', 'visitor'] as const;
type Audience = (typeof AUDIENCES)[number];

interface MailContent {
  heading: string;
  /** the inbox's preview line (the heading when absent) */
  preview?: string;
  body: ReactNode;
}

export interface MailKind<Data> {
  /** the name the back office's preview lists it under */
  title: string;
  audience: Audience;
  /**
   * Strictly transactional mails (a link the reader asked for, their order, their payment) go without
   * an unsubscribe link; every other mail to a subscriber or customer must name one.
   */
  transactional: boolean;
  subject(data: Data, brand: MailBrand): string;
  content(data: Data, brand: MailBrand): MailContent;
  unsubscribeUrl?(data: Data): string;
  /** what the preview renders it with: made-up people, the site's real addresses */
  sample(brand: MailBrand): Data;
}

const kind = <Data,>(definition: MailKind<Data>) => definition;

export const REASONS: Record<Audience, (brand: MailBrand) => string> = {
  account: (brand) => `You receive this e-mail because this address was given for an account on ${brand.siteName}.`,
  customer: (brand) => `You receive this e-mail because you ordered from ${brand.siteName}.`,
  admin: (brand) => `You receive this e-mail as an administrator of ${brand.siteName}.`,
  subscriber: (brand) => `You receive this e-mail because this address signed up for the newsletter of ${brand.siteName}.`,
  visitor: (brand) =>
    `You receive this e-mail because this address asked ${brand.siteName} for a free SEO analysis. Nothing more is sent unless you write to us.`,
};

interface OrderFacts {
  orderId: string;
  packageName: string;
  packagePrice: number;
  /** ISO 4217; USD when absent */
  currency?: string;
}

const orderRows = (order: OrderFacts, brand: MailBrand): [string, string][] => [
  ['Package', order.packageName],
  ['Price', formatAmount(order.packagePrice, order.currency, brand.locale)],
  ['Order', order.orderId],
];

const SAMPLE_ORDER: OrderFacts = { orderId: '6f1c2a9e-4b7d-4e21-9a53-0c8d7e6b5a41', packageName: 'Standard', packagePrice: 499 };

/** What a retainer's mails tell: a renewal, a failed payment (dunning), a cancellation, its end. */
interface SubscriptionFacts {
  event: 'renewed' | 'failed' | 'cancelled' | 'ended';
  orderId: string;
  packageName: string;
  /** the amount paid or not taken, in the currency's minor units */
  amountMinor: number;
  currency: string;
  /** the last day paid for (YYYY-MM-DD); null before any payment */
  paidThrough: string | null;
}

/** The facts as the reader sees them, in the site's locale. */
interface SubscriptionText {
  orderId: string;
  packageName: string;
  amount: string;
  paidThrough: string | null;
}

const subscriptionText = (data: SubscriptionFacts, brand: MailBrand): SubscriptionText => ({
  orderId: data.orderId,
  packageName: data.packageName,
  amount: displayMoney(data.amountMinor, data.currency, brand.locale),
  paidThrough: data.paidThrough
    ? new Intl.DateTimeFormat(brand.locale ?? 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${data.paidThrough}T00:00:00Z`))
    : null,
});

const SUBSCRIPTION_NOTICES: Record<SubscriptionFacts['event'], { subject: (data: SubscriptionText) => string; customer: (data: SubscriptionText) => string }> =
  {
    renewed: {
      subject: (data) => `Payment received for your ${data.packageName} retainer`,
      customer: (data) => `We received ${data.amount} for your ${data.packageName} retainer (order ${data.orderId}); it is paid through ${data.paidThrough}.`,
    },
    failed: {
      subject: (data) => `Your payment for ${data.packageName} did not go through`,
      customer: (data) =>
        `PayPal could not take ${data.amount} for your ${data.packageName} retainer (order ${data.orderId}). PayPal tries again in a few days: please check the payment method in your PayPal account. Until a payment goes through, the retainer is past due.`,
    },
    cancelled: {
      subject: (data) => `Your ${data.packageName} retainer is cancelled`,
      customer: (data) =>
        `No further payments will be taken for your ${data.packageName} retainer (order ${data.orderId}).${data.paidThrough ? ` Our work continues until ${data.paidThrough}, the end of the period paid for.` : ''}`,
    },
    ended: {
      subject: (data) => `Your ${data.packageName} retainer has ended`,
      customer: (data) => `Your ${data.packageName} retainer (order ${data.orderId}) has ended. Thank you for working with us.`,
    },
  };

const SAMPLE_SUBSCRIPTION: SubscriptionFacts = {
  event: 'renewed',
  orderId: SAMPLE_ORDER.orderId,
  packageName: 'Local SEO retainer',
  amountMinor: 120000,
  currency: 'EUR',
  paidThrough: '2027-01-31',
};
const adminOrderUrl = (brand: MailBrand, orderId: string) => `${brand.siteUrl}/admin/payment-status/${orderId}`;

/** What the Admins' mails about a payment say: the order, who paid, PayPal's transaction and where to open it. */
type PaymentFacts = OrderFacts & { customerEmail: string; txnId: string; orderUrl: string };

const samplePayment = (brand: MailBrand): PaymentFacts => ({
  ...SAMPLE_ORDER,
  customerEmail: 'jordan@example.com',
  txnId: '9AB12345CD678901E',
  orderUrl: adminOrderUrl(brand, SAMPLE_ORDER.orderId),
});

/**
 * Every mail the product sends, declared once: its subject, its words, its call to action and the
 * sample the back office previews it with. The layout (logo, colour, footer) is the same for all.
 */
export const MAIL_KINDS = {
  emailVerification: kind<{ link: string }>({
    title: 'Confirm an account’s e-mail address',
    audience: 'account',
    transactional: true,
    subject: () => 'Confirm your e-mail address',
    content: ({ link }, brand) => ({
      heading: 'Confirm your e-mail address',
      body: (
        <>
          <Paragraph>Please confirm that this address is yours by opening this link within 48 hours.</Paragraph>
          <Action href={link} label="Confirm my address" color={brand.primaryColor} />
          <Paragraph>If you did not create an account, ignore this e-mail; nothing happens without the link.</Paragraph>
        </>
      ),
    }),
    sample: (brand) => ({ link: `${brand.siteUrl}/verify-email?token=sample-token` }),
  }),

  passwordReset: kind<{ link: string }>({
    title: 'Set a new password',
    audience: 'account',
    transactional: true,
    subject: () => 'Set a new password',
    content: ({ link }, brand) => ({
      heading: 'Set a new password',
      body: (
        <>
          <Paragraph>Someone (hopefully you) asked to set a new password for your account.</Paragraph>
          <Paragraph>Open this link within one hour to choose a new password.</Paragraph>
          <Action href={link} label="Choose a new password" color={brand.primaryColor} />
          <Paragraph>If you did not ask for this, ignore this e-mail; your password stays as it is.</Paragraph>
        </>
      ),
    }),
    sample: (brand) => ({ link: `${brand.siteUrl}/reset?token=sample-token` }),
  }),

  emailChange: kind<{ link: string }>({
    title: 'Confirm a new e-mail address (to the new address)',
    audience: 'account',
    transactional: true,
    subject: () => 'Confirm your new e-mail address',
    content: ({ link }, brand) => ({
      heading: 'Confirm your new e-mail address',
      body: (
        <>
          <Paragraph>Someone (hopefully you) asked to move their account to this address.</Paragraph>
          <Paragraph>Open this link within 48 hours to confirm it.</Paragraph>
          <Action href={link} label="Confirm my new address" color={brand.primaryColor} />
          <Paragraph>If you did not ask for this, ignore this e-mail; nothing changes without the link.</Paragraph>
        </>
      ),
    }),
    sample: (brand) => ({ link: `${brand.siteUrl}/confirm-email?token=sample-token` }),
  }),

  emailChangeNotice: kind<{ newEmail: string; accountUrl: string }>({
    title: 'An e-mail change is under way (to the old address)',
    audience: 'account',
    transactional: true,
    subject: () => 'Your e-mail address is about to change',
    content: ({ newEmail, accountUrl }, brand) => ({
      heading: 'Your e-mail address is about to change',
      body: (
        <>
          <Paragraph>Someone signed in to your account asked to move it to {newEmail}. It moves only when the link we sent there is opened.</Paragraph>
          <Paragraph>
            If this was not you, log in, change your password (that signs out every other device) and ask for a change back to this address.
          </Paragraph>
          <Action href={accountUrl} label="Open my account" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: (brand) => ({ newEmail: 'jordan.new@example.com', accountUrl: `${brand.siteUrl}/account` }),
  }),

  signInFactorChanged: kind<{ change: string; accountUrl: string }>({
    title: 'A way of signing in was added or removed (to the account)',
    audience: 'account',
    transactional: true,
    subject: () => 'How you sign in has changed',
    content: ({ change, accountUrl }, brand) => ({
      heading: 'How you sign in has changed',
      body: (
        <>
          <Paragraph>{change} Every other device signed in to your account was signed out.</Paragraph>
          <Paragraph>If this was not you, reset your password now (that signs out every device) and check your account’s sign-in settings.</Paragraph>
          <Action href={accountUrl} label="Open my account" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: (brand) => ({ change: 'Two-factor sign-in with an authenticator app was turned on.', accountUrl: `${brand.siteUrl}/account` }),
  }),

  subscriptionConfirmation: kind<{ link: string; days: number; unsubscribeUrl: string }>({
    title: 'Confirm a newsletter subscription',
    audience: 'subscriber',
    transactional: false,
    subject: (_data, brand) => `Please confirm your subscription to ${brand.siteName}`,
    content: ({ link, days }, brand) => ({
      heading: 'Please confirm your subscription',
      body: (
        <>
          <Paragraph>Someone (hopefully you) signed up for the newsletter of {brand.siteName} with this address.</Paragraph>
          <Paragraph>To confirm, open this link within {days} days.</Paragraph>
          <Action href={link} label="Confirm my subscription" color={brand.primaryColor} />
          <Paragraph>If you did not sign up, ignore this e-mail: without the link nothing is sent to you again.</Paragraph>
        </>
      ),
    }),
    unsubscribeUrl: (data) => data.unsubscribeUrl,
    sample: (brand) => ({
      link: `${brand.siteUrl}/confirm-subscription?token=sample-token`,
      days: 7,
      unsubscribeUrl: `${brand.siteUrl}/unsubscribe/sample`,
    }),
  }),

  newMessage: kind<{ name: string; email: string; phone?: string; subject: string; message: string; messageUrl: string }>({
    title: 'New message from the contact form (to the leads address or the Admins)',
    audience: 'admin',
    transactional: true,
    subject: (data) => `New message: ${data.subject}`,
    content: (data, brand) => ({
      heading: `New message from ${data.name}`,
      preview: `${data.name} wrote: ${data.subject}`,
      body: (
        <>
          <Paragraph>
            {data.name} &lt;{data.email}&gt;{data.phone ? `, phone ${data.phone}` : ''} wrote through {brand.siteName}:
          </Paragraph>
          <Facts rows={[['Subject', data.subject]]} />
          <Quote text={data.message} color={brand.primaryColor} />
          <Paragraph>Reply to this e-mail to answer {data.name}, or open the message.</Paragraph>
          <Action href={data.messageUrl} label="Open the message" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: (brand) => ({
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      phone: '+1 555 0100',
      subject: 'Free SEO analysis',
      message: 'Hello,\nwe run a bakery with two shops and would like to be found for “bakery near me”.\n\nCould you look at our site?',
      messageUrl: `${brand.siteUrl}/view/sample`,
    }),
  }),

  orderPlaced: kind<OrderFacts & { orderDate: string; payUrl: string }>({
    title: 'Order placed (to the customer)',
    audience: 'customer',
    transactional: true,
    subject: (data, brand) => `Your ${data.packageName} order from ${brand.siteName}`,
    content: (data, brand) => ({
      heading: 'Thank you for your order',
      body: (
        <>
          <Paragraph>
            Thank you for ordering the {data.packageName} package ({formatAmount(data.packagePrice, data.currency, brand.locale)}), placed {data.orderDate}.
          </Paragraph>
          <Facts rows={orderRows(data, brand)} />
          <Paragraph>You can pay for it now, or later from your dashboard.</Paragraph>
          <Action href={data.payUrl} label="Pay for my order" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: (brand) => ({ ...SAMPLE_ORDER, orderDate: '03/14/2026', payUrl: `${brand.siteUrl}/pay-now/${SAMPLE_ORDER.orderId}` }),
  }),

  newOrder: kind<OrderFacts & { customerName: string; customerEmail: string; orderUrl: string }>({
    title: 'New order (to the Admins)',
    audience: 'admin',
    transactional: true,
    subject: (data, brand) => `New order: ${data.packageName} for ${formatAmount(data.packagePrice, data.currency, brand.locale)}`,
    content: (data, brand) => ({
      heading: 'New order',
      body: (
        <>
          <Paragraph>
            {data.customerName} &lt;{data.customerEmail}&gt; ordered {data.packageName} ({formatAmount(data.packagePrice, data.currency, brand.locale)}).
          </Paragraph>
          <Facts rows={orderRows(data, brand)} />
          <Action href={data.orderUrl} label="Open the order" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: (brand) => ({
      ...SAMPLE_ORDER,
      customerName: 'Jordan Lee',
      customerEmail: 'jordan@example.com',
      orderUrl: adminOrderUrl(brand, SAMPLE_ORDER.orderId),
    }),
  }),

  paymentReceived: kind<OrderFacts & { receiptUrl?: string; invoicesUrl?: string }>({
    title: 'Payment received (to the customer)',
    audience: 'customer',
    transactional: true,
    subject: () => 'Payment received — thank you!',
    content: (data, brand) => ({
      heading: 'Payment received — thank you!',
      body: (
        <>
          <Paragraph>
            We received {formatAmount(data.packagePrice, data.currency, brand.locale)} for your {data.packageName} order ({data.orderId}). Our team starts work
            now.
          </Paragraph>
          <Facts rows={orderRows(data, brand)} />
          {data.receiptUrl && <Action href={data.receiptUrl} label="View my receipt" color={brand.primaryColor} />}
          {data.invoicesUrl && <Paragraph>Your invoice is under My Orders, as a PDF: {data.invoicesUrl}</Paragraph>}
        </>
      ),
    }),
    sample: () => SAMPLE_ORDER,
  }),

  orderDelivered: kind<OrderFacts & { ordersUrl: string }>({
    title: 'Order delivered (to the customer)',
    audience: 'customer',
    transactional: true,
    subject: (data, brand) => `Your ${data.packageName} order from ${brand.siteName} is delivered`,
    content: (data, brand) => ({
      heading: 'Your order is delivered',
      body: (
        <>
          <Paragraph>
            The work on your {data.packageName} order ({data.orderId}) is done and delivered. Thank you for choosing {brand.siteName}.
          </Paragraph>
          <Facts rows={orderRows(data, brand)} />
          <Paragraph>Questions about what we delivered? Reply to this e-mail.</Paragraph>
          <Action href={data.ordersUrl} label="See my orders" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: (brand) => ({ ...SAMPLE_ORDER, ordersUrl: `${brand.siteUrl}/my-order` }),
  }),

  projectStage: kind<{ packageName: string; stage: string; projectUrl: string }>({
    title: 'Project stage changed (to the customer)',
    audience: 'customer',
    transactional: true,
    subject: (data) => `Your ${data.packageName} project: ${data.stage}`,
    content: (data, brand) => ({
      heading: 'Your project moved on',
      preview: `Now: ${data.stage}`,
      body: (
        <>
          <Paragraph>
            Your {data.packageName} project with {brand.siteName} is now at the stage “{data.stage}”.
          </Paragraph>
          <Paragraph>The dates, what was delivered and our messages are in your client area.</Paragraph>
          <Action href={data.projectUrl} label="Open my project" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: (brand) => ({ packageName: 'Standard', stage: 'Audit', projectUrl: `${brand.siteUrl}/projects/6f1c2a9e-4b7d-4e21-9a53-0c8d7e6b5a41` }),
  }),

  projectDeliverable: kind<{ packageName: string; projectUrl: string }>({
    title: 'New deliverable (to the customer)',
    audience: 'customer',
    transactional: true,
    subject: (data) => `Something new in your ${data.packageName} project`,
    content: (data, brand) => ({
      heading: 'Something new was delivered',
      body: (
        <>
          <Paragraph>
            {brand.siteName} delivered something new in your {data.packageName} project. Sign in to see it and download it.
          </Paragraph>
          <Action href={data.projectUrl} label="Open my project" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: (brand) => ({ packageName: 'Standard', projectUrl: `${brand.siteUrl}/projects/6f1c2a9e-4b7d-4e21-9a53-0c8d7e6b5a41` }),
  }),

  projectReport: kind<{ packageName: string; site: string; score: number | null; scoreChange: number | null; projectUrl: string }>({
    title: 'New site report (to the customer)',
    audience: 'customer',
    transactional: true,
    subject: (data) => `Your site report for ${data.site} is ready`,
    content: (data, brand) => ({
      heading: 'Your site report is ready',
      // The preview is the score and its move alone: the findings stay behind the sign-in.
      preview:
        data.score === null
          ? `${data.site} could not be audited this time`
          : `Score ${data.score}/100${data.scoreChange === null ? '' : ` (${data.scoreChange >= 0 ? '+' : '−'}${Math.abs(data.scoreChange)} since the last report)`}`,
      body: (
        <>
          <Paragraph>
            {brand.siteName} audited {data.site} for your {data.packageName} project.{' '}
            {data.score === null
              ? 'The audit could not reach the site this time; the report says why.'
              : `Its score is ${data.score}/100${data.scoreChange === null ? '' : `, ${data.scoreChange >= 0 ? 'up' : 'down'} ${Math.abs(data.scoreChange)} since the last report`}.`}
          </Paragraph>
          <Paragraph>What changed since the last report, and what to fix, is in your client area.</Paragraph>
          <Action href={data.projectUrl} label="Open my report" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: (brand) => ({
      packageName: 'Monthly SEO',
      site: 'example.com',
      score: 78,
      scoreChange: 6,
      projectUrl: `${brand.siteUrl}/projects/6f1c2a9e-4b7d-4e21-9a53-0c8d7e6b5a41`,
    }),
  }),

  projectApproval: kind<{ packageName: string; projectUrl: string }>({
    title: 'Approval asked (to the customer)',
    audience: 'customer',
    transactional: true,
    subject: (data) => `Your approval is asked in your ${data.packageName} project`,
    content: (data, brand) => ({
      heading: 'Your approval is asked',
      body: (
        <>
          <Paragraph>
            {brand.siteName} asks you to approve a deliverable of your {data.packageName} project, or to tell us what to change.
          </Paragraph>
          <Action href={data.projectUrl} label="Open my project" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: (brand) => ({ packageName: 'Standard', projectUrl: `${brand.siteUrl}/projects/6f1c2a9e-4b7d-4e21-9a53-0c8d7e6b5a41` }),
  }),

  projectApprovalAdmin: kind<{ customerEmail: string; packageName: string; decision: 'approved' | 'changes'; projectUrl: string }>({
    title: 'Deliverable approved or changes asked (to the Admins)',
    audience: 'admin',
    transactional: true,
    subject: (data) =>
      data.decision === 'approved' ? `Approved: ${data.packageName} (${data.customerEmail})` : `Changes asked: ${data.packageName} (${data.customerEmail})`,
    content: (data, brand) => ({
      heading: data.decision === 'approved' ? 'A deliverable was approved' : 'The client asks for changes',
      body: (
        <>
          <Paragraph>
            {data.customerEmail} {data.decision === 'approved' ? 'approved' : 'asked for changes to'} a deliverable of the {data.packageName} project.
          </Paragraph>
          <Action href={data.projectUrl} label="Open the project" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: (brand) => ({
      customerEmail: 'jane@example.com',
      packageName: 'Standard',
      decision: 'changes',
      projectUrl: `${brand.siteUrl}/client-projects/6f1c2a9e-4b7d-4e21-9a53-0c8d7e6b5a41`,
    }),
  }),

  projectMessage: kind<{ packageName: string; preview: string; projectUrl: string }>({
    title: 'Message from the agency (to the customer)',
    audience: 'customer',
    transactional: true,
    subject: (data) => `New message in your ${data.packageName} project`,
    content: (data, brand) => ({
      heading: 'You have a new message',
      preview: data.preview,
      body: (
        <>
          <Paragraph>
            {brand.siteName} wrote in your {data.packageName} project:
          </Paragraph>
          <Quote text={data.preview} color={brand.primaryColor} />
          <Action href={data.projectUrl} label="Read and answer" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: (brand) => ({
      packageName: 'Standard',
      preview: 'The audit is done: we found three pages that…',
      projectUrl: `${brand.siteUrl}/projects/6f1c2a9e-4b7d-4e21-9a53-0c8d7e6b5a41`,
    }),
  }),

  projectMessageAdmin: kind<{ customerEmail: string; packageName: string; preview: string; projectUrl: string }>({
    title: 'Message from a client (to the Admins)',
    audience: 'admin',
    transactional: true,
    subject: (data) => `Message from ${data.customerEmail}: ${data.packageName}`,
    content: (data, brand) => ({
      heading: 'A client wrote',
      preview: data.preview,
      body: (
        <>
          <Paragraph>
            {data.customerEmail} wrote in the {data.packageName} project:
          </Paragraph>
          <Quote text={data.preview} color={brand.primaryColor} />
          <Action href={data.projectUrl} label="Read and answer" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: (brand) => ({
      customerEmail: 'jane@example.com',
      packageName: 'Standard',
      preview: 'Could we add the blog to the audit?',
      projectUrl: `${brand.siteUrl}/client-projects/6f1c2a9e-4b7d-4e21-9a53-0c8d7e6b5a41`,
    }),
  }),

  paymentReceivedAdmin: kind<PaymentFacts>({
    title: 'Payment received (to the Admins)',
    audience: 'admin',
    transactional: true,
    subject: (data, brand) => `Payment received: ${formatAmount(data.packagePrice, data.currency, brand.locale)}`,
    content: (data, brand) => ({
      heading: 'Payment received',
      body: (
        <>
          <Paragraph>
            {data.customerEmail} paid {formatAmount(data.packagePrice, data.currency, brand.locale)} for {data.packageName} (order {data.orderId}, PayPal{' '}
            {data.txnId}).
          </Paragraph>
          <Action href={data.orderUrl} label="Open the order" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: samplePayment,
  }),

  duplicatePayment: kind<PaymentFacts>({
    title: 'Duplicate payment to refund (to the Admins)',
    audience: 'admin',
    transactional: true,
    subject: (data, brand) => `Duplicate payment: ${formatAmount(data.packagePrice, data.currency, brand.locale)} for order ${data.orderId}`,
    content: (data, brand) => ({
      heading: 'A payment came twice',
      body: (
        <>
          <Paragraph>
            {data.customerEmail} paid {formatAmount(data.packagePrice, data.currency, brand.locale)} for {data.packageName} (order {data.orderId}) again, after
            the order was Paid.
          </Paragraph>
          <Paragraph>Refund the PayPal payment {data.txnId} to the customer.</Paragraph>
          <Action href={data.orderUrl} label="Open the order" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: samplePayment,
  }),

  paymentReversed: kind<{ orderId: string; txnId: string; status: string; consequence: string; orderUrl: string }>({
    title: 'Payment refunded or reversed (to the Admins)',
    audience: 'admin',
    transactional: true,
    subject: (data) => `Payment ${data.status.toLowerCase()}: order ${data.orderId}`,
    content: (data, brand) => ({
      heading: `Payment ${data.status.toLowerCase()}`,
      body: (
        <>
          <Paragraph>
            PayPal reports the payment {data.txnId} for order {data.orderId} as {data.status}. {data.consequence}
          </Paragraph>
          <Action href={data.orderUrl} label="Open the order" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: (brand) => ({
      orderId: SAMPLE_ORDER.orderId,
      txnId: '9AB12345CD678901E',
      status: 'Refunded',
      consequence: 'The order is UnPaid again.',
      orderUrl: adminOrderUrl(brand, SAMPLE_ORDER.orderId),
    }),
  }),

  subscriptionNotice: kind<SubscriptionFacts & { dashboardUrl: string }>({
    title: 'Retainer renewed, failed, cancelled or ended (to the customer)',
    audience: 'customer',
    transactional: true,
    subject: (data, brand) => SUBSCRIPTION_NOTICES[data.event].subject(subscriptionText(data, brand)),
    content: (data, brand) => ({
      heading: SUBSCRIPTION_NOTICES[data.event].subject(subscriptionText(data, brand)),
      body: (
        <>
          <Paragraph>{SUBSCRIPTION_NOTICES[data.event].customer(subscriptionText(data, brand))}</Paragraph>
          <Action href={data.dashboardUrl} label="See my retainer" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: (brand) => ({ ...SAMPLE_SUBSCRIPTION, dashboardUrl: `${brand.siteUrl}/dashboard` }),
  }),

  subscriptionNoticeAdmin: kind<SubscriptionFacts & { customerEmail: string; orderUrl: string }>({
    title: 'Retainer renewed, failed, cancelled or ended (to the Admins)',
    audience: 'admin',
    transactional: true,
    subject: (data) => `Retainer ${data.event === 'failed' ? 'payment failed' : data.event}: ${data.packageName}, ${data.customerEmail}`,
    content: (data, brand) => ({
      heading: `Retainer ${data.event === 'failed' ? 'payment failed' : data.event}`,
      body: (
        <>
          <Paragraph>
            {data.customerEmail}: {SUBSCRIPTION_NOTICES[data.event].customer(subscriptionText(data, brand))}
          </Paragraph>
          <Action href={data.orderUrl} label="Open the order" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: (brand) => ({ ...SAMPLE_SUBSCRIPTION, customerEmail: 'jordan@example.com', orderUrl: adminOrderUrl(brand, SAMPLE_ORDER.orderId) }),
  }),

  subscriptionModifiedAdmin: kind<OrderFacts & { subscrId: string; customerEmail: string; change: string; orderUrl: string }>({
    title: 'Retainer terms changed at PayPal (to the Admins)',
    audience: 'admin',
    transactional: true,
    subject: (data) => `Retainer terms changed at PayPal: ${data.packageName}, ${data.customerEmail}`,
    content: (data, brand) => ({
      heading: 'Retainer terms changed at PayPal',
      body: (
        <>
          <Paragraph>
            PayPal reports that the subscription {data.subscrId} of {data.customerEmail} for order {data.orderId} no longer has the terms it was sold at:{' '}
            {data.change}. Payments in other terms are not taken as this order&apos;s: check the subscription in your PayPal account, and agree the change with
            the customer or cancel it there.
          </Paragraph>
          <Facts rows={orderRows(data, brand)} />
          <Action href={data.orderUrl} label="Open the order" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: (brand) => ({
      ...SAMPLE_ORDER,
      subscrId: 'I-BW452GLLEP1G',
      customerEmail: 'jordan@example.com',
      change: 'amount3 1500.00 is not 1200.00',
      orderUrl: adminOrderUrl(brand, SAMPLE_ORDER.orderId),
    }),
  }),

  auditReport: kind<{
    targetUrl: string;
    /** the report page, /analysis/{token} */
    reportUrl: string;
    status: 'done' | 'failed';
    score: number | null;
    /** the worst findings, at most 3 */
    topIssues: { title: string; fix: string }[];
    failure: string | null;
    /** how long the report page stays online */
    reportDays: number;
  }>({
    title: 'Free SEO analysis ready (to the visitor who asked)',
    audience: 'visitor',
    // The visitor asked for this one report; nothing follows it.
    transactional: true,
    subject: (data) =>
      data.status === 'done'
        ? `Your SEO analysis of ${new URL(data.targetUrl).host}: ${data.score} / 100`
        : `Your SEO analysis of ${new URL(data.targetUrl).host} could not be completed`,
    content: (data, brand) => {
      const host = new URL(data.targetUrl).host;
      const cta = auditCallToAction(brand);
      if (data.status === 'failed')
        return {
          heading: `We could not analyse ${host}`,
          body: (
            <>
              <Paragraph>The analysis of {data.targetUrl} you asked for could not be completed.</Paragraph>
              {data.failure && <Facts rows={[['Reason', data.failure]]} />}
              <Paragraph>Check that the address opens in a browser and that robots.txt lets it be read, then ask again; or write to us.</Paragraph>
              <Action href={cta.url} label={cta.label} color={brand.primaryColor} />
            </>
          ),
        };
      return {
        heading: `Your SEO analysis of ${host}`,
        preview: `${host} scores ${data.score} out of 100`,
        body: (
          <>
            <Facts
              rows={[
                ['Site', data.targetUrl],
                ['Score', `${data.score} / 100`],
              ]}
            />
            {data.topIssues.length > 0 ? (
              <>
                <Paragraph>The issues that cost the most:</Paragraph>
                {data.topIssues.map((issue, index) => (
                  <Paragraph key={index}>
                    <strong>
                      {index + 1}. {issue.title}
                    </strong>
                    <br />
                    {issue.fix}
                  </Paragraph>
                ))}
              </>
            ) : (
              <Paragraph>Every check passed.</Paragraph>
            )}
            <Paragraph>The full report, with every page concerned, is attached as a PDF and online for {data.reportDays} days.</Paragraph>
            <Action href={data.reportUrl} label="Read the full report" color={brand.primaryColor} />
            <Paragraph>
              <strong>{cta.heading}</strong> {cta.text}
            </Paragraph>
            <Action href={cta.url} label={cta.label} color={brand.primaryColor} />
          </>
        ),
      };
    },
    sample: (brand) => ({
      targetUrl: 'https://bakery.example/',
      reportUrl: `${brand.siteUrl}/analysis/sample-token`,
      status: 'done',
      score: 72,
      topIssues: [
        { title: 'Pages without a meta description', fix: 'Write a description of 70 to 160 characters for each page.' },
        { title: 'Images without alt text', fix: 'Describe each image that carries meaning in its alt attribute.' },
        { title: 'No sitemap', fix: 'Publish a sitemap.xml and name it in robots.txt.' },
      ],
      failure: null,
      reportDays: 30,
    }),
  }),

  webhookDisabled: kind<{ url: string; description: string; since: string; lastError: string; webhooksUrl: string }>({
    title: 'Webhook endpoint disabled (to the Admins)',
    audience: 'admin',
    transactional: true,
    subject: () => 'A webhook endpoint was disabled',
    content: (data, brand) => ({
      heading: 'A webhook endpoint was disabled',
      preview: `Every delivery to ${data.url} failed for a day`,
      body: (
        <>
          <Paragraph>
            Every delivery to {data.url}
            {data.description ? ` (${data.description})` : ''} has failed since {data.since}, so no more events are sent to it.
          </Paragraph>
          <Facts rows={[['Last error', data.lastError]]} />
          <Paragraph>Once the endpoint answers again, enable it in the back office: the deliveries still queued are then sent.</Paragraph>
          <Action href={data.webhooksUrl} label="Open the webhooks" color={brand.primaryColor} />
        </>
      ),
    }),
    sample: (brand) => ({
      url: 'https://hooks.example.com/orders',
      description: 'Accounting',
      since: '2026-03-01T09:30:00.000Z',
      lastError: 'The endpoint answered 503',
      webhooksUrl: `${brand.siteUrl}/webhooks`,
    }),
  }),
};

export type MailKindName = keyof typeof MAIL_KINDS;
export type MailData<K extends MailKindName> = Parameters<(typeof MAIL_KINDS)[K]['subject']>[0];
/** One mail's kind with the data it needs, checked together. */
export type MailOf = { [K in MailKindName]: { kind: K; data: MailData<K> } }[MailKindName];
export const MAIL_KIND_NAMES = Object.keys(MAIL_KINDS) as MailKindName[];

/** A kind's declaration, typed by its own data. */
export const mailKind = <K extends MailKindName>(kind: K) => MAIL_KINDS[kind] as unknown as MailKind<MailData<K>>;
