import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A case study as one save left it (its fields, not its publication), so an editor can see what
 * it was and bring it back. A study keeps its newest 50; they go with the study.
 */
@Entity('case_study_revision')
@Index('case_study_revision_study', ['studyId', 'id'])
export class CaseStudyRevision {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'study_id', type: 'uuid' })
  studyId: string;

  /** the study's version this save made */
  @Column({ type: 'integer' })
  version: number;

  /** no foreign key: the history outlives the account that made it */
  @Column({ name: 'actor_email', type: 'varchar', length: 254, nullable: true })
  actorEmail: string | null;

  /** the saved fields, as the API's input names them */
  @Column({ type: 'jsonb' })
  fields: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
