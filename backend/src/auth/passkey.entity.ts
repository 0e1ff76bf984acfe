import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Account } from './account.entity.js';

/**
 * A passkey (a WebAuthn credential) of an account: its public key only, so a copy of the database
 * lets nobody sign in. Several per account, each named by its owner; the signature counter is kept
 * so a cloned authenticator whose counter goes back is refused.
 */
@Entity('passkey')
@ForeignKey(() => Account, ['accountId'], ['_id'], { name: 'passkey_account_id_fkey', onDelete: 'CASCADE' })
@Unique('UQ_passkey_credential', ['credentialId'])
@Index('passkey_account', ['accountId'])
export class Passkey {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  /** the credential id, base64url, as the browser names it */
  @Column({ name: 'credential_id', type: 'varchar', length: 1400 })
  credentialId: string;

  /** the COSE public key, base64url */
  @Column({ name: 'public_key', type: 'text' })
  publicKey: string;

  @Column({ type: 'bigint', default: 0 })
  counter: string;

  /** how the browser reaches it (usb, internal, hybrid…), comma-separated, as a hint for later sign-ins */
  @Column({ type: 'varchar', length: 200, default: '' })
  transports: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/**
 * A WebAuthn challenge the server handed out: kept server-side (never trusted from the browser),
 * good for five minutes and once. `purpose` binds it to what it was asked for: adding a passkey to
 * `accountId`, a second factor for `accountId`, or a password-less sign-in (no account yet).
 * Failed answers are counted here so wrong passkeys count against the account as wrong codes do.
 */
@Entity('webauthn_challenge')
@ForeignKey(() => Account, ['accountId'], ['_id'], { name: 'webauthn_challenge_account_id_fkey', onDelete: 'CASCADE' })
@Unique('UQ_webauthn_challenge', ['challenge'])
@Index('webauthn_challenge_account', ['accountId', 'createdAt'])
export class WebAuthnChallenge {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  challenge: string;

  @Column({ type: 'varchar', length: 20 })
  purpose: 'register' | 'second-factor' | 'sign-in';

  @Column({ name: 'account_id', type: 'uuid', nullable: true })
  accountId: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  failures: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
