import { randomUUID } from 'node:crypto';
import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { IN_MEMORY, SETTINGS, type Settings } from '../config/settings.js';
import { AuditService } from '../audit/audit.service.js';
import { RosterService } from '../users/roster.service.js';
import { Account } from './account.entity.js';
import { AuthService, type IssuedSession } from './auth.service.js';
import { AUTH_TEXTS } from './texts.js';
import { PASSWORD_TEXTS } from './password-rules.js';
import { SETUP_TTL_SECONDS, hashToken, newOpaqueToken } from './tokens.js';

const SETUP_LINK_FILE = 'setup-link';

/**
 * First-run setup. While nobody administers the site, each start of the server makes a random
 * token, keeps only its hash in the database (so any instance accepts it), prints the link and
 * writes it to DATA_DIR/setup-link, readable by the owner only. Whoever holds it has access to
 * the server's console or files, which is what owning the site means; no anonymous request can
 * create an Admin.
 */
@Injectable()
export class SetupService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Setup');
  /** the link this process printed, while setup is open (tests read it as the owner reads the console) */
  link: string | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly roster: RosterService,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (await this.roster.hasAnyAdmin()) {
      this.forgetLinkFile();
      return;
    }
    const token = newOpaqueToken();
    await this.dataSource.query(`DELETE FROM setup_token WHERE expires_at <= now()`);
    await this.dataSource.query(`INSERT INTO setup_token (token_hash, expires_at) VALUES ($1, $2)`, [
      hashToken(token),
      new Date(Date.now() + SETUP_TTL_SECONDS * 1000),
    ]);
    this.link = `${this.settings.publicUrl}/setup?token=${token}`;
    const file = this.writeLinkFile(this.link);
    this.logger.warn(`Nobody administers this site yet. To create the first Admin account, open ${this.link}${file ? ` (also kept in ${file})` : ''}`);
  }

  async isValid(token: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM setup_token WHERE token_hash = $1 AND expires_at > now()`, [hashToken(token)]);
    return rows.length > 0 && !(await this.roster.hasAnyAdmin());
  }

  /**
   * Creates the first Admin: a verified account (holding the token is the proof) on the roster as
   * Admin. Every setup token is deleted in the same transaction, so of two requests racing with
   * valid tokens one wins and the other finds none. An existing account whose address was proved
   * is promoted only when the password given is its own; one whose address nobody proved becomes
   * the setup holder's, with the password given here, and whatever its registrant set up ends
   * (AuthService.proveAddress), so registering the owner's address first gains a stranger nothing.
   */
  async complete(token: string, email: string, password: string): Promise<IssuedSession> {
    const chosen = await this.auth.choosePassword(password);
    // The first Admin is the Owner: the team's rule holds from the start.
    if (!chosen.meetsStaffRule) throw new BadRequestException(PASSWORD_TEXTS.staffTooShort);
    const account = await this.dataSource.transaction(async (manager) => {
      // TypeORM answers a DELETE … RETURNING with [rows, affected].
      const [spent]: [{ token_hash: string; expires_at: Date }[], number] = await manager.query(`DELETE FROM setup_token RETURNING token_hash, expires_at`);
      const presented = hashToken(token);
      const acting: unknown[] = await manager.query(
        `SELECT 1 FROM admin_user u JOIN account a ON a.email = u.user_email WHERE u.user_role = 'Admin' AND a.email_verified_at IS NOT NULL LIMIT 1`,
      );
      if (!spent.some((row) => row.token_hash === presented && new Date(row.expires_at).getTime() > Date.now())) {
        // A restart prints a new link only while nobody administers the site.
        throw new ForbiddenException(acting.length > 0 ? AUTH_TEXTS.setupSpent : AUTH_TEXTS.setupInvalid);
      }
      if (acting.length > 0) throw new ConflictException(AUTH_TEXTS.setupDone);
      const now = new Date();
      const existing = await this.auth.accountWithPassword(manager, email);
      let owner: Account;
      if (existing) {
        const proved = existing.emailVerifiedAt !== null;
        if (proved && !(await this.auth.passwordMatches(existing, password))) throw new ConflictException(AUTH_TEXTS.setupWrongPassword);
        await this.auth.proveAddress(manager, existing._id, now, { how: 'setup link', password: proved ? undefined : chosen });
        // The password given is the account's own (checked above) and was just judged against the rule.
        if (proved) await manager.query(`UPDATE account SET password_meets_staff_rule = true WHERE id = $1`, [existing._id]);
        if (!proved) await this.auth.endSignIns(manager, existing._id, now);
        owner = existing;
      } else {
        owner = await manager
          .getRepository(Account)
          .save(
            manager.getRepository(Account).create({ email, passwordHash: chosen.hash, passwordMeetsStaffRule: chosen.meetsStaffRule, emailVerifiedAt: now }),
          );
      }
      await manager.query(
        `INSERT INTO admin_user (user_email, user_role) VALUES ($1, 'Admin') ON CONFLICT (user_email) DO UPDATE SET user_role = 'Admin', updated_at = now()`,
        [email],
      );
      // Nobody administers the site, so whoever holds the setup link is its Owner (an entry ADMIN_EMAIL
      // made Owner before anyone proved that address gives it up).
      await manager.query(`UPDATE admin_user SET is_owner = false WHERE is_owner AND user_email <> $1`, [email]);
      await manager.query(`UPDATE admin_user SET is_owner = true WHERE user_email = $1`, [email]);
      await this.audit.record(
        manager,
        { id: owner._id, email },
        { kind: 'roster', action: 'promote', subject: `Admin: ${email}`, subjectId: owner._id, detail: 'became the first Admin through the setup link' },
      );
      return owner;
    });
    this.link = null;
    this.forgetLinkFile();
    this.logger.log(`${email} is the first Admin; the setup link is spent`);
    return this.auth.issue(account, randomUUID());
  }

  private writeLinkFile(link: string): string | null {
    if (this.settings.dataDir === IN_MEMORY) return null;
    const file = join(this.settings.dataDir, SETUP_LINK_FILE);
    writeFileSync(file, `${link}\n`, { mode: 0o600 });
    // The mode above applies only when the file is new; an older file may have been made otherwise.
    chmodSync(file, 0o600);
    return file;
  }

  private forgetLinkFile(): void {
    if (this.settings.dataDir !== IN_MEMORY) rmSync(join(this.settings.dataDir, SETUP_LINK_FILE), { force: true });
  }
}
