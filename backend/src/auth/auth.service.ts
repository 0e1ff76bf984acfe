import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import argon2 from 'argon2';
import { DataSource, IsNull, QueryFailedError } from 'typeorm';
import { SETTINGS, type Settings } from '../config/settings.js';
import { MailService } from '../mail/mail.service.js';
import { RosterService } from '../users/roster.service.js';
import { Account, PasswordReset, RefreshToken } from './account.entity.js';
import { AUTH_TEXTS } from './texts.js';
import { ACCESS_TTL_SECONDS, REFRESH_TTL_SECONDS, RESET_TTL_SECONDS, hashToken, newOpaqueToken, type AccessPayload } from './tokens.js';
import type { Viewer } from './viewer.js';

export interface IssuedSession {
  viewer: Viewer & { isAdmin: boolean };
  accessToken: string;
  refreshToken: string;
}

// OWASP's argon2id baseline: 19 MiB, two passes.
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class AuthService {
  /** verified against when the account does not exist, so both paths cost the same */
  private readonly dummyHash = argon2.hash('not-a-real-password', HASH_OPTIONS);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly jwt: JwtService,
    private readonly roster: RosterService,
    private readonly mail: MailService,
  ) {}

  async register(email: string, password: string): Promise<IssuedSession> {
    const passwordHash = await argon2.hash(password, HASH_OPTIONS);
    let account: Account;
    try {
      account = await this.dataSource.getRepository(Account).save({ email, passwordHash });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new ConflictException(AUTH_TEXTS.emailTaken);
      }
      throw error;
    }
    return this.issue(account, randomUUID());
  }

  async login(email: string, password: string): Promise<IssuedSession> {
    const account = await this.dataSource
      .getRepository(Account)
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .where('account.email = :email', { email })
      .getOne();
    const valid = await argon2.verify(account?.passwordHash ?? (await this.dummyHash), password);
    if (!account || !valid) throw new UnauthorizedException(AUTH_TEXTS.loginFailed);
    return this.issue(account, randomUUID());
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

  async logout(presented: string | undefined): Promise<void> {
    if (!presented) return;
    const tokens = this.dataSource.getRepository(RefreshToken);
    const stored = await tokens.findOneBy({ tokenHash: hashToken(presented) });
    if (stored) await tokens.update({ familyId: stored.familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Same answer whether or not the address has an account. */
  async forgotPassword(email: string): Promise<void> {
    const account = await this.dataSource.getRepository(Account).findOneBy({ email });
    if (!account) return;
    const token = newOpaqueToken();
    await this.dataSource.getRepository(PasswordReset).save({
      accountId: account._id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TTL_SECONDS * 1000),
    });
    const link = `${this.settings.publicUrl}/reset?token=${encodeURIComponent(token)}`;
    await this.mail.send({
      to: account.email,
      subject: 'Set a new Rankwell password',
      text: `Someone (hopefully you) asked to set a new password for your Rankwell account.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
    });
  }

  /** Sets the new password, spends the link and signs the account out everywhere. */
  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await argon2.hash(password, HASH_OPTIONS);
    const done = await this.dataSource.transaction(async (manager) => {
      const reset = await manager.getRepository(PasswordReset).findOne({ where: { tokenHash: hashToken(token) }, lock: { mode: 'pessimistic_write' } });
      if (!reset || reset.usedAt || reset.expiresAt.getTime() <= Date.now()) return false;
      await manager.getRepository(PasswordReset).update({ id: reset.id }, { usedAt: new Date() });
      await manager.getRepository(Account).update({ _id: reset.accountId }, { passwordHash, sessionsValidAfter: new Date() });
      await manager.getRepository(RefreshToken).update({ accountId: reset.accountId, revokedAt: IsNull() }, { revokedAt: new Date() });
      return true;
    });
    if (!done) throw new BadRequestException(AUTH_TEXTS.resetInvalid);
  }

  async describe(viewer: Viewer): Promise<Viewer & { isAdmin: boolean }> {
    return { ...viewer, isAdmin: await this.roster.isAdmin(viewer.email) };
  }

  /** Reads an access token without the guard (the page renderer uses it for the navigation state). */
  async viewerFromToken(token: string | undefined): Promise<(Viewer & { isAdmin: boolean }) | null> {
    if (!token) return null;
    try {
      const payload = await this.jwt.verifyAsync<AccessPayload>(token, { algorithms: ['HS256'] });
      const account = await this.dataSource.getRepository(Account).findOneBy({ _id: payload.sub });
      if (!account || (payload.iat ?? 0) < Math.floor(account.sessionsValidAfter.getTime() / 1000)) return null;
      return this.describe({ id: account._id, email: account.email });
    } catch {
      return null;
    }
  }

  private async issue(account: Account, familyId: string): Promise<IssuedSession> {
    const payload: AccessPayload = { sub: account._id, email: account.email };
    const accessToken = await this.jwt.signAsync(payload, { expiresIn: ACCESS_TTL_SECONDS, algorithm: 'HS256' });
    const refreshToken = newOpaqueToken();
    await this.dataSource.getRepository(RefreshToken).save({
      accountId: account._id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
    });
    return { viewer: await this.describe({ id: account._id, email: account.email }), accessToken, refreshToken };
  }
}
