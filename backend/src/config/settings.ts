import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIPv4, isIPv6 } from 'node:net';
import { join, resolve } from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, IsUrl, Max, Min, MinLength, validateSync } from 'class-validator';
import { parseMediaS3Url, type MediaS3Settings } from './media-s3.js';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';
import { VIES_REST_API } from '../tax/vies.js';

export const PAYPAL_MODES = ['live', 'sandbox', 'simulator'] as const;
export type PaypalMode = (typeof PAYPAL_MODES)[number];

/** Secrets that ship in docs and examples; a deployment must never run with one of them. */
const DEVELOPMENT_SECRETS = new Set(['change-me', 'changeme', 'development', 'dev-secret', 'secret']);

/** The environment variables the product reads, validated once at start-up. */
export class Environment {
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT?: number;

  @IsOptional()
  @IsString()
  HOST?: string;

  @IsOptional()
  @IsString()
  DATABASE_URL?: string;

  /** a session connection for listening to other instances' changes, when DATABASE_URL goes through a pooler in transaction mode */
  @IsOptional()
  @IsString()
  DATABASE_LISTEN_URL?: string;

  @IsOptional()
  @IsString()
  DATA_DIR?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  PUBLIC_URL?: string;

  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'JWT_SECRET must be at least 16 characters long' })
  JWT_SECRET?: string;

  @IsOptional()
  @IsEmail()
  ADMIN_EMAIL?: string;

  @IsOptional()
  @IsIn(PAYPAL_MODES)
  PAYPAL_MODE?: PaypalMode;

  @IsOptional()
  @IsString()
  SMTP_URL?: string;

  /** the address mails come from; the display name is the site's name (Brand & site) */
  @IsOptional()
  @IsEmail()
  MAIL_FROM?: string;

  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV?: string;

  @IsOptional()
  @IsIn(['true', 'false'])
  DEMO_CONTENT?: string;

  @IsOptional()
  @IsString()
  CORS_ORIGINS?: string;

  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  @Max(10000)
  RATE_LIMIT_FACTOR?: number;

  /** connections the embedded engine's socket admits: 1, the app's own; a test that asks the engine itself takes a second */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  @Max(10)
  EMBEDDED_DB_CONNECTIONS?: number;

  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  API_KEY_RATE_LIMIT?: number;

  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  /** an S3-compatible bucket for the media library's files (media-s3.ts reads it); unset, they live in PostgreSQL */
  @IsOptional()
  @IsString()
  MEDIA_S3_URL?: string;

  /** lets webhooks reach private, loopback and link-local addresses, and plain http (tests, a receiver on the same network) */
  @IsOptional()
  @IsIn(['true', 'false'])
  WEBHOOKS_ALLOW_PRIVATE?: string;

  /** lets site audits reach private, loopback and link-local addresses (tests); off, only public addresses are audited */
  @IsOptional()
  @IsIn(['true', 'false'])
  AUDITS_ALLOW_PRIVATE?: string;

  /** the most pages one site audit fetches */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  @Max(1_000)
  AUDIT_MAX_PAGES?: number;

  /** site audits this instance runs at once */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  @Max(16)
  AUDIT_CONCURRENCY?: number;

  /** days a visitor's audit report stays readable through its link */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  @Max(365)
  AUDIT_REPORT_DAYS?: number;

  /** how often (seconds) an instance asks for the look for projects whose site report is due */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  @Max(86_400)
  PROJECT_REPORT_SWEEP_SECONDS?: number;

  /** the EU's VIES REST API that confirms customers' VAT numbers; `off` asks none */
  @IsOptional()
  @IsString()
  VIES_URL?: string;
}

export interface Settings {
  port: number;
  host: string;
  /** undefined means: start the embedded PostgreSQL under dataDir */
  databaseUrl?: string;
  /** where the listening connection goes (DATABASE_LISTEN_URL, else databaseUrl) */
  databaseListenUrl?: string;
  /** ':memory:' keeps the embedded database in memory (tests) */
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  jwtSecretSource: 'environment' | 'generated' | 'stored';
  adminEmail?: string;
  paypalMode: PaypalMode;
  smtpUrl?: string;
  /** sender address of every mail (MAIL_FROM, else no-reply@ the public host) */
  mailFrom: string;
  production: boolean;
  /** fill empty sections with demo content on start */
  demoContent: boolean;
  /** other origins allowed to call the API from a browser; none by default */
  corsOrigins: string[];
  /** multiplies every rate limit (load and browser test runs) */
  rateLimitFactor: number;
  /** connections the embedded engine admits (EmbeddedPostgres): 1 but in tests, since every one shares PGlite's one session */
  embeddedConnections: number;
  /** requests one API key may make a minute, over every instance */
  apiKeyRateLimit: number;
  /** the proxies whose X-Forwarded-For names the client; none by default */
  trustProxy: TrustProxy;
  /** the bucket holding the media library's files; undefined keeps them in PostgreSQL */
  mediaS3?: MediaS3Settings;
  /** reachable from other machines (a non-loopback HOST or PUBLIC_URL): the strict checks apply */
  deployment: boolean;
  /** webhooks may go to private, loopback and link-local addresses and over plain http */
  webhooksAllowPrivate: boolean;
  /** site audits may fetch private, loopback and link-local addresses */
  auditsAllowPrivate: boolean;
  /** pages one audit fetches at most */
  auditMaxPages: number;
  /** audits this instance runs at once */
  auditConcurrency: number;
  /** days a visitor's audit report link works */
  auditReportDays: number;
  projectReportSweepSeconds: number;
  /** where VAT numbers are confirmed; undefined: not asked (outside a deployment unless VIES_URL names one, or VIES_URL=off) */
  viesUrl?: string;
}

export const SETTINGS = Symbol('SETTINGS');
export const IN_MEMORY = ':memory:';

export class SettingsError extends Error {}

/** 127.0.0.0/8, ::1 and localhost: names only this machine can connect to. */
function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  // The URL parser spells every form of an address one way ('127.1' as 127.0.0.1, '0:0::1' as [::1]).
  let name: string;
  try {
    name = new URL(`http://${isIPv6(bare) ? `[${bare}]` : bare}`).hostname;
  } catch {
    return false;
  }
  return name === 'localhost' || name === '[::1]' || (isIPv4(name) && name.startsWith('127.'));
}

/** The secret a local run keeps under DATA_DIR so sessions survive restarts. */
function storedSecret(dataDir: string): { secret: string; source: 'generated' | 'stored' } {
  if (dataDir === IN_MEMORY) return { secret: randomBytes(32).toString('hex'), source: 'generated' };
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return { secret: readFileSync(file, 'utf8').trim(), source: 'stored' };
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return { secret, source: 'generated' };
}

export function resolveSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = plainToInstance(Environment, { ...env }, { excludeExtraneousValues: false });
  const errors = validateSync(parsed, { skipMissingProperties: false, forbidUnknownValues: false });
  if (errors.length > 0) {
    const lines = errors.flatMap((e) => Object.values(e.constraints ?? {}));
    throw new SettingsError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const port = parsed.PORT ?? 3000;
  const host = parsed.HOST ?? '127.0.0.1';
  const production = parsed.NODE_ENV === 'production';
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  // Whatever NODE_ENV says: a server other machines can reach, or one that says it has a public
  // address, is exposed to strangers (the Docker image listens on 0.0.0.0 and sets no PUBLIC_URL).
  const exposure = !isLoopback(host) ? `HOST=${host}` : !isLoopback(new URL(publicUrl).hostname) ? `PUBLIC_URL=${publicUrl}` : undefined;
  const deployment = exposure !== undefined;
  const dataDir = parsed.DATA_DIR === IN_MEMORY ? IN_MEMORY : resolve(parsed.DATA_DIR ?? './data');
  const paypalMode: PaypalMode = parsed.PAYPAL_MODE ?? 'simulator';

  if (exposure) {
    const because = `other machines can reach this server (${exposure})`;
    const missing: string[] = [];
    if (!parsed.JWT_SECRET || DEVELOPMENT_SECRETS.has(parsed.JWT_SECRET) || parsed.JWT_SECRET.startsWith('dev-')) {
      missing.push(`JWT_SECRET must be set to a long random value (for example the output of \`openssl rand -hex 32\`): ${because}`);
    }
    if (!parsed.PAYPAL_MODE) missing.push(`PAYPAL_MODE must be set to live or sandbox: ${because}`);
    if (parsed.PAYPAL_MODE === 'simulator') {
      missing.push(`PAYPAL_MODE=simulator moves no money and lets anyone mark an order paid; set PAYPAL_MODE to live or sandbox: ${because}`);
    }
    if (!parsed.PUBLIC_URL) missing.push(`PUBLIC_URL must be set to the address customers reach the site at (for example https://seo.example.com): ${because}`);
    if (missing.length > 0) throw new SettingsError(missing.join('\n'));
  }

  const mediaS3 = parsed.MEDIA_S3_URL ? parseMediaS3Url(parsed.MEDIA_S3_URL) : undefined;
  if (mediaS3 && 'invalid' in mediaS3) throw new SettingsError(mediaS3.invalid);

  if (parsed.DATABASE_LISTEN_URL && !parsed.DATABASE_URL) {
    throw new SettingsError('DATABASE_LISTEN_URL is used only with DATABASE_URL (a PostgreSQL server); the embedded engine needs neither');
  }

  const proxies = parseTrustProxy(parsed.TRUST_PROXY);
  if ('invalid' in proxies) {
    throw new SettingsError(
      `TRUST_PROXY must be the number of proxies in front of the app (for example 1) or their addresses or CIDR ranges, comma-separated (for example 10.0.0.0/8); "${proxies.invalid}" is neither`,
    );
  }

  let jwtSecret = parsed.JWT_SECRET;
  let jwtSecretSource: Settings['jwtSecretSource'] = 'environment';
  if (!jwtSecret) {
    const kept = storedSecret(dataDir);
    jwtSecret = kept.secret;
    jwtSecretSource = kept.source;
  }

  return {
    port,
    host,
    databaseUrl: parsed.DATABASE_URL || undefined,
    databaseListenUrl: parsed.DATABASE_LISTEN_URL || parsed.DATABASE_URL || undefined,
    dataDir,
    publicUrl,
    jwtSecret,
    jwtSecretSource,
    adminEmail: parsed.ADMIN_EMAIL?.toLowerCase(),
    paypalMode,
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
    production,
    demoContent: parsed.DEMO_CONTENT !== 'false',
    rateLimitFactor: parsed.RATE_LIMIT_FACTOR ?? 1,
    embeddedConnections: parsed.EMBEDDED_DB_CONNECTIONS ?? 1,
    apiKeyRateLimit: parsed.API_KEY_RATE_LIMIT ?? 600,
    trustProxy: proxies.trustProxy,
    mediaS3,
    corsOrigins: (parsed.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    deployment,
    webhooksAllowPrivate: parsed.WEBHOOKS_ALLOW_PRIVATE === 'true',
    auditsAllowPrivate: parsed.AUDITS_ALLOW_PRIVATE === 'true',
    auditMaxPages: parsed.AUDIT_MAX_PAGES ?? 50,
    auditConcurrency: parsed.AUDIT_CONCURRENCY ?? 2,
    auditReportDays: parsed.AUDIT_REPORT_DAYS ?? 30,
    projectReportSweepSeconds: parsed.PROJECT_REPORT_SWEEP_SECONDS ?? 600,
    // A development or test server asks no one outside unless told to.
    viesUrl: parsed.VIES_URL === 'off' ? undefined : (parsed.VIES_URL ?? (deployment ? VIES_REST_API : undefined)),
  };
}
