import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { oneOf } from '../common/check-constraints.js';

export const MESSAGE_STATUSES = ['UnRead', 'Read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

@Entity('message')
@Check('message_message_status_check', oneOf('message_status', MESSAGE_STATUSES))
// Newest first within a status: the migration orders created_at and id DESC, which TypeORM cannot declare; a B-tree serves either order.
@Index('message_status_newest', ['messageStatus', 'createdAt', '_id'])
@Index('message_changed', ['updatedAt', '_id'])
export class Message {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** phone; the public form does not ask for it, the admin view shows it when present */
  @Column({ type: 'varchar', length: 40, nullable: true })
  number: string | null;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'message_status', type: 'varchar', length: 10, default: 'UnRead' })
  messageStatus: MessageStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** when the message last changed (read): what a mirror syncs by; milliseconds, as the API sends */
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}

/** The text a message search looks in, as the trigram index message_search spells it, so the index serves the search. */
export const messageSearchText = (alias: string) =>
  `(lower(${alias}."name" || ' ' || ${alias}."email" || ' ' || ${alias}."subject" || ' ' || ${alias}."message"))`;
