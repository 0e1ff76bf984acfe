import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique, UpdateDateColumn, VersionColumn } from 'typeorm';

/** One record of one site section; its fields are validated by the section's declaration. */
@Entity('content_record')
@Index('content_record_section_order', ['section', 'seq'])
@Index('content_record_section_position', ['section', 'position', 'seq'])
@Unique('UQ_content_record_singleton_key', ['singletonKey'])
export class ContentRecord {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  @Column({ type: 'varchar', length: 40 })
  section: string;

  /** set to the section key for singleton sections; the unique constraint refuses a second record */
  @Column({ name: 'singleton_key', type: 'varchar', length: 40, nullable: true })
  singletonKey: string | null;

  /** insertion order, which breaks ties of position */
  @Column({ type: 'bigint', generated: 'increment', insert: false, update: false, select: false })
  seq: string;

  /** the place in its section's list, 1 first; the admin's reordering sets it */
  @Column({ type: 'int', default: 0 })
  position: number;

  /** kept but not shown to visitors (absent from the pages, the structured data and GET /api/site) */
  @Column({ type: 'boolean', default: false })
  hidden: boolean;

  /** raised by every save; an edit made from an older version is refused (409) rather than overwriting */
  @VersionColumn({ type: 'int', default: 1 })
  version: number;

  @Column({ type: 'jsonb' })
  fields: Record<string, string | number>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
