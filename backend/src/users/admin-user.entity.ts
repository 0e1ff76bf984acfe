import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { Account } from '../auth/account.entity.js';
import { oneOf } from '../common/check-constraints.js';
import { USER_ROLES, type UserRole } from '../common/permissions.js';

export { USER_ROLES, type UserRole };

/** Whether someone registered the roster's address, and proved they own it; only 'verified' makes an Admin. */
export type AccountStatus = 'verified' | 'unverified' | 'none';

/** The spec's users list: the roster that makes an account Admin. */
@Entity('admin_user')
@Unique('UQ_admin_user_email', ['userEmail'])
@Check('admin_user_user_role_check', oneOf('user_role', USER_ROLES))
@Check('admin_user_owner_is_admin_check', `NOT is_owner OR user_role = 'Admin'`)
@Index('admin_user_one_owner', ['isOwner'], { unique: true, where: 'is_owner' })
export class AdminUser {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  @Column({ name: 'user_email', type: 'varchar', length: 254 })
  userEmail: string;

  @Column({ name: 'user_role', type: 'varchar', length: 20, default: 'Admin' })
  userRole: UserRole;

  /**
   * The one Owner (the first Admin, transferable): holds the permissions no role gives
   * (OWNER_ONLY). A partial unique index keeps it to one entry.
   */
  @Column({ name: 'is_owner', type: 'boolean', default: false })
  isOwner: boolean;

  /** the account that listed it (null from ADMIN_EMAIL, setup, or once that account is deleted) */
  @Column({ name: 'created_by', type: 'uuid', nullable: true, select: false })
  @ForeignKey(() => Account, { name: 'admin_user_created_by_fkey', onDelete: 'SET NULL' })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
