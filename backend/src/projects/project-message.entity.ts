import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Project } from './project.entity.js';

/** One message of a project's thread, between its client and the agency. */
@Entity('project_message')
@Index('project_message_thread', ['projectId', 'createdAt'])
export class ProjectMessage {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  @Column({ name: 'project_id', type: 'uuid' })
  @ForeignKey(() => Project, { name: 'project_message_project_id_fkey', onDelete: 'CASCADE' })
  projectId: string;

  /** written by the agency (an Admin), else by the client */
  @Column({ name: 'from_agency', type: 'boolean' })
  fromAgency: boolean;

  /** the writer's e-mail */
  @Column({ type: 'varchar', length: 254 })
  author: string;

  @Column({ type: 'varchar', length: 4000 })
  body: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
