import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('subscriber')
@Index('subscriber_newest', ['createdAt'])
export class Subscriber {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  /** stored lower-case; unique */
  @Column({ type: 'varchar', length: 254, unique: true })
  subemail: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
