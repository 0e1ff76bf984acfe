import { ConflictException, Inject, Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { SETTINGS, type Settings } from '../config/settings.js';
import { isUuid } from '../content/content.service.js';
import { AdminUser, type UserRole } from './admin-user.entity.js';

/** The admin roster: an account is Admin when its e-mail is listed with userRole Admin. */
@Injectable()
export class RosterService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Roster');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
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

  async isAdmin(email: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM admin_user WHERE user_email = $1 AND user_role = 'Admin'`, [email.toLowerCase()]);
    return rows.length > 0;
  }

  async hasAnyAdmin(): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM admin_user WHERE user_role = 'Admin' LIMIT 1`);
    return rows.length > 0;
  }

  list(): Promise<AdminUser[]> {
    return this.dataSource.getRepository(AdminUser).find({ order: { createdAt: 'DESC' } });
  }

  async get(id: string): Promise<AdminUser> {
    const user = isUuid(id) ? await this.dataSource.getRepository(AdminUser).findOneBy({ _id: id }) : null;
    if (!user) throw new NotFoundException(`User ${id} was not found`);
    return user;
  }

  async add(userEmail: string, userRole: UserRole): Promise<AdminUser> {
    try {
      return await this.dataSource.getRepository(AdminUser).save({ userEmail: userEmail.toLowerCase(), userRole });
    } catch (error) {
      throw this.duplicate(error, userEmail);
    }
  }

  async update(id: string, userEmail: string, userRole: UserRole): Promise<AdminUser> {
    const user = await this.get(id);
    user.userEmail = userEmail.toLowerCase();
    user.userRole = userRole;
    try {
      return await this.dataSource.getRepository(AdminUser).save(user);
    } catch (error) {
      throw this.duplicate(error, userEmail);
    }
  }

  private duplicate(error: unknown, email: string): unknown {
    if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
      return new ConflictException(`${email} is already on the roster`);
    }
    return error;
  }
}
