import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('account')
export class Account {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  /** stored lower-case; unique */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, select: false })
  passwordHash: string;

  /** access tokens issued before this moment are refused (password reset signs out everywhere) */
  @Column({ name: 'sessions_valid_after', type: 'timestamptz', default: () => 'now()' })
  sessionsValidAfter: Date;

  /** set when the owner opened a verification or password-reset link sent to this address */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@Entity('refresh_token')
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  /** every rotation of one sign-in shares a family; reuse of a rotated token revokes the family */
  @Column({ name: 'family_id', type: 'uuid' })
  familyId: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A single-use, expiring link mailed to an account's address; only the token's hash is kept. */
abstract class MailedLink {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** Sets a new password (and proves the address, as it arrived in the mailbox). */
@Entity('password_reset')
export class PasswordReset extends MailedLink {}

/** Proves the account's owner reads its mailbox. */
@Entity('email_verification')
export class EmailVerification extends MailedLink {}

/** The first-run setup token: only its hash is kept; whoever holds the token may create the first Admin. */
@Entity('setup_token')
export class SetupToken {
  @Column({ name: 'token_hash', type: 'varchar', length: 64, primary: true })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
