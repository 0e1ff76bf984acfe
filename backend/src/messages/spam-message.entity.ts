import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A message the contact form's spam checks caught: kept apart from the spec's messages (their
 * statuses, counts and pages stay as they were), never silently dropped, until an Admin reviews it.
 */
@Entity('spam_message')
@Index('spam_message_newest', ['createdAt', '_id'])
export class SpamMessage {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  number: string | null;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  /** why it was taken for spam, in words an Admin reads */
  @Column({ type: 'varchar', length: 200 })
  reason: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
