import { Check, Column, CreateDateColumn, Entity, ForeignKey, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { Account } from '../auth/account.entity.js';
import { oneOf } from '../common/check-constraints.js';

export const USER_ROLES = ['Admin', 'User'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Whether someone registered the roster's address, and proved they own it; only 'verified' makes an Admin. */
export type AccountStatus = 'verified' | 'unverified' | 'none';

/** The spec's users list: the roster that makes an account Admin. */
@Entity('admin_user')
@Unique('UQ_admin_user_email', ['userEmail'])
@Check('admin_user_user_role_check', oneOf('user_role', USER_ROLES))
export class AdminUser {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  @Column({ name: 'user_email', type: 'varchar', length: 254 })
  userEmail: string;

  @Column({ name: 'user_role', type: 'varchar', length: 20, default: 'Admin' })
  userRole: UserRole;

  /** the account that listed it (null from ADMIN_EMAIL, setup, or once that account is deleted) */
  @Column({ name: 'created_by', type: 'uuid', nullable: true, select: false })
  @ForeignKey(() => Account, { name: 'admin_user_created_by_fkey', onDelete: 'SET NULL' })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
