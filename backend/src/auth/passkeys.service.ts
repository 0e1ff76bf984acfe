import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { DataSource, IsNull, LessThan, type EntityManager } from 'typeorm';
import { SETTINGS, type Settings } from '../config/settings.js';
import { Account } from './account.entity.js';
import { AuthService, type IssuedSession } from './auth.service.js';
import { Passkey, WebAuthnChallenge } from './passkey.entity.js';
import { PASSKEY_TEXTS } from './texts.js';
import { RecoveryCode } from './two-factor.entity.js';
import { TwoFactorService } from './two-factor.service.js';
import type { Viewer } from './viewer.js';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const PASSKEYS_PER_ACCOUNT = 20;
/** failed passkey sign-ins one account may see over the window (from any address), as with wrong codes */
const FAILURES_PER_ACCOUNT = 10;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const view = (passkey: Passkey): PasskeyView => ({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: passkey.lastUsedAt });

/** The challenge a browser's answer signed, read from its clientDataJSON (checked again, with the rest, by the library). */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string | null {
  const encoded = response?.response?.clientDataJSON;
  if (typeof encoded !== 'string' || encoded.length > 10_000) return null;
  try {
    const challenge: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')).challenge;
    return typeof challenge === 'string' && challenge.length <= 100 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Passkeys (WebAuthn) with @simplewebauthn/server: the maintained, dependency-light TypeScript
 * implementation of the relying party's checks (origin, RP id hash, challenge, signature, counter,
 * attestation formats). Challenges live in the database, five minutes and once each, so any
 * instance can check an answer and none can be replayed. The relying party is PUBLIC_URL: its
 * host is the RP id and its origin the one origin accepted.
 */
@Injectable()
export class PasskeysService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  private get rpId(): string {
    return new URL(this.settings.publicUrl).hostname;
  }

  private get origin(): string {
    return new URL(this.settings.publicUrl).origin;
  }

  async list(viewer: Viewer): Promise<PasskeyView[]> {
    const passkeys = await this.dataSource.getRepository(Passkey).find({ where: { accountId: viewer.id }, order: { createdAt: 'ASC' } });
    return passkeys.map(view);
  }

  /** Options for the browser to make a new passkey, after the current password proves it is the owner. */
  async registrationOptions(viewer: Viewer, currentPassword: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
    await this.twoFactor.checkPassword(viewer, currentPassword);
    const existing = await this.dataSource.getRepository(Passkey).findBy({ accountId: viewer.id });
    if (existing.length >= PASSKEYS_PER_ACCOUNT) throw new ConflictException(PASSKEY_TEXTS.tooMany);
    const options = await generateRegistrationOptions({
      rpName: this.rpId,
      rpID: this.rpId,
      userName: viewer.email,
      userID: new TextEncoder().encode(viewer.id),
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: this.transportsOf(passkey) })),
      // Discoverable, so the same passkey also signs in without a password.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: CHALLENGE_TTL_MS,
    });
    await this.storeChallenge(options.challenge, 'register', viewer.id);
    return options;
  }

  /**
   * The browser's new passkey, checked against the challenge handed to this account. Every other
   * sign-in ends and the account is mailed; the first second factor of an account also brings its
   * recovery codes (shown this once).
   */
  async register(
    viewer: Viewer,
    familyId: string | undefined,
    name: string,
    response: RegistrationResponseJSON,
  ): Promise<{ passkey: PasskeyView; recoveryCodes: string[] | null; session: IssuedSession }> {
    const family = familyId ?? randomUUID();
    // The challenge is spent in a transaction of its own: a refused answer spends it too.
    const challenge = await this.dataSource.transaction((manager) => this.spendChallenge(manager, response, 'register'));
    if (!challenge || challenge.accountId !== viewer.id) throw new BadRequestException(PASSKEY_TEXTS.challengeGone);
    const outcome = await this.dataSource.transaction(async (manager) => {
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge.challenge,
          expectedOrigin: this.origin,
          expectedRPID: this.rpId,
          requireUserVerification: false,
        });
      } catch {
        verified = null;
      }
      if (!verified?.verified) throw new BadRequestException(PASSKEY_TEXTS.notVerified);
      const { credential } = verified.registrationInfo;
      if (await manager.getRepository(Passkey).existsBy({ credentialId: credential.id })) throw new ConflictException(PASSKEY_TEXTS.known);
      const saved = await manager.getRepository(Passkey).save({
        accountId: viewer.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: String(credential.counter),
        transports: (credential.transports ?? []).join(','),
        name: name.trim(),
        lastUsedAt: null,
      });
      const hasCodes = await manager.getRepository(RecoveryCode).existsBy({ accountId: viewer.id, usedAt: IsNull() });
      const recoveryCodes = hasCodes ? null : await this.twoFactor.newRecoveryCodes(manager, viewer.id);
      await this.twoFactor.changed(manager, viewer, family, `passkey "${saved.name}" added`);
      return { passkey: view(saved), recoveryCodes };
    });
    return { ...outcome, session: await this.twoFactor.goOn(viewer, family, `A passkey named “${outcome.passkey.name}” was added.`) };
  }

  async rename(viewer: Viewer, id: string, name: string): Promise<PasskeyView> {
    const passkey = await this.dataSource.getRepository(Passkey).findOneBy({ id, accountId: viewer.id });
    if (!passkey) throw new NotFoundException(PASSKEY_TEXTS.notFound);
    passkey.name = name.trim();
    return view(await this.dataSource.getRepository(Passkey).save(passkey));
  }

  /** Revokes a passkey (the password again proves it is the owner): every other sign-in ends and the account is mailed. */
  async remove(viewer: Viewer, familyId: string | undefined, id: string, currentPassword: string): Promise<IssuedSession> {
    await this.twoFactor.checkPassword(viewer, currentPassword);
    const family = familyId ?? randomUUID();
    const name = await this.dataSource.transaction(async (manager) => {
      const passkey = await manager.getRepository(Passkey).findOne({ where: { id, accountId: viewer.id }, lock: { mode: 'pessimistic_write' } });
      if (!passkey) throw new NotFoundException(PASSKEY_TEXTS.notFound);
      await manager.getRepository(Passkey).delete({ id });
      // Recovery codes stand in for a second factor; with none left they would open nothing.
      if (!(await this.twoFactor.required(manager, viewer.id))) await manager.getRepository(RecoveryCode).delete({ accountId: viewer.id });
      await this.twoFactor.changed(manager, viewer, family, `passkey "${passkey.name}" removed`);
      return passkey.name;
    });
    return this.twoFactor.goOn(viewer, family, `The passkey named “${name}” was removed.`);
  }

  /** Options for a password-less sign-in: any passkey of this site the browser holds (discoverable). */
  async signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({ rpID: this.rpId, userVerification: 'required', timeout: CHALLENGE_TTL_MS });
    await this.storeChallenge(options.challenge, 'sign-in', null);
    return options;
  }

  /**
   * A password-less sign-in: the passkey signed the challenge with the user verified (a PIN or
   * biometric on the device), which is two factors in one, so no code is asked for after it.
   */
  async signIn(response: AuthenticationResponseJSON): Promise<IssuedSession> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const challenge = await this.spendChallenge(manager, response, 'sign-in');
      if (!challenge) return { error: PASSKEY_TEXTS.challengeGone } as const;
      const passkey = typeof response?.id === 'string' ? await manager.getRepository(Passkey).findOneBy({ credentialId: response.id }) : null;
      if (!passkey) return { error: PASSKEY_TEXTS.unknown } as const;
      await this.holdWhenTooMany(manager, passkey.accountId);
      // The failure is counted on the account the passkey belongs to.
      await manager.getRepository(WebAuthnChallenge).update({ id: challenge.id }, { accountId: passkey.accountId });
      if (!(await this.verifyAssertion(manager, passkey, challenge.challenge, response, true))) {
        await manager.getRepository(WebAuthnChallenge).increment({ id: challenge.id }, 'failures', 1);
        return { error: PASSKEY_TEXTS.notVerified } as const;
      }
      return { account: await manager.getRepository(Account).findOneByOrFail({ _id: passkey.accountId }) };
    });
    if ('error' in outcome) throw new UnauthorizedException(outcome.error);
    return this.auth.issue(outcome.account, randomUUID());
  }

  /** Options for the second step of a password sign-in: the account's own passkeys. */
  async secondFactorOptions(token: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const accountId = await this.twoFactor.pendingAccount(token);
    if (!accountId) throw new UnauthorizedException(PASSKEY_TEXTS.signInGone);
    const passkeys = await this.dataSource.getRepository(Passkey).findBy({ accountId });
    if (passkeys.length === 0) throw new ConflictException(PASSKEY_TEXTS.none);
    const options = await generateAuthenticationOptions({
      rpID: this.rpId,
      userVerification: 'preferred',
      allowCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId, transports: this.transportsOf(passkey) })),
      timeout: CHALLENGE_TTL_MS,
    });
    await this.storeChallenge(options.challenge, 'second-factor', accountId);
    return options;
  }

  /** The second step with a passkey instead of a code: a refusal counts as a wrong code. */
  completeSecondFactor(token: string, response: AuthenticationResponseJSON): Promise<IssuedSession> {
    return this.twoFactor.completeWith(token, async (manager, accountId) => {
      const challenge = await this.spendChallenge(manager, response, 'second-factor');
      if (!challenge || challenge.accountId !== accountId) return false;
      const passkey = typeof response?.id === 'string' ? await manager.getRepository(Passkey).findOneBy({ credentialId: response.id, accountId }) : null;
      return !!passkey && (await this.verifyAssertion(manager, passkey, challenge.challenge, response, false));
    });
  }

  private async verifyAssertion(
    manager: EntityManager,
    passkey: Passkey,
    challenge: string,
    response: AuthenticationResponseJSON,
    requireUserVerification: boolean,
  ): Promise<boolean> {
    let result;
    try {
      result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpId,
        requireUserVerification,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: Number(passkey.counter),
          transports: this.transportsOf(passkey),
        },
      });
    } catch {
      return false;
    }
    if (!result.verified) return false;
    // The user handle, when the browser sends one, must name this account.
    const userHandle = response.response?.userHandle;
    if (userHandle && Buffer.from(userHandle, 'base64url').toString('utf8') !== passkey.accountId) return false;
    await manager.getRepository(Passkey).update({ id: passkey.id }, { counter: String(result.authenticationInfo.newCounter), lastUsedAt: new Date() });
    return true;
  }

  private async holdWhenTooMany(manager: EntityManager, accountId: string): Promise<void> {
    const [{ failures }]: { failures: number }[] = await manager.query(
      `SELECT (coalesce((SELECT sum(failures) FROM webauthn_challenge WHERE account_id = $1 AND created_at > $2), 0)
             + coalesce((SELECT sum(failures) FROM sign_in_challenge WHERE account_id = $1 AND created_at > $2), 0))::int AS failures`,
      [accountId, new Date(Date.now() - FAILURE_WINDOW_MS)],
    );
    if (failures >= FAILURES_PER_ACCOUNT) throw new HttpException(PASSKEY_TEXTS.tooMany429, HttpStatus.TOO_MANY_REQUESTS);
  }

  private async storeChallenge(challenge: string, purpose: WebAuthnChallenge['purpose'], accountId: string | null): Promise<void> {
    const challenges = this.dataSource.getRepository(WebAuthnChallenge);
    // Anyone may start a password-less sign-in, so each start stores a row: those past their use
    // and past the failure window go as new ones come, and the table stays as small as the traffic.
    await challenges.delete({ createdAt: LessThan(new Date(Date.now() - Math.max(CHALLENGE_TTL_MS, FAILURE_WINDOW_MS))) });
    await challenges.insert({ challenge, purpose, accountId, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS), usedAt: null });
  }

  /** The stored challenge the answer signed, spent now (once, whatever the outcome); null when unknown, used, expired or of another purpose. */
  private async spendChallenge(manager: EntityManager, response: unknown, purpose: WebAuthnChallenge['purpose']): Promise<WebAuthnChallenge | null> {
    const value = challengeOf(response as { response?: { clientDataJSON?: unknown } });
    if (!value) return null;
    const challenge = await manager.getRepository(WebAuthnChallenge).findOne({ where: { challenge: value }, lock: { mode: 'pessimistic_write' } });
    if (!challenge || challenge.usedAt || challenge.purpose !== purpose || challenge.expiresAt.getTime() <= Date.now()) return null;
    await manager.getRepository(WebAuthnChallenge).update({ id: challenge.id }, { usedAt: new Date() });
    return challenge;
  }

  private transportsOf(passkey: Passkey): AuthenticatorTransportFuture[] | undefined {
    return passkey.transports ? (passkey.transports.split(',') as AuthenticatorTransportFuture[]) : undefined;
  }
}

type AuthenticatorTransportFuture = NonNullable<RegistrationResponseJSON['response']['transports']>[number];
