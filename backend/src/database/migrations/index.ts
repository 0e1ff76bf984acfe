import { Foundation1763870000000 } from './1763870000000-foundation.js';
import { Accounts1763870100000 } from './1763870100000-accounts.js';
import { MessagesSubscribers1763870200000 } from './1763870200000-messages-subscribers.js';
import { OrdersPayments1763870300000 } from './1763870300000-orders-payments.js';
import { Tallies1763870400000 } from './1763870400000-tallies.js';
import { OrderSearch1763870500000 } from './1763870500000-order-search.js';
import { ProofOfOwnership1763870600000 } from './1763870600000-proof-of-ownership.js';
import { PaymentIntegrity1763870800000 } from './1763870800000-payment-integrity.js';
import { SiteIdentity1763871000000 } from './1763871000000-site-identity.js';
import { CmsHistory1763871100000 } from './1763871100000-cms-history.js';
import { Media1763871200000 } from './1763871200000-media.js';
import { Leads1763871300000 } from './1763871300000-leads.js';
import { AccountPrivacy1763871400000 } from './1763871400000-account-privacy.js';
import { MediaBucket1763871570000 } from './1763871570000-media-bucket.js';
import { Charts1763871650000 } from './1763871650000-charts.js';
import { Redirects1763871800000 } from './1763871800000-redirects.js';
import { ApiKeys1763871900000 } from './1763871900000-api-keys.js';
import { Blog1795714251106 } from './1795714251106-blog.js';
import { Webhooks1795714269296 } from './1795714269296-webhooks.js';
import { SitePages1795714995110 } from './1795714995110-site-pages.js';
import { PageSeo1795716510432 } from './1795716510432-page-seo.js';
import { BlogAuditKind1795716636822 } from './1795716636822-blog-audit-kind.js';
import { MetaChanges1795830000000 } from './1795830000000-meta-changes.js';
import { RosterCreatedBy1795900000000 } from './1795900000000-roster-created-by.js';
import { WebhookEventsInCode1795900100000 } from './1795900100000-webhook-events-in-code.js';
import { Offers1796000000000 } from './1796000000000-offers.js';
import { Subscriptions1796000100000 } from './1796000100000-subscriptions.js';
import { Invoices1796000200000 } from './1796000200000-invoices.js';
import { MinorUnits1796000300000 } from './1796000300000-minor-units.js';
import { Menus1797000000000 } from './1797000000000-menus.js';
import { CaseStudies1797000100000 } from './1797000100000-case-studies.js';
import { PageBlocks1797000200000 } from './1797000200000-page-blocks.js';
import { BlogAuthorProfile1798000100000 } from './1798000100000-blog-author-profile.js';
import { VerificationReturnTo1798000300000 } from './1798000300000-verification-return-to.js';
import { TeamRoles1798400000000 } from './1798400000000-team-roles.js';
import { TwoFactor1798400100000 } from './1798400100000-two-factor.js';
import { TeamSettings1798400200000 } from './1798400200000-team-settings.js';
import { AuditRequests1798000600000 } from './1798000600000-audit-requests.js';
import { SiteAuditLog1798000610000 } from './1798000610000-site-audit-log.js';
import { Projects1798300000000 } from './1798300000000-projects.js';
import { Deliverables1798300100000 } from './1798300100000-deliverables.js';
import { ProjectMessages1798300200000 } from './1798300200000-project-messages.js';
import { WebhookSecretOverlap1798500000000 } from './1798500000000-webhook-secret-overlap.js';
import { AuditKindsInCode1798630000000 } from './1798630000000-audit-kinds-in-code.js';
import { StaffPasswordRule1798700000000 } from './1798700000000-staff-password-rule.js';
import { OrderSync1798500100000 } from './1798500100000-order-sync.js';
import { Passkeys1798610000000 } from './1798610000000-passkeys.js';
import { WebhookKeyScope1798620000000 } from './1798620000000-webhook-key-scope.js';
import { ListSync1798620100000 } from './1798620100000-list-sync.js';
import { ProjectReports1798600000000 } from './1798600000000-project-reports.js';
import { MessageAttachments1798600100000 } from './1798600100000-message-attachments.js';
import { AuditRuns1798000500000 } from './1798000500000-audit-runs.js';

/** Every migration, in the order it runs. */
export const migrations = [
  Foundation1763870000000,
  Accounts1763870100000,
  MessagesSubscribers1763870200000,
  OrdersPayments1763870300000,
  Tallies1763870400000,
  OrderSearch1763870500000,
  ProofOfOwnership1763870600000,
  PaymentIntegrity1763870800000,
  SiteIdentity1763871000000,
  CmsHistory1763871100000,
  Media1763871200000,
  Leads1763871300000,
  AccountPrivacy1763871400000,
  MediaBucket1763871570000,
  Charts1763871650000,
  Redirects1763871800000,
  ApiKeys1763871900000,
  Blog1795714251106,
  Webhooks1795714269296,
  SitePages1795714995110,
  PageSeo1795716510432,
  BlogAuditKind1795716636822,
  MetaChanges1795830000000,
  RosterCreatedBy1795900000000,
  WebhookEventsInCode1795900100000,
  Offers1796000000000,
  Subscriptions1796000100000,
  Invoices1796000200000,
  MinorUnits1796000300000,
  Menus1797000000000,
  CaseStudies1797000100000,
  PageBlocks1797000200000,
  BlogAuthorProfile1798000100000,
  VerificationReturnTo1798000300000,
  AuditRuns1798000500000,
  AuditRequests1798000600000,
  SiteAuditLog1798000610000,
  Projects1798300000000,
  Deliverables1798300100000,
  ProjectMessages1798300200000,
  TeamRoles1798400000000,
  TwoFactor1798400100000,
  TeamSettings1798400200000,
  WebhookSecretOverlap1798500000000,
  OrderSync1798500100000,
  ProjectReports1798600000000,
  MessageAttachments1798600100000,
  Passkeys1798610000000,
  WebhookKeyScope1798620000000,
  ListSync1798620100000,
  AuditKindsInCode1798630000000,
  StaffPasswordRule1798700000000,
];
