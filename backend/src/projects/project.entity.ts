import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { Account } from '../auth/account.entity.js';
import { Order } from '../orders/order.entity.js';
import { PricingPackage } from '../pricing/pricing-package.entity.js';

/** One stage of a project as the agency planned it: its name and, once known, its dates (YYYY-MM-DD). */
export interface ProjectStage {
  name: string;
  startsOn: string | null;
  endsOn: string | null;
}

/** One onboarding question: what the client is asked, whether an answer is required, a line or a paragraph. */
export interface OnboardingQuestion {
  label: string;
  required: boolean;
  long: boolean;
}

/**
 * What the agency set up for an offer's projects: its stage list and its onboarding questions.
 * A project copies both when it opens, so a later edit changes new projects only.
 */
@Entity('offer_portal')
@Check('offer_portal_stages_check', `jsonb_typeof("stages") = 'array'`)
@Check('offer_portal_questions_check', `jsonb_typeof("questions") = 'array'`)
export class OfferPortal {
  @PrimaryColumn({ name: 'package_id', type: 'uuid' })
  @ForeignKey(() => PricingPackage, { name: 'offer_portal_package_id_fkey', onDelete: 'CASCADE' })
  packageId: string;

  /** the stages' names, in order */
  @Column({ type: 'jsonb' })
  stages: string[];

  @Column({ type: 'jsonb', default: () => `'[]'` })
  questions: OnboardingQuestion[];

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * The agency's work for one paid order or started retainer, in the customer's portal. It belongs
 * to the account that ordered: deleting the account deletes it and everything on it (the order
 * itself stays, anonymised, for the accounts).
 */
@Entity('project')
@Unique('UQ_project_order', ['orderId'])
@Index('project_account_newest', ['accountId', 'createdAt'])
@Index('project_newest', ['createdAt', 'id'])
@Check('project_stages_check', `jsonb_typeof("stages") = 'array'`)
@Check('project_current_stage_check', `"current_stage" >= 0`)
export class Project {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  @ForeignKey(() => Order, { name: 'project_order_id_fkey', onDelete: 'CASCADE' })
  orderId: string;

  @Column({ name: 'account_id', type: 'uuid' })
  @ForeignKey(() => Account, { name: 'project_account_id_fkey', onDelete: 'CASCADE' })
  accountId: string;

  /** the offer's name when ordered */
  @Column({ name: 'package_name', type: 'varchar', length: 80 })
  packageName: string;

  @Column({ name: 'package_id', type: 'uuid' })
  packageId: string;

  @Column({ type: 'jsonb' })
  stages: ProjectStage[];

  /** the index in stages of the stage under way */
  @Column({ name: 'current_stage', type: 'int', default: 0 })
  currentStage: number;

  /** the offer's onboarding questions when the project opened */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  questions: OnboardingQuestion[];

  /** the client's answers, one per question; null until answered */
  @Column({ type: 'jsonb', nullable: true })
  answers: string[] | null;

  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt: Date | null;

  /** when the client last read the thread (the unread count of the agency's messages) */
  @Column({ name: 'client_read_at', type: 'timestamptz', nullable: true })
  clientReadAt: Date | null;

  /** when an Admin last read the thread (the unread count of the client's messages) */
  @Column({ name: 'agency_read_at', type: 'timestamptz', nullable: true })
  agencyReadAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
