import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The home page's place for one of its kinds of section (blocks.ts HOME_KINDS): the owner's order,
 * and whether it is hidden for a kind that has no section of its own to hide (the offers). A kind
 * without a row keeps its place in the spec's order, after those placed.
 */
@Entity('home_section')
export class HomeSection {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'boolean', default: false })
  hidden: boolean;
}
