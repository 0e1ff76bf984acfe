import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

@Entity('account')
@Unique('UQ_account_email', ['email'])
export class Account {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  /** stored lower-case */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, select: false })
  passwordHash: string;

  /**
   * The password would do for the team (at least 12 characters, not breached): judged when it is
   * chosen or signed in with, as only its hash is kept; null until then for a password stored
   * before the rule. A member of the team whose password was judged short of it is refused the
   * back office until they choose a new one.
   */
  @Column({ name: 'password_meets_staff_rule', type: 'boolean', nullable: true })
  passwordMeetsStaffRule: boolean | null;

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
@Unique('UQ_refresh_token_hash', ['tokenHash'])
@Index('refresh_token_family', ['familyId'])
@Index('refresh_token_account', ['accountId'])
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  @ForeignKey(() => Account, { name: 'refresh_token_account_id_fkey', onDelete: 'CASCADE' })
  accountId: string;

  /** every rotation of one sign-in shares a family; reuse of a rotated token revokes the family */
  @Column({ name: 'family_id', type: 'uuid' })
  familyId: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
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

/**
 * A single-use, expiring link mailed to an account's address; only the token's hash is kept.
 * Each table names its own constraints and indexes, so they are declared on the entities below.
 */
export abstract class MailedLink {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
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
@ForeignKey(() => Account, ['accountId'], ['_id'], { name: 'password_reset_account_id_fkey', onDelete: 'CASCADE' })
@Unique('UQ_password_reset_hash', ['tokenHash'])
@Index('password_reset_account', ['accountId'])
export class PasswordReset extends MailedLink {}

/** Proves the account's owner reads its mailbox. */
@Entity('email_verification')
@ForeignKey(() => Account, ['accountId'], ['_id'], { name: 'email_verification_account_id_fkey', onDelete: 'CASCADE' })
@Unique('UQ_email_verification_hash', ['tokenHash'])
@Index('email_verification_account', ['accountId', 'createdAt'])
export class EmailVerification extends MailedLink {
  /** the path of this site the registrant was on their way to (an offer's order form), to go on to once confirmed */
  @Column({ name: 'return_to', type: 'varchar', length: 500, nullable: true })
  returnTo: string | null;
}

/**
 * Moves the account to a new address once its owner opens the link mailed there: the address
 * changes only on proof that the new mailbox is theirs. A table of its own, so a link of another
 * purpose (verification, reset) can never confirm a change, nor this one verify or reset.
 */
@Entity('email_change')
@ForeignKey(() => Account, ['accountId'], ['_id'], { name: 'email_change_account_id_fkey', onDelete: 'CASCADE' })
@Unique('UQ_email_change_hash', ['tokenHash'])
@Index('email_change_account', ['accountId'])
export class EmailChange extends MailedLink {
  /** stored lower-case, as account.email */
  @Column({ name: 'new_email', type: 'varchar', length: 254 })
  newEmail: string;
}

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
