import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The bytes of one file of the library, content-addressed: `{hash}-{width}.{format}` (a variant),
 * `{hash}.orig` (the upload as it came) or `{hash}.svg` (a sanitised SVG), held here or in a bucket
 * (MEDIA_S3_URL), which media_blob lists all the same. Never changed once
 * written. Blobs no item names any more are marked `orphaned_at` and purged a week later, so
 * pages cached with their addresses keep working meanwhile.
 */
@Entity('media_blob')
@Index('media_blob_hash', ['hash'])
export class MediaBlob {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'varchar', length: 16 })
  hash: string;

  @Column({ name: 'content_type', type: 'varchar', length: 40 })
  contentType: string;

  /** null when the bytes are an object of the bucket MEDIA_S3_URL names */
  @Column({ type: 'bytea', nullable: true })
  body: Buffer | null;

  @Column({ type: 'int' })
  size: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** when the last item naming these bytes went (a replace or a delete); null while one does */
  @Column({ name: 'orphaned_at', type: 'timestamptz', nullable: true })
  orphanedAt: Date | null;
}
