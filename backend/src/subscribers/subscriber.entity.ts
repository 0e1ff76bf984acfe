import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

export const SUBSCRIBER_STATES = ['Confirmed', 'Pending'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

@Entity('subscriber')
// Newest first: the migration orders both columns DESC, which TypeORM cannot declare; a B-tree serves either order.
@Index('subscriber_newest', ['createdAt', '_id'])
@Index('subscriber_pending', ['createdAt', '_id'], { where: '"confirmed_at" IS NULL' })
@Index('subscriber_changed', ['updatedAt', '_id'])
@Index('subscriber_confirm_token', ['confirmTokenHash'], { unique: true })
@Unique('UQ_subscriber_subemail', ['subemail'])
export class Subscriber {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  /** stored lower-case */
  @Column({ type: 'varchar', length: 254 })
  subemail: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** when the address's owner followed the confirmation link; until then the sign-up is pending and counts nowhere */
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** when the sign-up last changed (signed up again, confirmed): what a mirror syncs by; milliseconds, as the API sends */
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', precision: 3 })
  updatedAt: Date;

  /** the consent as given: the text the form showed (null for sign-ups older than this record) */
  @Column({ name: 'consent_text', type: 'varchar', length: 500, nullable: true })
  consentText: string | null;

  /** the page the form was on */
  @Column({ name: 'consent_page', type: 'varchar', length: 300, nullable: true })
  consentPage: string | null;

  /** hash of the pending confirmation link's token; cleared once confirmed */
  @Column({ name: 'confirm_token_hash', type: 'varchar', length: 64, nullable: true, select: false })
  confirmTokenHash: string | null;

  @Column({ name: 'confirm_expires_at', type: 'timestamptz', nullable: true, select: false })
  confirmExpiresAt: Date | null;
}
