import { ConflictException, Inject, Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { SETTINGS, type Settings } from '../config/settings.js';
import { AuditService, type Actor } from '../audit/audit.service.js';
import { isUniqueViolation } from '../common/database-errors.js';
import { isStaffRole, permissionsOf, type Permission } from '../common/permissions.js';
import type { Viewer } from '../auth/viewer.js';
import { AdminUser, type AccountStatus, type UserRole } from './admin-user.entity.js';

/** Roster entries that make someone Admin today: role Admin and a verified account with that e-mail. */
const ACTING_ADMINS = `SELECT u.user_email FROM admin_user u JOIN account a ON a.email = u.user_email
  WHERE u.user_role = 'Admin' AND a.email_verified_at IS NOT NULL`;

const LAST_ADMIN_TEXT = 'This is the only Admin of the site: make another account Admin before changing this one.';
const LAST_ADMIN_LEAVING_TEXT = 'You are the only Admin of the site: make another account Admin before deleting yours.';
const OWNER_TEXT = 'This is the Owner of the site: the Owner makes another Admin Owner before their own entry changes.';
const OWNER_LEAVING_TEXT = 'You are the Owner of the site: make another Admin Owner before deleting your account.';
const OWN_ROLE_TEXT = 'You cannot change your own role or address on the roster: another member with the right to do so must.';
const OWN_TWO_FACTOR_FIRST_TEXT = 'Set up two-factor sign-in on your own account first: the rule then applies to everyone, you included.';
const NOT_PROVED_TEXT = 'Only an account that has proved its address can become the Owner.';
const ROSTER_ADDRESS_TEXT =
  'This address is on the admin roster already, so moving your account to it would change what you may do. Ask another Admin to remove that roster entry first.';

/** What a member of the team may do, and what they must do first. */
export interface MemberStanding {
  role: UserRole | null;
  owner: boolean;
  permissions: readonly Permission[];
  /** the Owner requires a second factor and the member has none */
  mustEnrolTwoFactor: boolean;
  /** the member's password predates the team's rule (or was never judged against it) */
  mustChangePassword: boolean;
}

/** An account about to change its address or go, as the roster needs to know it. */
export interface RosterHolder {
  id: string;
  email: string;
  /** the account proved it owns its address: only then is a roster entry of that address its own */
  verified: boolean;
}

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
    await this.dataSource.transaction(async (manager) => {
      const wasAdmin = await this.isActingAdmin(manager, email);
      await manager.query(
        `INSERT INTO admin_user (user_email, user_role) VALUES ($1, 'Admin')
         ON CONFLICT (user_email) DO UPDATE SET user_role = 'Admin', updated_at = now()`,
        [email],
      );
      await this.claimOwnership(manager, email);
      if (wasAdmin || !(await this.isActingAdmin(manager, email))) return;
      const [account]: { id: string }[] = await manager.query(`SELECT id FROM account WHERE email = $1`, [email]);
      await this.audit.record(manager, undefined, {
        kind: 'roster',
        action: 'promote',
        subject: `Admin: ${email}`,
        subjectId: account?.id ?? null,
        detail: 'became Admin by ADMIN_EMAIL at start-up (the account had proved the address)',
      });
    });
    this.logger.log(`${email} is on the admin roster (ADMIN_EMAIL)`);
  }

  /**
   * What the account of this address may do in the back office: its roster entry's role, and the
   * Owner's permissions for the Owner, once the account has proved the address. Read on each
   * request (no cache), so a role change holds on the next request on every instance.
   */
  async permissionsOf(email: string): Promise<MemberStanding> {
    const [row]: { user_role: UserRole; is_owner: boolean; must_enrol: boolean; password_ok: boolean | null }[] = await this.dataSource.query(
      `SELECT u.user_role, u.is_owner, a.password_meets_staff_rule AS password_ok,
              (coalesce((SELECT require_two_factor FROM team_settings WHERE id = 1), false)
               AND NOT EXISTS (SELECT 1 FROM account_totp t WHERE t.account_id = a.id AND t.confirmed_at IS NOT NULL)
               AND NOT EXISTS (SELECT 1 FROM passkey p WHERE p.account_id = a.id)) AS must_enrol
       FROM admin_user u JOIN account a ON a.email = u.user_email
       WHERE a.email_verified_at IS NOT NULL AND u.user_email = $1`,
      [email.toLowerCase()],
    );
    if (!row) return { role: null, owner: false, permissions: [], mustEnrolTwoFactor: false, mustChangePassword: false };
    const permissions = permissionsOf(row.user_role, row.is_owner);
    const member = permissions.length > 0;
    return {
      role: row.user_role,
      owner: row.is_owner,
      permissions,
      mustEnrolTwoFactor: row.must_enrol && member,
      // Not judged yet (null: stored before the rule) waits for the next sign-in with the password.
      mustChangePassword: row.password_ok === false && member,
    };
  }

  /**
   * Whether a password chosen for this address must follow the team's rule: the roster lists it in
   * a role that opens the back office (proved or not yet: the account becomes a member once it is).
   */
  async listsAsStaff(manager: EntityManager, email: string): Promise<boolean> {
    const [row]: { user_role: UserRole }[] = await manager.query(`SELECT user_role FROM admin_user WHERE user_email = $1`, [email.toLowerCase()]);
    return row !== undefined && isStaffRole(row.user_role);
  }

  /** Whether every member of the team must sign in with a second factor (the Owner's rule). */
  async teamSettings(): Promise<{ requireTwoFactor: boolean }> {
    const [row]: { require_two_factor: boolean }[] = await this.dataSource.query(`SELECT require_two_factor FROM team_settings WHERE id = 1`);
    return { requireTwoFactor: row?.require_two_factor ?? false };
  }

  /**
   * The Owner turns the rule on or off. On, every member without an authenticator app is refused
   * the back office (403) until they set one up on their account page; the Owner first, so the rule
   * never locks out the one who can change it.
   */
  async setTeamSettings(requireTwoFactor: boolean, actor: Actor): Promise<{ requireTwoFactor: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      if (requireTwoFactor) {
        const [own]: unknown[] = await manager.query(
          `SELECT 1 FROM account_totp WHERE account_id = $1 AND confirmed_at IS NOT NULL UNION ALL SELECT 1 FROM passkey WHERE account_id = $1`,
          [actor.id],
        );
        if (!own) throw new ConflictException(OWN_TWO_FACTOR_FIRST_TEXT);
      }
      await manager.query(`INSERT INTO team_settings (id, require_two_factor) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET require_two_factor = $1`, [
        requireTwoFactor,
      ]);
      await this.audit.record(manager, actor, {
        kind: 'roster',
        action: 'update',
        subject: 'Team: two-factor sign-in',
        subjectId: null,
        detail: requireTwoFactor ? 'required of every member of the team' : 'no longer required',
      });
      return { requireTwoFactor };
    });
  }

  /** Whether the viewer may: an API key as its scope already decided (the guard), a person as their role says. */
  async can(viewer: Viewer, permission: Permission): Promise<boolean> {
    if (viewer.apiKey !== undefined) return true;
    return (await this.permissionsOf(viewer.email)).permissions.includes(permission);
  }

  /** Admin means: on the roster as Admin, and the account holding that address has proved it owns it. */
  async isAdmin(email: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`${ACTING_ADMINS} AND u.user_email = $1`, [email.toLowerCase()]);
    return rows.length > 0;
  }

  /** isAdmin, read in a transaction that may be about to change the answer. */
  async isActingAdmin(manager: EntityManager, email: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(`${ACTING_ADMINS} AND u.user_email = $1`, [email.toLowerCase()]);
    return rows.length > 0;
  }

  /**
   * An account whose address someone else has just proved loses the roster entries it listed: they
   * were made by whoever held the account before the proof, who is not the address's owner.
   */
  async withdrawListedBy(manager: EntityManager, account: { id: string; email: string }): Promise<number> {
    const [gone]: [{ id: string; user_email: string; user_role: string }[], number] = await manager.query(
      `DELETE FROM admin_user WHERE created_by = $1 RETURNING id, user_email, user_role`,
      [account.id],
    );
    for (const entry of gone) {
      await this.audit.record(manager, undefined, {
        kind: 'roster',
        action: 'delete',
        subject: `Roster: ${entry.user_email}`,
        subjectId: entry.id,
        detail: `role ${entry.user_role}: listed by ${account.email} before the owner of that address proved it`,
      });
    }
    return gone.length;
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

  async add(userEmail: string, userRole: UserRole, actor?: Actor): Promise<Omit<AdminUser, 'createdBy'>> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        // Who listed it stays in the database (see AuthService.proveAddress), not in the answer.
        const { createdBy: _listedBy, ...user } = await manager
          .getRepository(AdminUser)
          .save({ userEmail: userEmail.toLowerCase(), userRole, createdBy: actor?.id ?? null });
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
   * setup), to change the Owner's entry (ownership moves first, by `transfer`) and to change one's
   * own entry (self-demotion). Every Admin entry is locked first, so two Admins demoting each other
   * at once cannot both succeed. A changed role or address ends every session of the accounts it
   * concerns, so a demoted member's open tabs hold nothing they may no longer do.
   */
  async update(id: string, userEmail: string, userRole: UserRole, actor?: Actor): Promise<AdminUser> {
    const current = await this.get(id);
    const email = userEmail.toLowerCase();
    try {
      return await this.dataSource.transaction(async (manager) => {
        await manager.query(`SELECT id FROM admin_user WHERE user_role = 'Admin' OR id = $1 ORDER BY id FOR UPDATE`, [current._id]);
        const user = await manager.getRepository(AdminUser).findOneBy({ _id: current._id });
        if (!user) throw new NotFoundException(`User ${id} was not found`);
        const unchanged = userRole === user.userRole && email === user.userEmail;
        if (!unchanged && user.isOwner) throw new ConflictException(OWNER_TEXT);
        if (!unchanged && actor?.email && actor.email.toLowerCase() === user.userEmail) throw new ConflictException(OWN_ROLE_TEXT);
        const staysAdmin = userRole === 'Admin' && email === user.userEmail;
        if (!staysAdmin && user.userRole === 'Admin') {
          const acting: { user_email: string }[] = await manager.query(ACTING_ADMINS);
          if (acting.length > 0 && acting.every((row) => row.user_email === user.userEmail)) throw new ConflictException(LAST_ADMIN_TEXT);
        }
        const was = `${user.userEmail} (${user.userRole})`;
        const before = user.userEmail;
        user.userEmail = email;
        user.userRole = userRole;
        const saved = await manager.getRepository(AdminUser).save(user);
        const ended = unchanged ? 0 : await this.endSessionsOf(manager, [before, email]);
        await this.audit.record(manager, actor, {
          kind: 'roster',
          action: 'update',
          subject: `Roster: ${email}`,
          subjectId: user._id,
          detail: `${was} → ${email} (${userRole})${ended > 0 ? `; ${ended} sign-ins ended` : ''}`,
        });
        return saved;
      });
    } catch (error) {
      throw this.duplicate(error, userEmail);
    }
  }

  /**
   * Makes the entry's account the Owner (and an Admin), the present Owner staying an Admin. Only
   * an account that proved its address may be given it. The new Owner's sessions end when their
   * role changed, as any role change ends them.
   */
  async transfer(id: string, actor: Actor): Promise<AdminUser> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT id FROM admin_user WHERE is_owner OR id = $1 ORDER BY id FOR UPDATE`, [id]);
      const user = await manager.getRepository(AdminUser).findOneBy({ _id: id });
      if (!user) throw new NotFoundException(`User ${id} was not found`);
      if (user.isOwner) return user;
      const [proved]: unknown[] = await manager.query(`SELECT 1 FROM account WHERE email = $1 AND email_verified_at IS NOT NULL`, [user.userEmail]);
      if (!proved) throw new ConflictException(NOT_PROVED_TEXT);
      const [[previous]]: [{ user_email: string }[], number] = await manager.query(
        `UPDATE admin_user SET is_owner = false, updated_at = now() WHERE is_owner RETURNING user_email`,
      );
      const roleChanged = user.userRole !== 'Admin';
      const was = user.userRole;
      user.userRole = 'Admin';
      user.isOwner = true;
      const saved = await manager.getRepository(AdminUser).save(user);
      const ended = roleChanged ? await this.endSessionsOf(manager, [user.userEmail]) : 0;
      await this.audit.record(manager, actor, {
        kind: 'roster',
        action: 'update',
        subject: `Owner: ${user.userEmail}`,
        subjectId: user._id,
        detail: `ownership moved from ${previous?.user_email ?? 'nobody'} to ${user.userEmail} (was ${was})${ended > 0 ? `; ${ended} sign-ins ended` : ''}`,
      });
      return saved;
    });
  }

  /** The first Admin becomes the Owner while the site has none (setup, ADMIN_EMAIL). */
  async claimOwnership(manager: EntityManager, email: string): Promise<void> {
    await manager.query(
      `UPDATE admin_user SET is_owner = true WHERE user_email = $1 AND user_role = 'Admin' AND NOT EXISTS (SELECT 1 FROM admin_user WHERE is_owner)`,
      [email.toLowerCase()],
    );
  }

  /**
   * Ends every sign-in of the accounts holding these addresses (their access tokens are refused
   * from now, their refresh tokens revoked), as AuthService.endSignIns does; returns how many.
   */
  private async endSessionsOf(manager: EntityManager, emails: string[]): Promise<number> {
    const now = new Date();
    const [accounts]: [{ id: string }[], number] = await manager.query(`UPDATE account SET sessions_valid_after = $2 WHERE email = ANY($1) RETURNING id`, [
      emails,
      now,
    ]);
    if (accounts.length === 0) return 0;
    const [, revoked]: [unknown, number] = await manager.query(
      `UPDATE refresh_token SET revoked_at = $2 WHERE account_id = ANY($1) AND revoked_at IS NULL AND used_at IS NULL AND expires_at > $2`,
      [accounts.map((account) => account.id), now],
    );
    return revoked;
  }

  /**
   * An account moves to a new (proved) address, inside the transaction that moves it. Its roster
   * entry, when it is its own (the old address was proved), moves with it, so an Admin stays Admin
   * and a listed User stays listed; an entry of an address the account never proved stays where it
   * is, as it belongs to that mailbox's owner. An address already on the roster is refused: the
   * account would gain or lose a role without any Admin deciding it.
   */
  async followAddressChange(manager: EntityManager, holder: RosterHolder, newEmail: string): Promise<void> {
    await manager.query(`SELECT id FROM admin_user WHERE user_email = ANY($1) ORDER BY id FOR UPDATE`, [[holder.email, newEmail]]);
    const entries = await manager.getRepository(AdminUser).find({ where: [{ userEmail: holder.email }, { userEmail: newEmail }] });
    if (entries.some((entry) => entry.userEmail === newEmail)) throw new ConflictException(ROSTER_ADDRESS_TEXT);
    const own = holder.verified ? entries.find((entry) => entry.userEmail === holder.email) : undefined;
    if (!own) return;
    await manager.getRepository(AdminUser).update({ _id: own._id }, { userEmail: newEmail });
    // The actor is the account as it is from now on: whoever proved the new address.
    await this.audit.record(
      manager,
      { id: holder.id, email: newEmail },
      {
        kind: 'roster',
        action: 'update',
        subject: `Roster: ${newEmail}`,
        subjectId: own._id,
        detail: `${holder.email} (${own.userRole}) → ${newEmail} (${own.userRole}): the account changed its address`,
      },
    );
  }

  /** The address a new e-mail change may not go to; checked again when the change is confirmed. */
  async refuseRosterAddress(newEmail: string): Promise<void> {
    if (await this.dataSource.getRepository(AdminUser).existsBy({ userEmail: newEmail })) throw new ConflictException(ROSTER_ADDRESS_TEXT);
  }

  /**
   * An account is deleted, inside the transaction that deletes it: the last acting Admin may not
   * go (that would re-open first-run setup), and the account's own roster entry goes with it, so
   * whoever registers the address later is not Admin without an Admin deciding it again. The
   * entry is named by id only in the log, like the account.
   */
  async releaseLeavingAccount(manager: EntityManager, holder: RosterHolder): Promise<void> {
    if (!holder.verified) return;
    await manager.query(`SELECT id FROM admin_user WHERE user_role = 'Admin' OR user_email = $1 ORDER BY id FOR UPDATE`, [holder.email]);
    const acting: { user_email: string }[] = await manager.query(ACTING_ADMINS);
    if (acting.length > 0 && acting.every((row) => row.user_email === holder.email)) throw new ConflictException(LAST_ADMIN_LEAVING_TEXT);
    const own = await manager.getRepository(AdminUser).findOneBy({ userEmail: holder.email });
    if (!own) return;
    if (own.isOwner) throw new ConflictException(OWNER_LEAVING_TEXT);
    await manager.getRepository(AdminUser).delete({ _id: own._id });
    await this.audit.record(
      manager,
      { id: holder.id, email: null },
      {
        kind: 'roster',
        action: 'delete',
        subject: `Roster entry ${own._id}`,
        subjectId: own._id,
        detail: `role ${own.userRole}: its account was deleted`,
      },
    );
  }

  private duplicate(error: unknown, email: string): unknown {
    if (isUniqueViolation(error)) {
      return new ConflictException(`${email} is already on the roster`);
    }
    return error;
  }
}
