import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** The Standard Webhooks spelling of a secret: its libraries take it as it is. */
const PREFIX = 'whsec_';

/** A new signing secret: 32 random bytes, base64, after `whsec_`. */
export function newWebhookSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

/**
 * The signature of one delivery as the Standard Webhooks specification writes it
 * (https://www.standardwebhooks.com): `v1,` and the base64 HMAC-SHA256, keyed with the secret's
 * decoded bytes, of `{id}.{timestamp}.{body}`, the timestamp in whole seconds.
 */
/** How long a rolled secret's predecessor keeps signing beside it. */
export const ROLL_OVERLAP_HOURS = 24;

export function signDelivery(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * Secrets are stored sealed (AES-256-GCM under a key derived from JWT_SECRET for this purpose
 * alone): the server must be able to sign with them, so they cannot be hashed like API keys, but
 * a copy of the database alone (a dump, a backup sent elsewhere) does not let anyone forge a
 * delivery. Changing JWT_SECRET makes them unreadable; the delivery log then says to roll them.
 */
export class SecretSealer {
  private readonly key: Buffer;

  /** `purpose` keeps each use's key apart (salt and info of HKDF); webhook secrets by default. */
  constructor(masterSecret: string, purpose: { salt: string; info: string } = { salt: 'webhook-secrets', info: 'webhook signing secrets at rest' }) {
    this.key = Buffer.from(hkdfSync('sha256', masterSecret, purpose.salt, purpose.info, 32));
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
  }

  /** The secret, or null when it was sealed under another key. */
  open(sealed: string): string | null {
    try {
      const bytes = Buffer.from(sealed.slice(3), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
