import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import { oneOf } from '../common/check-constraints.js';
import type { StoredItem } from './menu-defaults.js';
import { MENU_KEYS, type MenuKey } from './texts.js';

/**
 * One menu the owner saved; a menu never saved shows its default (`DEFAULT_MENUS`). Items are one
 * JSON tree per menu, read and written whole: a menu is a dozen links, always shown together.
 * Links name pages, posts and categories by id, so a changed slug follows.
 */
@Entity('site_menu')
@Check('site_menu_key_check', oneOf('key', MENU_KEYS))
export class SiteMenu {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  key: MenuKey;

  @Column({ type: 'varchar', length: 40, default: '' })
  title: string;

  @Column({ type: 'jsonb' })
  items: StoredItem[];

  @VersionColumn()
  version: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
