import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import argon2 from 'argon2';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource, IsNull, MoreThan, Not, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { isUniqueViolation } from '../common/database-errors.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { TooManyRequestsException } from '../common/too-many-requests.exception.js';
import { MailCapsService, type CapSpent } from '../mail/mail-caps.js';
import { MailService } from '../mail/mail.service.js';
import { RosterService } from '../users/roster.service.js';
import { Account, EmailChange, EmailVerification, MailedLink, PasswordReset, RefreshToken } from './account.entity.js';
import { presentedRefreshToken, setSessionCookies } from './session-cookies.js';
import { AUTH_TEXTS } from './texts.js';
import { isBreached, meetsStaffLength, PASSWORD_TEXTS, refuseBreached, type ChosenPassword } from './password-rules.js';
import {
  ACCESS_COOKIE,
  ACCESS_TTL_SECONDS,
  REFRESH_COOKIE,
  REFRESH_TTL_SECONDS,
  RESET_TTL_SECONDS,
  VERIFICATION_TTL_SECONDS,
  VERIFICATIONS_PER_HOUR,
  hashToken,
  newOpaqueToken,
  type AccessPayload,
} from './tokens.js';
import type { Viewer } from './viewer.js';
import type { Permission, UserRole } from '../common/permissions.js';

/** The viewer with what the roster makes them: `isAdmin` is any member of the team (a role with permissions). */
export type DescribedViewer = Viewer & {
  isAdmin: boolean;
  role: UserRole | null;
  isOwner: boolean;
  permissions: Permission[];
  mustEnrolTwoFactor: boolean;
  mustChangePassword: boolean;
};

/** How someone proved they own an account's address; the audit log names it. */
export type AddressProof = 'verification link' | 'password reset link' | 'setup link' | 'address change link';

export interface ProofOfAddress {
  how: AddressProof;
  /** the password the prover chose: it replaces the account's */
  password?: ChosenPassword;
  /** the prover's own sign-in (refresh-token family), which goes on when the account was theirs already */
  keep?: string;
}

/** A sign-in a request carries: its access token, or, once that expired, its refresh token. */
export interface PresentedSession {
  accountId: string;
  familyId: string;
}

/** Every kind of mailed link: each may act on the account, so a proof of the address spends them all. */
const MAILED_LINKS = [PasswordReset, EmailVerification, EmailChange] as const;

export interface IssuedSession {
  viewer: DescribedViewer;
  accessToken: string;
  refreshToken: string;
}

// OWASP's argon2id baseline: 19 MiB, two passes.
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class AuthService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Auth');
  /** reset links being made after their request was answered; a shutdown waits for them */
  private readonly pending = new Set<Promise<void>>();
  /** verified against when the account does not exist, so both paths cost the same */
  private readonly dummyHash = argon2.hash('not-a-real-password', HASH_OPTIONS);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly jwt: JwtService,
    private readonly roster: RosterService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly mailCaps: MailCapsService,
  ) {}

  /**
   * A password someone chose: refused (400) when it is in the breached list, whoever chooses it;
   * hashed, and judged against the team's rule (the caller applies that rule where the account is,
   * or will be, a member of the team: refuseShortForTeam).
   */
  async choosePassword(password: string): Promise<ChosenPassword> {
    await refuseBreached(password);
    return { hash: await argon2.hash(password, HASH_OPTIONS), meetsStaffRule: meetsStaffLength(password) };
  }

  /** The team's minimum, for an address the roster lists in a role of the team (400 otherwise). */
  async refuseShortForTeam(manager: EntityManager, email: string, password: ChosenPassword): Promise<void> {
    if (!password.meetsStaffRule && (await this.roster.listsAsStaff(manager, email))) throw new BadRequestException(PASSWORD_TEXTS.staffTooShort);
  }

  /** The account starts unverified: it may order at once, and a link to prove the address is mailed. */
  async register(email: string, password: string, returnTo: string | null = null): Promise<IssuedSession> {
    // The team's length rule is not applied here even to an address the roster lists: a different
    // answer would tell a stranger which addresses are on the team. The password is kept as judged
    // (passwordMeetsStaffRule), and a member signs in to the choose-a-new-password step.
    const chosen = await this.choosePassword(password);
    let account: Account;
    try {
      account = await this.dataSource
        .getRepository(Account)
        .save({ email, passwordHash: chosen.hash, passwordMeetsStaffRule: chosen.meetsStaffRule, emailVerifiedAt: null });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(AUTH_TEXTS.emailTaken);
      throw error;
    }
    // A link held back by the address's cap is logged; the holder can ask for one once it passes.
    await this.mailVerification(account, returnTo);
    return this.issue(account, randomUUID());
  }

  async login(email: string, password: string): Promise<IssuedSession> {
    return this.issue(await this.checkCredentials(email, password), randomUUID());
  }

  /** The account whose password this is (401 otherwise, as long for a missing account as for a wrong password). */
  async checkCredentials(email: string, password: string): Promise<Account> {
    const account = await this.accountWithPassword(this.dataSource.manager, email);
    const valid = await argon2.verify(account?.passwordHash ?? (await this.dummyHash), password);
    if (!account || !valid) throw new UnauthorizedException(AUTH_TEXTS.loginFailed);
    // Only the hash is kept, so a sign-in is when a password chosen before the team's rule is judged:
    // one that meets it stops asking for a new one, one that does not is asked for again.
    const meets = meetsStaffLength(password) && !(await isBreached(password));
    if (meets !== account.passwordMeetsStaffRule) {
      await this.dataSource.query(`UPDATE account SET password_meets_staff_rule = $2 WHERE id = $1`, [account._id, meets]);
      account.passwordMeetsStaffRule = meets;
    }
    return account;
  }

  /** The account by its address or id, with its password hash. */
  async accountWithPassword(manager: EntityManager, key: string | { id: string }): Promise<Account | null> {
    const query = manager.getRepository(Account).createQueryBuilder('account').addSelect('account.passwordHash');
    return (typeof key === 'string' ? query.where('account.email = :email', { email: key }) : query.where('account._id = :id', { id: key.id })).getOne();
  }

  passwordMatches(account: Account, password: string): Promise<boolean> {
    return argon2.verify(account.passwordHash, password);
  }

  private async emailOf(manager: EntityManager, accountId: string): Promise<string> {
    const [row]: { email: string }[] = await manager.query(`SELECT email FROM account WHERE id = $1`, [accountId]);
    return row?.email ?? '';
  }

  /** Rotates the refresh token; a token presented twice revokes its whole family. */
  async refresh(presented: string | undefined): Promise<IssuedSession> {
    if (!presented) throw new UnauthorizedException(AUTH_TEXTS.signInRequired);
    const tokens = this.dataSource.getRepository(RefreshToken);
    const stored = await tokens.findOneBy({ tokenHash: hashToken(presented) });
    if (!stored) throw new UnauthorizedException(AUTH_TEXTS.signInRequired);
    if (stored.usedAt || stored.revokedAt) {
      await tokens.update({ familyId: stored.familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
      throw new UnauthorizedException(AUTH_TEXTS.signInRequired);
    }
    if (stored.expiresAt.getTime() <= Date.now()) throw new UnauthorizedException(AUTH_TEXTS.signInRequired);
    const claimed = await tokens.update({ id: stored.id, usedAt: IsNull(), revokedAt: IsNull() }, { usedAt: new Date() });
    if (!claimed.affected) throw new UnauthorizedException(AUTH_TEXTS.signInRequired);
    const account = await this.dataSource.getRepository(Account).findOneBy({ _id: stored.accountId });
    if (!account) throw new UnauthorizedException(AUTH_TEXTS.signInRequired);
    return this.issue(account, stored.familyId);
  }

  /**
   * A page load whose access token has expired: a valid refresh token (not used, revoked or
   * expired) gets a new access token for the same sign-in, without rotating the refresh token, so
   * two tabs reopened at once, or a page load racing the page's own refresh call, never look like a
   * stolen token presented twice. Null when there is no valid sign-in.
   */
  async accessFromRefresh(presented: string | undefined): Promise<{ viewer: DescribedViewer; accessToken: string } | null> {
    if (!presented) return null;
    const stored = await this.dataSource.getRepository(RefreshToken).findOneBy({ tokenHash: hashToken(presented) });
    if (!stored || stored.usedAt || stored.revokedAt || stored.expiresAt.getTime() <= Date.now()) return null;
    const account = await this.dataSource.getRepository(Account).findOneBy({ _id: stored.accountId });
    if (!account) return null;
    const accessToken = await this.signAccess(account, stored.familyId);
    // Described through the same checks as every request, so an ended sign-in gets nothing.
    const viewer = await this.viewerFromToken(accessToken);
    return viewer && { viewer, accessToken };
  }

  /**
   * Ends the sign-in the cookies belong to: its refresh tokens are revoked, and with them every
   * access token of that sign-in (they carry its family as `sid`), so the one just replaced is
   * refused at once instead of living out its 15 minutes.
   */
  async logout(refreshToken: string | undefined, accessToken: string | undefined): Promise<void> {
    const tokens = this.dataSource.getRepository(RefreshToken);
    const families = new Set<string>();
    if (refreshToken) {
      const stored = await tokens.findOneBy({ tokenHash: hashToken(refreshToken) });
      if (stored) families.add(stored.familyId);
    }
    const payload = accessToken ? await this.verifyAccessToken(accessToken) : null;
    if (payload?.sid) families.add(payload.sid);
    for (const familyId of families) await tokens.update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /**
   * Same answer, at the same moment, whether or not the address has an account and whether or not
   * mail can be sent right now: the link is made and mailed after the answer, with retries.
   */
  forgotPassword(email: string): void {
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.mailResetLink(email))
      .catch((error: unknown) => this.logger.error(`Could not prepare a password reset: ${(error as Error).message}`))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.pending);
  }

  /** Capped per address, as anyone can ask; past the cap the links mailed before stay good. */
  private async mailResetLink(email: string): Promise<void> {
    const account = await this.dataSource.getRepository(Account).findOneBy({ email });
    if (!account) return;
    const caps = account.emailVerifiedAt ? (['passwordReset'] as const) : (['passwordReset', 'unproved'] as const);
    if (await this.mailCaps.admit({ to: account.email, kind: 'passwordReset' }, caps)) return;
    const token = newOpaqueToken();
    await this.dataSource.getRepository(PasswordReset).save({
      accountId: account._id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TTL_SECONDS * 1000),
    });
    const link = `${this.settings.publicUrl}/reset?token=${encodeURIComponent(token)}`;
    this.mail.deliver({ to: account.email, kind: 'passwordReset', data: { link } });
  }

  /**
   * Sets the new password and signs the account out everywhere. The link arrived in the account's
   * mailbox, so the address is proved too (proveAddress: every other link is spent, and what an
   * unproved registrant set up ends).
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const chosen = await this.choosePassword(password);
    const done = await this.spendLink(PasswordReset, token, async (manager, accountId, now) => {
      // Refused inside the transaction, so the link is not spent and works with a longer password.
      await this.refuseShortForTeam(manager, await this.emailOf(manager, accountId), chosen);
      await this.proveAddress(manager, accountId, now, { how: 'password reset link', password: chosen });
      await this.endSignIns(manager, accountId, now);
    });
    if (!done) throw new BadRequestException(AUTH_TEXTS.resetInvalid);
  }

  /**
   * Spends a verification link. The registrant's password survives only when the link is opened in
   * one of the account's own sign-ins (whoever signed in there knew the password and now shows they
   * read the mailbox); anyone else who opens it must choose a new password, so a stranger who
   * registered the address first keeps nothing. From then on a roster entry for the address makes
   * the account Admin. A session answers when the prover chose a password (they are signed in) or
   * kept their sign-in (its tokens are renewed, as the proof ended every access token before it).
   */
  async verifyEmail(
    token: string,
    presented: PresentedSession | null,
    password: string | undefined,
  ): Promise<{ session: IssuedSession | null; returnTo: string | null }> {
    const chosen = password === undefined ? undefined : await this.choosePassword(password);
    let signIn: string | null = null;
    let account: Account | null = null;
    let returnTo: string | null = null;
    const done = await this.spendLink(EmailVerification, token, async (manager, accountId, now, link) => {
      returnTo = link.returnTo;
      const own = presented?.accountId === accountId ? presented.familyId : undefined;
      const proved: { proved: boolean }[] = await manager.query(`SELECT email_verified_at IS NOT NULL AS proved FROM account WHERE id = $1`, [accountId]);
      if (!proved[0]?.proved && own === undefined && chosen === undefined) throw new ForbiddenException(AUTH_TEXTS.verificationNeedsPassword);
      if (chosen) await this.refuseShortForTeam(manager, await this.emailOf(manager, accountId), chosen);
      await this.proveAddress(manager, accountId, now, { how: 'verification link', password: chosen, keep: own });
      if (chosen !== undefined) await this.endSignIns(manager, accountId, now);
      else if (own !== undefined) await manager.getRepository(RefreshToken).update({ familyId: own, usedAt: IsNull(), revokedAt: IsNull() }, { usedAt: now });
      signIn = chosen !== undefined ? randomUUID() : (own ?? null);
      account = await manager.getRepository(Account).findOneBy({ _id: accountId });
    });
    if (!done) throw new BadRequestException(AUTH_TEXTS.verificationInvalid);
    return { session: account && signIn ? await this.issue(account, signIn) : null, returnTo };
  }

  /**
   * Someone proved they own the account's address (a verification, reset, setup or address-change
   * link), in the transaction that spends the proof. Every outstanding mailed link of every kind is
   * spent: each was asked for by whoever held the account before this proof. When the address had
   * not been proved before, the account becomes the prover's alone: every sign-in but the prover's
   * own ends, and the API keys, webhooks and roster entries it made are revoked, disabled and
   * withdrawn (an unproved account cannot make them; this holds whatever a future route allows).
   * An account that becomes Admin by the proof is written to the audit log, as the actor.
   */
  async proveAddress(manager: EntityManager, accountId: string, now: Date, proof: ProofOfAddress): Promise<void> {
    const [account]: { email: string; proved: boolean }[] = await manager.query(
      `SELECT email, email_verified_at IS NOT NULL AS proved FROM account WHERE id = $1 FOR UPDATE`,
      [accountId],
    );
    if (!account) return;
    const wasAdmin = await this.roster.isActingAdmin(manager, account.email);
    for (const kind of MAILED_LINKS) await manager.getRepository<MailedLink>(kind).update({ accountId, usedAt: IsNull() }, { usedAt: now });
    if (!account.proved) {
      if (proof.password === undefined && proof.keep === undefined) throw new Error('An unproved account is claimed with a new password or its own sign-in');
      const signIns = await this.endSignIns(manager, accountId, now, proof.keep);
      await this.withdrawWhatItSetUp(manager, { id: accountId, email: account.email }, proof.how, signIns);
    }
    if (proof.password !== undefined)
      await manager.query(`UPDATE account SET password_hash = $2, password_meets_staff_rule = $3 WHERE id = $1`, [
        accountId,
        proof.password.hash,
        proof.password.meetsStaffRule,
      ]);
    await manager.query(`UPDATE account SET email_verified_at = COALESCE(email_verified_at, $2) WHERE id = $1`, [accountId, now]);
    if (!wasAdmin && (await this.roster.isActingAdmin(manager, account.email))) {
      await this.audit.record(
        manager,
        { id: accountId, email: account.email },
        {
          kind: 'roster',
          action: 'promote',
          subject: `Admin: ${account.email}`,
          subjectId: accountId,
          detail: `became Admin by opening a ${proof.how} mailed to the roster's address`,
        },
      );
    }
  }

  /**
   * Ends every sign-in of the account but `keep`: access tokens issued before now are refused, and
   * the other sign-ins' refresh tokens are revoked.
   */
  async endSignIns(manager: EntityManager, accountId: string, now: Date, keep?: string): Promise<number> {
    await manager.query(`UPDATE account SET sessions_valid_after = $2 WHERE id = $1`, [accountId, now]);
    const others = keep === undefined ? { accountId, revokedAt: IsNull() } : { accountId, familyId: Not(keep), revokedAt: IsNull() };
    const [{ count }]: { count: number }[] = await manager.query(
      `SELECT count(DISTINCT family_id)::int AS count FROM refresh_token WHERE account_id = $1 AND revoked_at IS NULL AND used_at IS NULL AND expires_at > $2 ${keep === undefined ? '' : 'AND family_id <> $3'}`,
      keep === undefined ? [accountId, now] : [accountId, now, keep],
    );
    await manager.getRepository(RefreshToken).update(others, { revokedAt: now });
    return count;
  }

  /**
   * What an account made before its address was proved goes. Written to the audit log when
   * anything went: an owner verifying their own new account ends nothing and logs nothing.
   */
  private async withdrawWhatItSetUp(manager: EntityManager, account: { id: string; email: string }, how: AddressProof, signIns: number): Promise<void> {
    const [, keys]: [unknown, number] = await manager.query(`UPDATE api_key SET revoked_at = $2 WHERE created_by = $1 AND revoked_at IS NULL`, [
      account.id,
      new Date(),
    ]);
    const [, webhooks]: [unknown, number] = await manager.query(`UPDATE webhook_endpoint SET enabled = false WHERE created_by = $1 AND enabled`, [account.id]);
    const roster = await this.roster.withdrawListedBy(manager, account);
    // Second factors too: an authenticator app or passkey set up before the proof may be a
    // stranger's, who would then hold the owner's sign-in (the password alone is not enough for it).
    const [, totp]: [unknown, number] = await manager.query(`DELETE FROM account_totp WHERE account_id = $1`, [account.id]);
    const [, passkeys]: [unknown, number] = await manager.query(`DELETE FROM passkey WHERE account_id = $1`, [account.id]);
    await manager.query(`DELETE FROM recovery_code WHERE account_id = $1`, [account.id]);
    const factors = totp + passkeys;
    if (signIns + keys + webhooks + roster + factors === 0) return;
    await this.audit.record(
      manager,
      { id: account.id, email: account.email },
      {
        kind: 'account',
        action: 'claim',
        subject: `Account ${account.id}`,
        subjectId: account.id,
        detail: `address proved by a ${how}: ${signIns} other sign-ins ended, ${keys} API keys revoked, ${webhooks} webhooks disabled, ${roster} roster entries withdrawn, ${factors} second factors removed`,
      },
    );
  }

  /**
   * Spends a mailed link and every other outstanding link of its kind for the same account, then
   * acts, in one transaction; false when the link is unknown, used or expired. The account's row is
   * locked before the link's, as every other change of an account's links does, so a reset and an
   * address change racing wait for each other instead of deadlocking; the link's lock makes two uses
   * of one link at once succeed only once. Each kind has its own table, so a link is good for its
   * own purpose only.
   */
  async spendLink<T extends MailedLink>(
    kind: new () => T,
    token: string,
    act: (manager: EntityManager, accountId: string, now: Date, link: T) => Promise<void>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository<MailedLink>(kind);
      const found = await repository.findOne({ where: { tokenHash: hashToken(token) }, select: { accountId: true } });
      if (!found) return false;
      await manager.query(`SELECT 1 FROM account WHERE id = $1 FOR UPDATE`, [found.accountId]);
      const link = (await repository.findOne({ where: { tokenHash: hashToken(token) }, lock: { mode: 'pessimistic_write' } })) as T | null;
      if (!link || link.usedAt || link.expiresAt.getTime() <= Date.now()) return false;
      const now = new Date();
      await repository.update({ accountId: link.accountId, usedAt: IsNull() }, { usedAt: now });
      await act(manager, link.accountId, now, link);
      return true;
    });
  }

  /** A new link for a signed-in, unverified account; a few an hour, counted in the database so every instance agrees. */
  async resendVerification(viewer: Viewer): Promise<void> {
    const account = await this.dataSource.getRepository(Account).findOneBy({ _id: viewer.id });
    if (!account) throw new UnauthorizedException(AUTH_TEXTS.signInRequired);
    if (account.emailVerifiedAt) throw new ConflictException(AUTH_TEXTS.alreadyVerified);
    const recent = await this.dataSource
      .getRepository(EmailVerification)
      .countBy({ accountId: account._id, createdAt: MoreThan(new Date(Date.now() - 60 * 60 * 1000)) });
    if (recent >= VERIFICATIONS_PER_HOUR) throw new HttpException(AUTH_TEXTS.verificationTooOften, HttpStatus.TOO_MANY_REQUESTS);
    // A new link leads where the first one did.
    const last = await this.dataSource.getRepository(EmailVerification).findOne({ where: { accountId: account._id }, order: { createdAt: 'DESC' } });
    const held = await this.mailVerification(account, last?.returnTo ?? null);
    if (held) throw new TooManyRequestsException(AUTH_TEXTS.verificationTooOften, held.retryAfterSeconds);
  }

  /**
   * Capped per address: accounts come and go under one address, and each can ask again. A held
   * link is not made; the spent cap is returned for the holder's answer.
   */
  private async mailVerification(account: Account, returnTo: string | null): Promise<CapSpent | null> {
    const held = await this.mailCaps.admit({ to: account.email, kind: 'emailVerification' }, ['emailVerification', 'unproved']);
    if (held) return held;
    const token = newOpaqueToken();
    await this.dataSource.getRepository(EmailVerification).save({
      accountId: account._id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + VERIFICATION_TTL_SECONDS * 1000),
      returnTo,
    });
    const link = `${this.settings.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    this.mail.deliver({ to: account.email, kind: 'emailVerification', data: { link } });
    return null;
  }

  async describe(viewer: Viewer): Promise<DescribedViewer> {
    const member = viewer.emailVerified
      ? await this.roster.permissionsOf(viewer.email)
      : { role: null, owner: false, permissions: [], mustEnrolTwoFactor: false, mustChangePassword: false };
    return {
      ...viewer,
      isAdmin: member.permissions.length > 0,
      role: member.role,
      isOwner: member.owner,
      permissions: [...member.permissions],
      mustEnrolTwoFactor: member.mustEnrolTwoFactor,
      mustChangePassword: member.mustChangePassword,
    };
  }

  /**
   * The account an access token speaks for: it must still exist, postdate the account's last
   * "sign out everywhere", and belong to a sign-in that has not been ended.
   */
  async accountOf(payload: AccessPayload): Promise<Viewer | null> {
    if (payload.iat === undefined) return null;
    const rows: { id: string; email: string; verified: boolean; valid_after: Date; ended: boolean }[] = await this.dataSource.query(
      `SELECT a.id, a.email, a.email_verified_at IS NOT NULL AS verified, a.sessions_valid_after AS valid_after,
              ($2::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM refresh_token r WHERE r.family_id = $2::uuid AND r.revoked_at IS NOT NULL)) AS ended
       FROM account a WHERE a.id = $1`,
      [payload.sub, payload.sid ?? null],
    );
    const [account] = rows;
    if (!account || account.ended || payload.iat < Math.floor(new Date(account.valid_after).getTime() / 1000)) return null;
    return { id: account.id, email: account.email, emailVerified: account.verified };
  }

  /** Reads an access token without the guard (the page renderer uses it for the navigation state). */
  async viewerFromToken(token: string | undefined): Promise<DescribedViewer | null> {
    const payload = token ? await this.verifyAccessToken(token) : null;
    const viewer = payload ? await this.accountOf(payload) : null;
    return viewer ? this.describe(viewer) : null;
  }

  /**
   * Who opens a page: the access cookie's account, or, once that cookie has expired, the sign-in of
   * a valid refresh cookie, whose new access cookie goes out with the page.
   */
  async viewerForPage(request: FastifyRequest, reply: FastifyReply): Promise<DescribedViewer | null> {
    const viewer = await this.viewerFromToken(request.cookies?.[ACCESS_COOKIE]);
    if (viewer) return viewer;
    const renewed = await this.accessFromRefresh(request.cookies?.[REFRESH_COOKIE]);
    if (!renewed) return null;
    setSessionCookies(reply, this.settings, renewed);
    return renewed.viewer;
  }

  /**
   * The sign-in a request carries, if it is still valid: its access token's (cookie or bearer), or,
   * once that expired, its refresh cookie's, so a page left open longer than an access token lives
   * still counts as the account's own browser.
   */
  async presentedSession(request: FastifyRequest): Promise<PresentedSession | null> {
    const accessToken = request.cookies?.[ACCESS_COOKIE] ?? /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const payload = accessToken ? await this.verifyAccessToken(accessToken) : null;
    if (payload?.sid && (await this.accountOf(payload))) return { accountId: payload.sub, familyId: payload.sid };
    const refreshToken = presentedRefreshToken(request);
    if (!refreshToken) return null;
    const stored = await this.dataSource.getRepository(RefreshToken).findOneBy({ tokenHash: hashToken(refreshToken) });
    if (!stored || stored.usedAt || stored.revokedAt || stored.expiresAt.getTime() <= Date.now()) return null;
    return { accountId: stored.accountId, familyId: stored.familyId };
  }

  async verifyAccessToken(token: string): Promise<AccessPayload | null> {
    try {
      return await this.jwt.verifyAsync<AccessPayload>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
  }

  private signAccess(account: Account, familyId: string): Promise<string> {
    const payload: AccessPayload = { sub: account._id, email: account.email, sid: familyId };
    return this.jwt.signAsync(payload, { expiresIn: ACCESS_TTL_SECONDS, algorithm: 'HS256' });
  }

  async issue(account: Account, familyId: string): Promise<IssuedSession> {
    const accessToken = await this.signAccess(account, familyId);
    const refreshToken = newOpaqueToken();
    await this.dataSource.getRepository(RefreshToken).save({
      accountId: account._id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
    });
    const viewer = await this.describe({ id: account._id, email: account.email, emailVerified: account.emailVerifiedAt !== null });
    return { viewer, accessToken, refreshToken };
  }
}
