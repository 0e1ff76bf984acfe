import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import { oneOf } from '../common/check-constraints.js';

/** The types an upload may be (GIF keeps its first frame; SVG is sanitised). */
export const MEDIA_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'gif', 'svg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/**
 * An image of the library: what the admin said about it and what the variants are. Its bytes are
 * blobs named by `hash` (media_blob); two items uploaded from the same file share them.
 */
@Entity('media_item')
@Check('media_item_format_check', oneOf('format', MEDIA_FORMATS))
@Check('media_item_focal_check', '"focal_x" BETWEEN 0 AND 1 AND "focal_y" BETWEEN 0 AND 1')
// Newest first: the migration orders created_at and id DESC, which TypeORM cannot declare; a B-tree serves either order.
@Index('media_item_newest', ['createdAt', 'id'])
@Index('media_item_hash', ['hash'])
export class MediaItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** a label for the library, never a path */
  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** empty exactly when decorative */
  @Column({ type: 'varchar', length: 300 })
  alt: string;

  @Column({ type: 'boolean', default: false })
  decorative: boolean;

  @Column({ type: 'varchar', length: 10 })
  format: MediaFormat;

  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  /** the uploaded file's size */
  @Column({ type: 'int' })
  bytes: number;

  /** the first 16 hex digits of the uploaded file's SHA-256; names its blobs */
  @Column({ type: 'varchar', length: 16 })
  hash: string;

  @Column({ name: 'focal_x', type: 'double precision', default: () => '0.5' })
  focalX: number;

  @Column({ name: 'focal_y', type: 'double precision', default: () => '0.5' })
  focalY: number;

  /** the widths variants exist at, ascending; empty for SVG */
  @Column({ type: 'int', array: true, default: () => "'{}'" })
  widths: number[];

  /** the variant formats, the fallback last; empty for SVG */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  formats: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** raised by every change; a change made from an older version is refused (409) */
  @VersionColumn({ type: 'int', default: 1 })
  version: number;
}
