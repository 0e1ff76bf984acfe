import { Check, Column, CreateDateColumn, Entity, ForeignKey, PrimaryGeneratedColumn } from 'typeorm';
import { Account } from '../auth/account.entity.js';
import { API_KEY_SCOPES, type ApiKeyScope } from '../common/scopes.decorator.js';

/**
 * A named key an Admin gave an integrator. The secret is kept as its SHA-256 only and shown once
 * at creation. Keys are revoked, never deleted, so the audit entries that name one keep meaning.
 */
@Entity('api_key')
@Check('api_key_scopes_check', `cardinality("scopes") > 0 AND "scopes" <@ ARRAY[${API_KEY_SCOPES.map((scope) => `'${scope}'`).join(', ')}]::text[]`)
export class ApiKey {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** the key's first characters, to tell keys apart in lists and logs; not secret */
  @Column({ type: 'varchar', length: 20 })
  prefix: string;

  /** SHA-256 (hex) of the secret part of the key */
  @Column({ name: 'secret_hash', type: 'varchar', length: 64, select: false })
  secretHash: string;

  @Column({ type: 'text', array: true })
  scopes: ApiKeyScope[];

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  /** the Admin who created it; null once that account is deleted */
  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  @ForeignKey(() => Account, { name: 'api_key_created_by_fkey', onDelete: 'SET NULL' })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** written at most once a minute per key and instance, so a busy key costs no write per request */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
