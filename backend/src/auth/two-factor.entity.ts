import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Account } from './account.entity.js';

/**
 * An account's authenticator app (TOTP, RFC 6238). The secret is sealed under a key derived from
 * JWT_SECRET (SecretSealer): the server must read it to check codes, so it cannot be hashed, and a
 * copy of the database alone then lets nobody make codes. Unconfirmed until a first code proves
 * the app holds it; only a confirmed one is asked for at sign-in.
 */
@Entity('account_totp')
@ForeignKey(() => Account, ['accountId'], ['_id'], { name: 'account_totp_account_id_fkey', onDelete: 'CASCADE' })
export class AccountTotp {
  @PrimaryColumn({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ name: 'secret_sealed', type: 'varchar', length: 200 })
  secretSealed: string;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** the time step of the last code accepted: a code is good once (no replay within its window) */
  @Column({ name: 'last_step', type: 'bigint', nullable: true })
  lastStep: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A one-time recovery code, kept as its SHA-256 only; used once, then spent. */
@Entity('recovery_code')
@ForeignKey(() => Account, ['accountId'], ['_id'], { name: 'recovery_code_account_id_fkey', onDelete: 'CASCADE' })
@Unique('UQ_recovery_code_hash', ['codeHash'])
@Index('recovery_code_account', ['accountId'])
export class RecoveryCode {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/**
 * A sign-in whose password was right, waiting for its second factor: the token (hashed) the
 * browser holds for five minutes, and the wrong codes tried with it (each counts for the account).
 */
@Entity('sign_in_challenge')
@ForeignKey(() => Account, ['accountId'], ['_id'], { name: 'sign_in_challenge_account_id_fkey', onDelete: 'CASCADE' })
@Unique('UQ_sign_in_challenge_hash', ['tokenHash'])
@Index('sign_in_challenge_account', ['accountId', 'createdAt'])
export class SignInChallenge {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'integer', default: 0 })
  failures: number;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
