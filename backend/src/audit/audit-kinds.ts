/**
 * What an audit entry is about, and how the back office names it; the audit page filters by it.
 *
 * The kinds below are the core's. A module of its own (a document type) declares its kind where it
 * is declared, in two lines that go together, so a new kind edits nothing here, no migration and no
 * frontend file:
 *
 *     declare module '../audit/audit-kinds.js' { interface AuditKinds { 'case-study': string } }
 *     registerAuditKind('case-study', 'Case studies');
 *
 * The first makes the name a type `AuditService.record` accepts (and the API's enum, which the
 * Swagger plugin reads from the type); the second gives the label and makes it a kind the server
 * accepts at run time. The database keeps no CHECK naming kinds (migration AuditKindsInCode).
 */
const CORE_KINDS = {
  content: 'Site content',
  section: 'Section visibility',
  pricing: 'Pricing',
  roster: 'Admin users',
  'payment-email': 'Payment e-mail',
  order: 'Orders',
  message: 'Messages',
  subscriber: 'Subscribers',
  media: 'Media library',
  account: 'Customer accounts',
  redirect: 'Redirects',
  'api-key': 'API keys',
  webhook: 'Webhooks',
  blog: 'Blog',
  page: 'Pages',
  'site-audit': 'Site audits',
  project: 'Client projects',
} as const;

type CoreKinds = { readonly [Kind in keyof typeof CORE_KINDS]: string };

/** Every kind, the core's and those modules add by augmenting this interface (its values are the labels' type). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: modules add their kinds
export interface AuditKinds extends CoreKinds {}

export type AuditKind = Extract<keyof AuditKinds, string>;

/** The kinds in the order the audit page offers them: the core's, then the modules' as they register. */
const LABELS = new Map<string, string>(Object.entries(CORE_KINDS));

/**
 * The names of the kinds known, one array that registration extends: the API's enum is this array
 * (its decorators hold it, read when the document is made, after every module registered).
 */
export const AUDIT_KIND_NAMES: AuditKind[] = [...LABELS.keys()] as AuditKind[];

/**
 * Makes a kind known at run time with its label (at the module's import, so before any request and
 * before the API is described). The same kind twice must carry the same label.
 */
export function registerAuditKind<Kind extends AuditKind>(kind: Kind, label: string): Kind {
  const known = LABELS.get(kind);
  if (known !== undefined && known !== label) throw new Error(`Audit kind ${kind} is registered twice, as “${known}” and “${label}”`);
  if (known === undefined) AUDIT_KIND_NAMES.push(kind);
  LABELS.set(kind, label);
  return kind;
}

export const isAuditKind = (value: unknown): value is AuditKind => typeof value === 'string' && LABELS.has(value);

/** Every kind known, with its label, in the audit page's order. */
export const auditKinds = (): { kind: AuditKind; label: string }[] => [...LABELS].map(([kind, label]) => ({ kind: kind as AuditKind, label }));
