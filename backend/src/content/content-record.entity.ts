import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

/** One record of one site section; its fields are validated by the section's declaration. */
@Entity('content_record')
@Index('content_record_section_order', ['section', 'seq'])
@Unique('UQ_content_record_singleton_key', ['singletonKey'])
export class ContentRecord {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  @Column({ type: 'varchar', length: 40 })
  section: string;

  /** set to the section key for singleton sections; the unique constraint refuses a second record */
  @Column({ name: 'singleton_key', type: 'varchar', length: 40, nullable: true })
  singletonKey: string | null;

  /** insertion order, so lists keep a stable order */
  @Column({ type: 'bigint', generated: 'increment', insert: false, update: false, select: false })
  seq: string;

  @Column({ type: 'jsonb' })
  fields: Record<string, string | number>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
