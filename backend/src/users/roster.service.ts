import { ConflictException, Inject, Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SETTINGS, type Settings } from '../config/settings.js';
import { AuditService, type Actor } from '../audit/audit.service.js';
import { isUniqueViolation } from '../common/database-errors.js';
import { AdminUser, type AccountStatus, type UserRole } from './admin-user.entity.js';

/** Roster entries that make someone Admin today: role Admin and a verified account with that e-mail. */
const ACTING_ADMINS = `SELECT u.user_email FROM admin_user u JOIN account a ON a.email = u.user_email
  WHERE u.user_role = 'Admin' AND a.email_verified_at IS NOT NULL`;

const LAST_ADMIN_TEXT = 'This is the only Admin of the site: make another account Admin before changing this one.';

/**
 * The admin roster: an account is Admin when its e-mail is listed with userRole Admin and the
 * account has verified that e-mail. A listed address grants nothing to whoever registers it first.
 */
@Injectable()
export class RosterService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Roster');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly audit: AuditService,
  ) {}

  /** ADMIN_EMAIL from the environment is put on the roster as Admin at start-up. */
  async onApplicationBootstrap(): Promise<void> {
    const email = this.settings.adminEmail;
    if (!email) return;
    await this.dataSource.query(
      `INSERT INTO admin_user (user_email, user_role) VALUES ($1, 'Admin')
       ON CONFLICT (user_email) DO UPDATE SET user_role = 'Admin', updated_at = now()`,
      [email],
    );
    this.logger.log(`${email} is on the admin roster (ADMIN_EMAIL)`);
  }

  /** Admin means: on the roster as Admin, and the account holding that address has proved it owns it. */
  async isAdmin(email: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`${ACTING_ADMINS} AND u.user_email = $1`, [email.toLowerCase()]);
    return rows.length > 0;
  }

  /** The addresses of the acting Admins: who hears of new orders and messages. */
  async adminEmails(): Promise<string[]> {
    const rows: { user_email: string }[] = await this.dataSource.query(ACTING_ADMINS);
    return rows.map((row) => row.user_email);
  }

  async hasAnyAdmin(): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`${ACTING_ADMINS} LIMIT 1`);
    return rows.length > 0;
  }

  /** The roster, each entry with whether an account holds its address and has verified it. */
  async list(): Promise<(AdminUser & { account: AccountStatus })[]> {
    const users = await this.dataSource.getRepository(AdminUser).find({ order: { createdAt: 'DESC' } });
    const accounts: { email: string; verified: boolean }[] = users.length
      ? await this.dataSource.query(`SELECT email, email_verified_at IS NOT NULL AS verified FROM account WHERE email = ANY($1)`, [
          users.map((u) => u.userEmail),
        ])
      : [];
    const status = new Map(accounts.map((row) => [row.email, row.verified ? 'verified' : 'unverified'] as const));
    return users.map((user) => Object.assign(user, { account: status.get(user.userEmail) ?? ('none' as const) }));
  }

  async get(id: string): Promise<AdminUser> {
    const user = await this.dataSource.getRepository(AdminUser).findOneBy({ _id: id });
    if (!user) throw new NotFoundException(`User ${id} was not found`);
    return user;
  }

  async add(userEmail: string, userRole: UserRole, actor?: Actor): Promise<AdminUser> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await manager.getRepository(AdminUser).save({ userEmail: userEmail.toLowerCase(), userRole });
        await this.audit.record(manager, actor, {
          kind: 'roster',
          action: 'create',
          subject: `Roster: ${user.userEmail}`,
          subjectId: user._id,
          detail: `role ${userRole}`,
        });
        return user;
      });
    } catch (error) {
      throw this.duplicate(error, userEmail);
    }
  }

  /**
   * Changes an entry; refuses to leave the site with no acting Admin (that would re-open first-run
   * setup). Every Admin entry is locked first, so two Admins demoting each other at once cannot
   * both succeed.
   */
  async update(id: string, userEmail: string, userRole: UserRole, actor?: Actor): Promise<AdminUser> {
    const current = await this.get(id);
    const email = userEmail.toLowerCase();
    try {
      return await this.dataSource.transaction(async (manager) => {
        await manager.query(`SELECT id FROM admin_user WHERE user_role = 'Admin' ORDER BY id FOR UPDATE`);
        const user = await manager.getRepository(AdminUser).findOneBy({ _id: current._id });
        if (!user) throw new NotFoundException(`User ${id} was not found`);
        const staysAdmin = userRole === 'Admin' && email === user.userEmail;
        if (!staysAdmin) {
          const acting: { user_email: string }[] = await manager.query(ACTING_ADMINS);
          if (acting.length > 0 && acting.every((row) => row.user_email === user.userEmail)) throw new ConflictException(LAST_ADMIN_TEXT);
        }
        const was = `${user.userEmail} (${user.userRole})`;
        user.userEmail = email;
        user.userRole = userRole;
        const saved = await manager.getRepository(AdminUser).save(user);
        await this.audit.record(manager, actor, {
          kind: 'roster',
          action: 'update',
          subject: `Roster: ${email}`,
          subjectId: user._id,
          detail: `${was} → ${email} (${userRole})`,
        });
        return saved;
      });
    } catch (error) {
      throw this.duplicate(error, userEmail);
    }
  }

  private duplicate(error: unknown, email: string): unknown {
    if (isUniqueViolation(error)) {
      return new ConflictException(`${email} is already on the roster`);
    }
    return error;
  }
}
