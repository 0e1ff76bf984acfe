import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PERMISSION_EXTENSION } from '../src/common/api-docs.js';
import { PERMISSIONS, USER_ROLES, permissionsOf, type Permission, type UserRole } from '../src/common/permissions.js';
import { API_KEY_SCOPES, SCOPES_EXTENSION, type ApiKeyScope } from '../src/common/scopes.decorator.js';
import { SECTIONS } from '../src/content/sections.js';
import { register, registerAdmin, registerMember, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

/** 'owner': the order's owner (a customer); a Permission: members whose role holds it (common/permissions.ts). */
type Policy = 'public' | 'refresh-token' | 'signed-in' | 'owner' | Permission;
const isPermission = (policy: Policy | undefined): policy is Permission => (PERMISSIONS as readonly string[]).includes(policy ?? '');

/**
 * Who may call each operation: anyone, any signed-in account, the order's owner, or the members of
 * the team whose role holds the permission named. Every operation in openapi/openapi.json must be
 * listed here (or be a section's, below), so a new endpoint cannot ship without someone deciding
 * who may use it; what each role then gets is derived from the one table of roles and permissions.
 */
const EXPLICIT: Record<string, Policy> = {
  getHealth: 'public',
  getSite: 'public',
  register: 'public',
  login: 'public',
  loginSecondFactor: 'public',
  getTwoFactor: 'signed-in',
  startTotp: 'signed-in',
  confirmTotp: 'signed-in',
  disableTwoFactor: 'signed-in',
  renewRecoveryCodes: 'signed-in',
  getPasskeys: 'signed-in',
  startPasskey: 'signed-in',
  addPasskey: 'signed-in',
  renamePasskey: 'signed-in',
  removePasskey: 'signed-in',
  startPasskeySignIn: 'public',
  signInWithPasskey: 'public',
  startPasskeySecondFactor: 'public',
  loginSecondFactorPasskey: 'public',
  refresh: 'refresh-token',
  logout: 'public',
  forgotPassword: 'public',
  resetPassword: 'public',
  me: 'public',
  verifyEmail: 'public',
  checkSetup: 'public',
  completeSetup: 'public',
  resendVerification: 'signed-in',
  addMessage: 'public',
  addSubscriber: 'public',
  getPricings: 'public',
  getPricing: 'public',
  receivePaypalNotification: 'public',
  addOrder: 'signed-in',
  getOrders: 'signed-in',
  getTotalSpent: 'signed-in',
  getOrder: 'owner',
  getSubscriptions: 'signed-in',
  // Another customer's retainer answers 404 like a missing one (subscriptions.spec)
  getSubscription: 'signed-in',
  getSubscriptionMetrics: 'orders:read',
  getTaxSettings: 'tax',
  updateTaxSettings: 'tax',
  getInvoices: 'signed-in',
  // Another customer's invoice answers 404 like a missing one (invoices.spec)
  getInvoice: 'signed-in',
  getInvoicePdf: 'signed-in',
  getInvoiceHtml: 'signed-in',
  getInvoicesCsv: 'orders:read',
  cancelSubscription: 'orders:write',
  getReceipt: 'owner',
  getCheckout: 'owner',
  cancelOrder: 'owner',
  addUser: 'team',
  addPaypalEmail: 'payments',
  updatePricing: 'content',
  createPricing: 'content',
  getTotalSales: 'orders:read',
  updatePaymentStatus: 'orders:write',
  updateOrderStatus: 'orders:write',
  getMessages: 'messages',
  getMessageCounts: 'messages',
  getPanelCharts: 'panel',
  getMessage: 'messages',
  updateMessage: 'messages',
  getSubscribers: 'subscribers',
  getSubscribersCsv: 'subscribers',
  getUsers: 'team:read',
  transferOwnership: 'team',
  getTeamSettings: 'team:read',
  updateTeamSettings: 'team',
  getUser: 'team:read',
  updateUser: 'team',
  getPaypalEmails: 'payments:read',
  getPaypalEmail: 'payments:read',
  updatePaypalEmail: 'payments',
  getSections: 'content',
  getRecordRevisions: 'content',
  getDeletedRecords: 'content',
  getAuditLog: 'audit-log',
  getAuditKinds: 'audit-log',
  getMailPreviews: 'settings',
  getMailPreview: 'settings',
  deleteOrder: 'orders:write',
  deleteMessage: 'messages',
  deleteSubscriber: 'subscribers',
  deletePricing: 'content',
  unarchivePricing: 'content',
  uploadMedia: 'media:upload',
  getMediaList: 'media:read',
  getMedia: 'media:read',
  updateMedia: 'media:write',
  replaceMedia: 'media:write',
  deleteMedia: 'media:write',
  getMessagesCsv: 'messages',
  getSpamMessages: 'messages',
  markNotSpam: 'messages',
  deleteSpamMessage: 'messages',
  getOrdersCsv: 'orders:read',
  confirmSubscription: 'public',
  unsubscribe: 'public',
  changePassword: 'signed-in',
  requestEmailChange: 'signed-in',
  confirmEmailChange: 'public',
  exportAccount: 'signed-in',
  deleteAccount: 'signed-in',
  getRedirects: 'content',
  addRedirect: 'content',
  importRedirects: 'content',
  updateRedirect: 'content',
  deleteRedirect: 'content',
  getPageSeo: 'content',
  updatePageSeo: 'content',
  getMenus: 'content',
  updateMenu: 'content',
  getApiKeys: 'api-keys',
  addApiKey: 'api-keys',
  revokeApiKey: 'api-keys',
  getWebhooks: 'webhooks',
  getWebhookEvents: 'webhooks',
  addWebhook: 'webhooks',
  updateWebhook: 'webhooks',
  deleteWebhook: 'webhooks',
  rollWebhookSecret: 'webhooks',
  testWebhook: 'webhooks',
  getWebhookDeliveries: 'webhooks',
  getWebhookDelivery: 'webhooks',
  redeliverWebhook: 'webhooks',
  getPublishedPage: 'public',
  getPages: 'content',
  getPage: 'content',
  addPage: 'content',
  previewPage: 'content',
  updatePage: 'content',
  publishPage: 'content',
  unpublishPage: 'content',
  deletePage: 'content',
  getHomeLayout: 'content',
  getBlockKinds: 'content',
  setHomeLayout: 'content',
  getBlogSettings: 'public',
  getBlogPosts: 'public',
  getBlogPost: 'public',
  getBlogCategories: 'public',
  getBlogTags: 'public',
  updateBlogSettings: 'posts:publish',
  getBlogAuthor: 'posts:write',
  updateBlogAuthor: 'posts:write',
  listBlogPosts: 'posts:write',
  getBlogPostForEdit: 'posts:write',
  previewBlogPost: 'posts:write',
  addBlogPost: 'posts:write',
  updateBlogPost: 'posts:write',
  publishBlogPost: 'posts:publish',
  unpublishBlogPost: 'posts:publish',
  deleteBlogPost: 'posts:write',
  addBlogCategory: 'posts:publish',
  updateBlogCategory: 'posts:publish',
  deleteBlogCategory: 'posts:publish',
  addBlogTag: 'posts:publish',
  updateBlogTag: 'posts:publish',
  deleteBlogTag: 'posts:publish',
  getCaseStudies: 'public',
  getCaseStudy: 'public',
  listCaseStudies: 'content',
  getCaseStudyForEdit: 'content',
  addCaseStudy: 'content',
  previewCaseStudy: 'content',
  updateCaseStudy: 'content',
  deleteCaseStudy: 'content',
  getCaseStudyRevisions: 'content',
  restoreCaseStudyRevision: 'content',
  // The free analysis: anyone may ask; the report is read by whoever holds its token (404 otherwise, audit-requests.spec).
  requestAudit: 'public',
  getAuditReport: 'public',
  getAuditReportPdf: 'public',
  getAudits: 'audits',
  getAudit: 'audits',
  getAuditPdf: 'audits',
  runAudit: 'audits',
  rerunAudit: 'audits',
  compareAudits: 'audits',
  // The client portal: another customer's project answers 404 like a missing one (portal.spec).
  getProjects: 'signed-in',
  getProject: 'signed-in',
  answerOnboarding: 'signed-in',
  updateProjectStages: 'projects',
  getOfferPortal: 'projects',
  updateOfferPortal: 'projects',
  getDeliverables: 'signed-in',
  downloadDeliverable: 'signed-in',
  decideApproval: 'signed-in',
  uploadDeliverable: 'projects',
  addDeliverableLink: 'projects',
  deleteDeliverable: 'projects',
  requestApproval: 'projects',
  getProjectMessages: 'signed-in',
  addProjectMessage: 'signed-in',
  markProjectMessagesRead: 'signed-in',
  getProjectReports: 'signed-in',
  // Another customer's report answers 404 like a missing one (project-reports.spec).
  getProjectReportPdf: 'signed-in',
  addProjectMessageWithFile: 'signed-in',
  runProjectReport: 'projects',
  updateProjectReporting: 'projects',
};

type KeyDecision = ApiKeyScope | 'none';

/**
 * Which API key scope opens each operation, or 'none': no key reaches it (a public one serves a
 * key's request as a visitor's). Every operation needs a decision here, and the spec's
 * x-api-key-scopes must say the same.
 */
const KEY_SCOPES: Record<string, KeyDecision> = {
  getOrders: 'orders:read',
  getOrder: 'orders:read',
  getSubscriptions: 'orders:read',
  getSubscription: 'orders:read',
  getSubscriptionMetrics: 'orders:read',
  getTaxSettings: 'none',
  updateTaxSettings: 'none',
  getInvoices: 'orders:read',
  getInvoice: 'orders:read',
  getInvoicePdf: 'orders:read',
  getInvoiceHtml: 'orders:read',
  getInvoicesCsv: 'orders:read',
  cancelSubscription: 'orders:write',
  getReceipt: 'orders:read',
  getOrdersCsv: 'orders:read',
  getTotalSales: 'orders:read',
  updatePaymentStatus: 'orders:write',
  updateOrderStatus: 'orders:write',
  getMessages: 'messages:read',
  getMessage: 'messages:read',
  getMessageCounts: 'messages:read',
  getMessagesCsv: 'messages:read',
  getSubscribers: 'subscribers:read',
  getSubscribersCsv: 'subscribers:read',
  updatePricing: 'content:write',
  createPricing: 'content:write',
  deletePricing: 'content:write',
  unarchivePricing: 'content:write',
  getSections: 'content:read',
  getRecordRevisions: 'content:read',
  getDeletedRecords: 'content:read',
  setSectionVisibility: 'content:write',
  moveSectionRecord: 'content:write',
  setRecordVisibility: 'content:write',
  restoreRevision: 'content:write',
  getMediaList: 'content:read',
  getMedia: 'content:read',
  uploadMedia: 'content:write',
  updateMedia: 'content:write',
  replaceMedia: 'content:write',
  deleteMedia: 'content:write',
  getRedirects: 'content:read',
  addRedirect: 'content:write',
  importRedirects: 'content:write',
  updateRedirect: 'content:write',
  deleteRedirect: 'content:write',
  getPageSeo: 'content:read',
  updatePageSeo: 'content:write',
  getMenus: 'content:read',
  updateMenu: 'content:write',
  // The site's pages are content: an integrator may read drafts, preview and publish them.
  getPublishedPage: 'none',
  getPages: 'content:read',
  getPage: 'content:read',
  previewPage: 'content:read',
  addPage: 'content:write',
  updatePage: 'content:write',
  publishPage: 'content:write',
  unpublishPage: 'content:write',
  deletePage: 'content:write',
  getHomeLayout: 'content:read',
  getBlockKinds: 'content:read',
  setHomeLayout: 'content:write',
  updateBlogSettings: 'content:write',
  listBlogPosts: 'content:read',
  getBlogPostForEdit: 'content:read',
  previewBlogPost: 'content:read',
  addBlogPost: 'content:write',
  updateBlogPost: 'content:write',
  publishBlogPost: 'content:write',
  unpublishBlogPost: 'content:write',
  deleteBlogPost: 'content:write',
  addBlogCategory: 'content:write',
  updateBlogCategory: 'content:write',
  deleteBlogCategory: 'content:write',
  addBlogTag: 'content:write',
  updateBlogTag: 'content:write',
  deleteBlogTag: 'content:write',
  // Case studies are content, as the pages and posts: an integrator may read drafts, preview and publish them.
  getCaseStudies: 'none',
  getCaseStudy: 'none',
  listCaseStudies: 'content:read',
  getCaseStudyForEdit: 'content:read',
  previewCaseStudy: 'content:read',
  addCaseStudy: 'content:write',
  updateCaseStudy: 'content:write',
  deleteCaseStudy: 'content:write',
  getCaseStudyRevisions: 'content:read',
  restoreCaseStudyRevision: 'content:write',
  // Audits and their leads' scores: a CRM may read them and ask for audits (each crawls a site, so writing is a scope of its own).
  getAudits: 'audits:read',
  getAudit: 'audits:read',
  getAuditPdf: 'audits:read',
  compareAudits: 'audits:read',
  runAudit: 'audits:write',
  rerunAudit: 'audits:write',
  // The client portal: a CRM or a project tool may read projects and move their stages; the
  // client's own answers are the client's, never a key's.
  getProjects: 'projects:read',
  getProject: 'projects:read',
  getOfferPortal: 'projects:read',
  updateProjectStages: 'projects:write',
  updateOfferPortal: 'projects:write',
  answerOnboarding: 'none',
  getDeliverables: 'projects:read',
  downloadDeliverable: 'projects:read',
  uploadDeliverable: 'projects:write',
  addDeliverableLink: 'projects:write',
  deleteDeliverable: 'projects:write',
  requestApproval: 'projects:write',
  decideApproval: 'none',
  getProjectMessages: 'projects:read',
  addProjectMessage: 'none',
  markProjectMessagesRead: 'none',
  getProjectReports: 'projects:read',
  getProjectReportPdf: 'projects:read',
  addProjectMessageWithFile: 'none',
  runProjectReport: 'projects:write',
  updateProjectReporting: 'projects:write',
  // An integration may set up its own webhook endpoints and read their delivery log, with a scope
  // only the Owner can grant (api-keys.spec).
  ...Object.fromEntries(
    [
      'getWebhooks',
      'getWebhookEvents',
      'addWebhook',
      'updateWebhook',
      'deleteWebhook',
      'rollWebhookSecret',
      'testWebhook',
      'getWebhookDeliveries',
      'getWebhookDelivery',
      'redeliverWebhook',
    ].map((operationId) => [operationId, 'webhooks:manage' as const]),
  ),
  // An Admin's in person: the roster, where money goes, keys themselves, the log, erasures,
  // the business details (where leads are mailed, the seller on receipts) and search engines &
  // analytics (the script every page loads and the CSP's origins): settings, not site content.
  ...Object.fromEntries(
    [
      'getBusinessDetailsList',
      'getBusinessDetails',
      'addBusinessDetails',
      'updateBusinessDetails',
      'deleteBusinessDetails',
      'getSearchEnginesList',
      'getSearchEngines',
      'addSearchEngines',
      'updateSearchEngines',
      'deleteSearchEngines',
      'addUser',
      'transferOwnership',
      'getTeamSettings',
      'updateTeamSettings',
      'getUsers',
      'getUser',
      'updateUser',
      'addPaypalEmail',
      'getPaypalEmails',
      'getPaypalEmail',
      'updatePaypalEmail',
      'getApiKeys',
      'getBlogAuthor',
      'updateBlogAuthor',
      'addApiKey',
      'revokeApiKey',
      'getAuditLog',
      'getAuditKinds',
      'getMailPreviews',
      'getMailPreview',
      'getPanelCharts',
      'updateMessage',
      'deleteMessage',
      'deleteSubscriber',
      'deleteOrder',
      'getSpamMessages',
      'markNotSpam',
      'deleteSpamMessage',
    ].map((operationId) => [operationId, 'none' as const]),
  ),
};

/** Content sections: a read takes content:read (a public one also serves any other key as a visitor), a write content:write. */
function keyDecisionOf(operationId: string, tags: string[]): KeyDecision | undefined {
  if (KEY_SCOPES[operationId]) return KEY_SCOPES[operationId];
  const policy = policyOf(operationId, tags);
  if (tags.includes('content')) return operationId.startsWith('get') ? 'content:read' : 'content:write';
  // A customer's own operations (ordering, paying, the account) and the visitors' are never a key's.
  if (policy && !isPermission(policy)) return 'none';
  return undefined;
}

/** Reads of back-office sections (declared `public: false`), named as the section controllers name them. */
const BACK_OFFICE_READS = new Set(SECTIONS.filter((section) => section.public === false).flatMap((section) => [`get${section.plural}`, `get${section.name}`]));

/** The permission each section's own operations need: `content`, or the one its declaration names (settings). */
const SECTION_PERMISSION = new Map(
  SECTIONS.flatMap((section) =>
    ['get' + section.plural, ...['get', 'add', 'update', 'delete'].map((verb) => verb + section.name)].map(
      (id) => [id, section.permission ?? 'content'] as const,
    ),
  ),
);

/** Site sections: reads are public, except a back-office section's; writes need the section's permission. */
function policyOf(operationId: string, tags: string[]): Policy | undefined {
  if (EXPLICIT[operationId]) return EXPLICIT[operationId];
  if (tags.includes('content')) {
    return operationId.startsWith('get') && !BACK_OFFICE_READS.has(operationId) ? 'public' : (SECTION_PERMISSION.get(operationId) ?? 'content');
  }
  return undefined;
}

interface Operation {
  method: string;
  path: string;
  operationId: string;
  tags: string[];
  scopes: string[];
  permission?: string;
}

const spec = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; tags?: string[]; [SCOPES_EXTENSION]?: string[]; [PERMISSION_EXTENSION]?: string }>>;
};
const operations: Operation[] = Object.entries(spec.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    operationId: operation.operationId,
    tags: operation.tags ?? [],
    scopes: operation[SCOPES_EXTENSION] ?? [],
    permission: operation[PERMISSION_EXTENSION],
  })),
);

describe('authorization matrix over every operation of openapi/openapi.json', () => {
  let t: TestApp;
  let admin: Session;
  /** one member per role (the Owner is `admin`), a listed User, and a customer: what each may do comes from their role */
  const members = new Map<string, { session: Session; permissions: readonly Permission[] }>();
  let alice: Session;
  let bob: Session;
  let aliceOrder: string;
  /** a key with each scope alone, and one with every scope */
  const keys = new Map<ApiKeyScope | 'every', Session>();

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    admin = await registerAdmin(t, 'owner@example.com');
    alice = await register(t, 'alice@example.com');
    bob = await register(t, 'bob@example.com');
    await t.request('/api/add-email', { method: 'POST', json: { paypalEmail: 'pay@example.com' }, headers: admin.headers });
    const [plan] = await json<{ _id: string }[]>(t.request('/api/pricings'));
    const created = await t.request('/api/new-order', {
      method: 'POST',
      json: { packageId: plan._id, customerName: 'A', customerAddress: 'B', customerCountry: 'US' },
      headers: alice.headers,
    });
    aliceOrder = (await json<{ _id: string }>(created))._id;
    members.set('Owner', { session: admin, permissions: permissionsOf('Admin', true) });
    for (const role of USER_ROLES) {
      const session = await registerMember(t, `${role.toLowerCase()}@example.com`, role, admin);
      members.set(role, { session, permissions: permissionsOf(role as UserRole, false) });
    }
    members.set('customer', { session: bob, permissions: [] });
    for (const scope of [...API_KEY_SCOPES, 'every'] as const) {
      const scopes = scope === 'every' ? API_KEY_SCOPES : [scope];
      const key = await json<{ token: string }>(t.request('/api/api-keys', { method: 'POST', json: { name: scope, scopes }, headers: admin.headers }));
      keys.set(scope, { email: '', cookie: '', headers: { authorization: `Bearer ${key.token}` } });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('declares a policy for every operation', () => {
    const undeclared = operations
      .filter((operation) => !policyOf(operation.operationId, operation.tags))
      .map((operation) => `${operation.method} ${operation.path} (${operation.operationId})`);
    expect(undeclared).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
  });

  it('decides for every operation which API key scope opens it, as the spec declares', () => {
    const undecided = operations.filter((operation) => !keyDecisionOf(operation.operationId, operation.tags)).map((operation) => operation.operationId);
    expect(undecided).toEqual([]);
    const declared = Object.fromEntries(operations.map((operation) => [operation.operationId, operation.scopes.join(' ') || 'none']));
    const decided = Object.fromEntries(operations.map((operation) => [operation.operationId, keyDecisionOf(operation.operationId, operation.tags)]));
    expect(declared).toEqual(decided);
  });

  const call = (operation: Operation, session?: Session, id = '00000000-0000-4000-8000-000000000000') => {
    const path = operation.path.replace(/\{[^}]+\}/g, id);
    const body = operation.method === 'GET' ? undefined : {};
    return t.request(path, { method: operation.method, json: body, headers: session?.headers });
  };

  it('the spec names the permission the table declares for every operation of the team (x-permission)', () => {
    const declared = Object.fromEntries(operations.map((operation) => [operation.operationId, operation.permission ?? null]));
    const decided = Object.fromEntries(
      operations.map((operation) => {
        const policy = policyOf(operation.operationId, operation.tags);
        return [operation.operationId, isPermission(policy) ? policy : null];
      }),
    );
    expect(declared).toEqual(decided);
  });

  it.each(operations.filter((o) => isPermission(policyOf(o.operationId, o.tags))).map((o) => [`${o.method} ${o.path}`, o] as const))(
    'team %s: 401 anonymous; for every role, allowed exactly when the role holds its permission, else 403',
    async (_name, operation) => {
      const permission = policyOf(operation.operationId, operation.tags) as Permission;
      expect((await call(operation)).status).toBe(401);
      const answers: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const [role, member] of members) {
        const status = (await call(operation, member.session)).status;
        answers[role] = status === 403 || status === 401 ? String(status) : 'allowed';
        expected[role] = member.permissions.includes(permission) ? 'allowed' : '403';
      }
      expect(answers).toEqual(expected);
    },
  );

  it.each(operations.filter((o) => policyOf(o.operationId, o.tags) === 'signed-in').map((o) => [`${o.method} ${o.path}`, o] as const))(
    'signed-in %s: 401 anonymous, allowed for a customer',
    async (_name, operation) => {
      expect((await call(operation)).status).toBe(401);
      expect([401, 403]).not.toContain((await call(operation, alice)).status);
    },
  );

  it.each(operations.filter((o) => policyOf(o.operationId, o.tags) === 'owner').map((o) => [`${o.method} ${o.path}`, o] as const))(
    'owner-only %s: 401 anonymous, 404 for another customer, answered for the owner',
    async (_name, operation) => {
      expect((await call(operation, undefined, aliceOrder)).status).toBe(401);
      expect((await call(operation, bob, aliceOrder)).status).toBe(404);
      expect([401, 403, 404]).not.toContain((await call(operation, alice, aliceOrder)).status);
    },
  );

  it('refresh needs the refresh-token cookie, not an access token', async () => {
    const refresh = operations.find((o) => o.operationId === 'refresh')!;
    expect((await call(refresh)).status).toBe(401);
    expect((await call(refresh, await register(t, 'carol@example.com'))).status).toBe(200);
  });

  it.each(operations.filter((o) => policyOf(o.operationId, o.tags) === 'public').map((o) => [`${o.method} ${o.path}`, o] as const))(
    'public %s: no session needed',
    async (_name, operation) => {
      expect([401, 403]).not.toContain((await call(operation)).status);
    },
  );

  it.each(operations.filter((o) => keyDecisionOf(o.operationId, o.tags) !== 'none').map((o) => [`${o.method} ${o.path}`, o] as const))(
    'key-enabled %s: allowed with its scope, 403 with every other scope (a public read: served as a visitor)',
    async (_name, operation) => {
      const scope = keyDecisionOf(operation.operationId, operation.tags) as ApiKeyScope;
      const policy = policyOf(operation.operationId, operation.tags);
      const id = policy === 'owner' ? aliceOrder : undefined;
      expect([401, 403]).not.toContain((await call(operation, keys.get(scope), id)).status);
      for (const other of API_KEY_SCOPES.filter((s) => s !== scope)) {
        const status = (await call(operation, keys.get(other), id)).status;
        if (policy === 'public') expect([401, 403]).not.toContain(status);
        else expect(status).toBe(403);
      }
    },
  );

  it.each(
    operations
      .filter((o) => keyDecisionOf(o.operationId, o.tags) === 'none' && !['public', 'refresh-token'].includes(policyOf(o.operationId, o.tags)!))
      .map((o) => [`${o.method} ${o.path}`, o] as const),
  )('closed to keys %s: 403 even with every scope', async (_name, operation) => {
    expect((await call(operation, keys.get('every'), aliceOrder)).status).toBe(403);
  });

  it.each(operations.filter((o) => policyOf(o.operationId, o.tags) === 'public').map((o) => [`${o.method} ${o.path}`, o] as const))(
    'public %s: a valid key is served as a visitor',
    async (_name, operation) => {
      expect([401, 403]).not.toContain((await call(operation, keys.get('every'))).status);
    },
  );
});
