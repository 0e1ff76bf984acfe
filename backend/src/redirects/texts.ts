/** What the admin is told about redirects, in one place. */
export const REDIRECT_LIMITS = {
  sourceLength: 500,
  targetLength: 2000,
  noteLength: 300,
  /** rows of one CSV import */
  importRows: 5000,
  /** the CSV text of one import, in bytes (5,000 rows of long addresses fit) */
  importBytes: 1024 * 1024,
} as const;

export const REDIRECT_TEXTS = {
  sourceNotPath: 'The old address must be a path of this site starting with / (for example /old-pricing/)',
  sourceHasQuery: 'The old address is a path only: leave out ? and # (a query string is carried over to an internal target)',
  sourceTooLong: 'The old address must be at most 500 characters',
  sourceReserved: (path: string) => `${path} is an address the site itself answers (a page, the back office, the API or a file), so it cannot be redirected`,
  targetRequired: 'A 301 or 302 redirect needs a target: a path of this site or an https:// address',
  targetForbiddenFor410: 'A 410 (gone) answers without a target: leave the target empty',
  targetNotAddress: 'The target must be a path of this site starting with / or an https:// address',
  targetNotHttps: 'An address on another site must start with https://',
  targetTooLong: 'The target must be at most 2000 characters',
  targetCredentials: 'The target must not carry a user name or password',
  targetPrivate: (host: string) => `${host} is a private, loopback or link-local address: visitors cannot be sent there`,
  badCode: 'The code must be 301 (moved for good), 302 (moved for now) or 410 (gone)',
  noteTooLong: 'The note must be at most 300 characters',
  unsafeText: (field: string) => `${field} contains a control character, a NUL character or invalid Unicode`,
  loopToItself: (source: string) => `${source} would redirect to itself`,
  loop: (source: string, other: string) => `${source} → ${other} would make a loop: ${other} already redirects to ${source}`,
  chainTarget: (target: string, next: string) =>
    `${target} already redirects to ${next}: point this redirect at ${next} directly, so visitors and search engines take one step`,
  chainSource: (source: string, from: string) =>
    `${from} already redirects to ${source}: change that redirect to point where this one goes, so visitors and search engines take one step`,
  duplicate: (source: string, existing: string) => `${existing} is already redirected; ${source} is the same address`,
  notFound: (id: string) => `No redirect has the id ${id}`,
  deleted: (source: string) => `The redirect of ${source} is deleted`,
  importEmpty: 'The CSV has no rows: write one redirect per line as source,target,code',
  importTooMany: 'A CSV may hold at most 5000 redirects',
  importMalformed: (line: number, reason: string) => `Line ${line}: ${reason}`,
  importColumns: 'write three columns: source,target,code (leave target empty for 410)',
  importRefused: (count: number) => `Nothing was imported: ${count} ${count === 1 ? 'row is' : 'rows are'} refused`,
  imported: (count: number) => `${count} ${count === 1 ? 'redirect' : 'redirects'} imported`,
  gone: 'Gone',
  goneText: 'This page has been removed and is not coming back.',
  goneHome: 'Home',
} as const;
