import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** What a redirect answers: moved for good, moved for now, or gone for good. */
export const REDIRECT_CODES = [301, 302, 410] as const;
export type RedirectCode = (typeof REDIRECT_CODES)[number];

/**
 * An old address of the site and where its visitors go. Answered before routing and the page
 * cache from an in-memory copy of the whole table (RedirectsService), so the table is read only
 * when a save on any instance moves `redirects_version` in app_meta.
 */
@Entity('redirect')
@Check('redirect_status_code_check', '"status_code" IN (301, 302, 410)')
@Check('redirect_target_check', '("status_code" = 410) = ("target" IS NULL)')
@Index('redirect_source_key', ['source'], { unique: true })
export class Redirect {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** the path visitors ask for, percent-encoded as a browser sends it, without query or fragment */
  @Column({ type: 'varchar', length: 500 })
  source: string;

  /** an internal path (with its query, if any) or an https URL; null for 410 */
  @Column({ type: 'varchar', length: 2000, nullable: true })
  target: string | null;

  @Column({ name: 'status_code', type: 'smallint' })
  statusCode: RedirectCode;

  /** why it exists, for the next admin */
  @Column({ type: 'varchar', length: 300, default: '' })
  note: string;

  /** raised in batches (a few seconds behind), never by the request that followed the redirect */
  @Column({ type: 'bigint', default: 0 })
  hits: string;

  @Column({ name: 'last_hit_at', type: 'timestamptz', nullable: true })
  lastHitAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
