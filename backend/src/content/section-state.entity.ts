import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** What the admin decided about a whole section: for now, whether visitors see it. A section without a row is shown. */
@Entity('section_state')
export class SectionState {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  section: string;

  @Column({ type: 'boolean', default: false })
  hidden: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
