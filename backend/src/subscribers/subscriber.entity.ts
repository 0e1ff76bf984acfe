import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

@Entity('subscriber')
// Newest first: the migration orders both columns DESC, which TypeORM cannot declare; a B-tree serves either order.
@Index('subscriber_newest', ['createdAt', '_id'])
@Unique('UQ_subscriber_subemail', ['subemail'])
export class Subscriber {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  /** stored lower-case */
  @Column({ type: 'varchar', length: 254 })
  subemail: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
