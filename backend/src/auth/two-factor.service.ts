import { randomBytes, randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, HttpStatus, HttpException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { generateSecret, generateURI, verify } from 'otplib';
import { DataSource, IsNull, Not, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { MailService } from '../mail/mail.service.js';
import { SecretSealer } from '../webhooks/webhook-secrets.js';
import { WrongPasswordException } from '../common/wrong-password.exception.js';
import { Account } from './account.entity.js';
import { AuthService, type IssuedSession } from './auth.service.js';
import { TWO_FACTOR_TEXTS } from './texts.js';
import { hashToken, newOpaqueToken } from './tokens.js';
import { AccountTotp, RecoveryCode, SignInChallenge } from './two-factor.entity.js';
import { Passkey } from './passkey.entity.js';
import type { Viewer } from './viewer.js';

const PERIOD_SECONDS = 30;
/** one step either way: a phone's clock a little off still signs in */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** wrong codes one sign-in may try, and one account over the window, before it must wait */
const FAILURES_PER_CHALLENGE = 5;
const FAILURES_PER_ACCOUNT = 10;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const RECOVERY_CODES = 10;

/** `xxxx-xxxx-xxxx` of lower-case letters and digits (no 0/o, 1/l): 60 bits, read aloud without doubt. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}
const normalisedRecovery = (code: string) => code.trim().toLowerCase().replace(/\s+/g, '');

export interface TwoFactorState {
  /** an authenticator app is confirmed: sign-in asks for its code */
  totp: boolean;
  /** an app was started but never confirmed with a code */
  pending: boolean;
  recoveryCodesLeft: number;
}

/**
 * Two-factor sign-in with an authenticator app (TOTP) and one-time recovery codes. Codes are
 * checked with otplib 13 (the maintained TypeScript rewrite of otplib: RFC 6238 with constant-time
 * comparison, no native parts); a code is accepted once, and wrong codes are counted per sign-in and
 * per account.
 */
@Injectable()
export class TwoFactorService {
  private readonly sealer: SecretSealer;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {
    this.sealer = new SecretSealer(settings.jwtSecret, { salt: 'totp-secrets', info: 'authenticator app secrets at rest' });
  }

  async state(viewer: Viewer): Promise<TwoFactorState> {
    const totp = await this.dataSource.getRepository(AccountTotp).findOneBy({ accountId: viewer.id });
    const recoveryCodesLeft = await this.dataSource.getRepository(RecoveryCode).countBy({ accountId: viewer.id, usedAt: IsNull() });
    return { totp: !!totp?.confirmedAt, pending: !!totp && !totp.confirmedAt, recoveryCodesLeft };
  }

  /** Whether signing in to this account asks for a second factor. */
  async required(manager: EntityManager, accountId: string): Promise<boolean> {
    return (await this.methods(manager, accountId)).length > 0;
  }

  /** The second factors a sign-in of this account may answer with: none means a password alone signs in. */
  async methods(manager: EntityManager, accountId: string): Promise<('totp' | 'recovery' | 'passkey')[]> {
    const totp = await manager.getRepository(AccountTotp).exists({ where: { accountId, confirmedAt: Not(IsNull()) } });
    const passkey = await manager.getRepository(Passkey).exists({ where: { accountId } });
    if (!totp && !passkey) return [];
    return [...(totp ? (['totp'] as const) : []), 'recovery', ...(passkey ? (['passkey'] as const) : [])];
  }

  methodsFor(accountId: string): Promise<('totp' | 'recovery' | 'passkey')[]> {
    return this.methods(this.dataSource.manager, accountId);
  }

  requiredFor(accountId: string): Promise<boolean> {
    return this.required(this.dataSource.manager, accountId);
  }

  /** A new secret for the app (replacing one never confirmed), shown once as text and as an otpauth:// address. */
  async start(viewer: Viewer, currentPassword: string): Promise<{ secret: string; uri: string }> {
    await this.checkPassword(viewer, currentPassword);
    const existing = await this.dataSource.getRepository(AccountTotp).findOneBy({ accountId: viewer.id });
    if (existing?.confirmedAt) throw new ConflictException(TWO_FACTOR_TEXTS.alreadyOn);
    const secret = generateSecret();
    await this.dataSource.getRepository(AccountTotp).save({ accountId: viewer.id, secretSealed: this.sealer.seal(secret), confirmedAt: null, lastStep: null });
    const issuer = new URL(this.settings.publicUrl).hostname;
    return { secret, uri: generateURI({ issuer, label: viewer.email, secret, period: PERIOD_SECONDS }) };
  }

  /**
   * The first code proves the app holds the secret: two-factor sign-in is on, ten recovery codes are
   * made (shown this once), every other sign-in ends and the account is mailed.
   */
  async confirm(viewer: Viewer, familyId: string | undefined, code: string): Promise<{ recoveryCodes: string[]; session: IssuedSession }> {
    const family = familyId ?? randomUUID();
    const recoveryCodes = await this.dataSource.transaction(async (manager) => {
      const totp = await manager.getRepository(AccountTotp).findOne({ where: { accountId: viewer.id }, lock: { mode: 'pessimistic_write' } });
      if (!totp || totp.confirmedAt) throw new ConflictException(totp ? TWO_FACTOR_TEXTS.alreadyOn : TWO_FACTOR_TEXTS.notStarted);
      const step = await this.matchingStep(totp, code);
      if (step === null) throw new BadRequestException(TWO_FACTOR_TEXTS.wrongCode);
      await manager.getRepository(AccountTotp).update({ accountId: viewer.id }, { confirmedAt: new Date(), lastStep: String(step) });
      const codes = await this.newRecoveryCodes(manager, viewer.id);
      await this.changed(manager, viewer, family, 'totp on');
      return codes;
    });
    return { recoveryCodes, session: await this.goOn(viewer, family, 'Two-factor sign-in with an authenticator app was turned on.') };
  }

  /** Turns two-factor sign-in off (the password again proves it is the owner): the app and the codes go. */
  async disable(viewer: Viewer, familyId: string | undefined, currentPassword: string): Promise<IssuedSession> {
    await this.checkPassword(viewer, currentPassword);
    const family = familyId ?? randomUUID();
    await this.dataSource.transaction(async (manager) => {
      const [, removed]: [unknown, number] = await manager.query(`DELETE FROM account_totp WHERE account_id = $1 AND confirmed_at IS NOT NULL`, [viewer.id]);
      if (removed === 0) throw new ConflictException(TWO_FACTOR_TEXTS.notOn);
      // The recovery codes stand in for every second factor: they stay while a passkey does.
      if (!(await this.required(manager, viewer.id))) await manager.getRepository(RecoveryCode).delete({ accountId: viewer.id });
      await this.changed(manager, viewer, family, 'totp off');
    });
    return this.goOn(viewer, family, 'Two-factor sign-in was turned off.');
  }

  /** A fresh set of recovery codes; the earlier ones stop working. */
  async renewRecoveryCodes(viewer: Viewer, currentPassword: string): Promise<string[]> {
    await this.checkPassword(viewer, currentPassword);
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.required(manager, viewer.id))) throw new ConflictException(TWO_FACTOR_TEXTS.notOn);
      const codes = await this.newRecoveryCodes(manager, viewer.id);
      this.notify(viewer.email, 'New recovery codes were made; the earlier ones no longer work.');
      return codes;
    });
  }

  /** After a right password on an account with a second factor: the token the sign-in goes on with. */
  async challenge(account: Account): Promise<string> {
    const token = newOpaqueToken();
    await this.dataSource
      .getRepository(SignInChallenge)
      .save({ accountId: account._id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS), failures: 0, usedAt: null });
    return token;
  }

  /**
   * The second step of a sign-in: the app's code (accepted once) or an unused recovery code (spent).
   * Wrong codes count on the sign-in (five, then it must start again) and on the account (ten in
   * fifteen minutes, from any address, then 429 until the window passes).
   */
  async complete(token: string, code: string): Promise<IssuedSession> {
    return this.completeWith(token, (manager, accountId) => this.accept(manager, accountId, code));
  }

  /** The account a waiting sign-in is for, while it can still go on (for a passkey's options); null once it cannot. */
  async pendingAccount(token: string): Promise<string | null> {
    const challenge = await this.dataSource.getRepository(SignInChallenge).findOneBy({ tokenHash: hashToken(token) });
    if (!challenge || challenge.usedAt || challenge.expiresAt.getTime() <= Date.now() || challenge.failures >= FAILURES_PER_CHALLENGE) return null;
    return challenge.accountId;
  }

  /**
   * Finishes a waiting sign-in when `check` accepts the second factor for its account (a code, a
   * recovery code, a passkey's signature); a refusal counts as a wrong code does.
   */
  async completeWith(token: string, check: (manager: EntityManager, accountId: string) => Promise<boolean>): Promise<IssuedSession> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const challenge = await manager.getRepository(SignInChallenge).findOne({ where: { tokenHash: hashToken(token) }, lock: { mode: 'pessimistic_write' } });
      if (!challenge || challenge.usedAt || challenge.expiresAt.getTime() <= Date.now() || challenge.failures >= FAILURES_PER_CHALLENGE) {
        throw new UnauthorizedException(TWO_FACTOR_TEXTS.challengeGone);
      }
      const [{ failures }]: { failures: number }[] = await manager.query(
        `SELECT coalesce(sum(failures), 0)::int AS failures FROM sign_in_challenge WHERE account_id = $1 AND created_at > $2`,
        [challenge.accountId, new Date(Date.now() - FAILURE_WINDOW_MS)],
      );
      if (failures >= FAILURES_PER_ACCOUNT) throw new HttpException(TWO_FACTOR_TEXTS.tooManyCodes, HttpStatus.TOO_MANY_REQUESTS);
      const accepted = await check(manager, challenge.accountId);
      if (!accepted) {
        await manager.getRepository(SignInChallenge).increment({ id: challenge.id }, 'failures', 1);
        return null;
      }
      await manager.getRepository(SignInChallenge).update({ id: challenge.id }, { usedAt: new Date() });
      return manager.getRepository(Account).findOneByOrFail({ _id: challenge.accountId });
    });
    // The failure is counted (committed) before the refusal.
    if (!outcome) throw new UnauthorizedException(TWO_FACTOR_TEXTS.wrongCode);
    return this.auth.issue(outcome, randomUUID());
  }

  private async accept(manager: EntityManager, accountId: string, code: string): Promise<boolean> {
    const trimmed = code.trim();
    if (/^\d{6}$/.test(trimmed)) {
      const totp = await manager.getRepository(AccountTotp).findOne({ where: { accountId }, lock: { mode: 'pessimistic_write' } });
      if (!totp?.confirmedAt) return false;
      const step = await this.matchingStep(totp, trimmed);
      if (step === null || (totp.lastStep !== null && step <= Number(totp.lastStep))) return false;
      await manager.getRepository(AccountTotp).update({ accountId }, { lastStep: String(step) });
      return true;
    }
    const [, spent]: [unknown, number] = await manager.query(
      `UPDATE recovery_code SET used_at = now() WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [accountId, hashToken(normalisedRecovery(trimmed))],
    );
    return spent === 1;
  }

  /** The time step the code belongs to, within a step either way, or null. */
  private async matchingStep(totp: AccountTotp, code: string): Promise<number | null> {
    const secret = this.sealer.open(totp.secretSealed);
    if (!secret || !/^\d{6}$/.test(code.trim())) return null;
    const result = await verify({ secret, token: code.trim(), period: PERIOD_SECONDS, epochTolerance: TOLERANCE_SECONDS });
    return result.valid && 'epoch' in result ? Math.floor(result.epoch / PERIOD_SECONDS) : null;
  }

  async newRecoveryCodes(manager: EntityManager, accountId: string): Promise<string[]> {
    await manager.getRepository(RecoveryCode).delete({ accountId });
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    await manager.getRepository(RecoveryCode).insert(codes.map((code) => ({ accountId, codeHash: hashToken(normalisedRecovery(code)), usedAt: null })));
    return codes;
  }

  /** A factor changed, in its transaction: the other sign-ins end and the log records it. */
  async changed(manager: EntityManager, viewer: Viewer, family: string, detail: string): Promise<void> {
    const ended = await this.auth.endSignIns(manager, viewer.id, new Date(), family);
    await this.audit.record(manager, viewer, {
      kind: 'account',
      action: 'update',
      subject: `Account ${viewer.id}`,
      subjectId: viewer.id,
      detail: `${detail}; ${ended} other sign-ins ended`,
    });
  }

  /** After the commit: this sign-in goes on with new tokens (the old ones predate the change), and the mailbox hears of it. */
  async goOn(viewer: Viewer, family: string, change: string): Promise<IssuedSession> {
    const account = await this.dataSource.getRepository(Account).findOneByOrFail({ _id: viewer.id });
    this.notify(viewer.email, change);
    return this.auth.issue(account, family);
  }

  notify(to: string, change: string): void {
    this.mail.deliver({ to, kind: 'signInFactorChanged', data: { change, accountUrl: `${this.settings.publicUrl}/account` } });
  }

  async checkPassword(viewer: Viewer, password: string): Promise<void> {
    const account = await this.auth.accountWithPassword(this.dataSource.manager, { id: viewer.id });
    if (!account || !(await this.auth.passwordMatches(account, password))) throw new WrongPasswordException();
  }
}
