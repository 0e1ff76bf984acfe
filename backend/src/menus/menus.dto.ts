import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { LINK_KINDS, MENU_KEYS, MENU_LIMITS, MENU_TEXTS, type LinkKind, type MenuKey } from './texts.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * Where an item leads. `target` by kind: `anchor` a home anchor (home, about, services, pricing,
 * contact); `fixed` a fixed page's address (/, /service/, /pricing/, /contact, /blog/, …); `page`,
 * `post`, `category`, `caseStudy` the record's id (its current address is looked up, so a new slug follows);
 * `path` an address of this site starting with /; `external` an https:// or http:// address.
 */
export class MenuLink {
  @ApiProperty({ enum: LINK_KINDS })
  @IsIn(LINK_KINDS, { message: MENU_TEXTS.kind })
  kind: LinkKind;

  @ApiProperty({ maxLength: MENU_LIMITS.urlLength, example: 'services' })
  @Transform(trim)
  @IsString()
  @MaxLength(MENU_LIMITS.urlLength, { message: MENU_TEXTS.external })
  target: string;
}

/** An item under another (menus nest one level: it has no children of its own). */
export class MenuChildInput {
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: MENU_TEXTS.labelRequired })
  @MaxLength(MENU_LIMITS.labelLength, { message: MENU_TEXTS.labelTooLong })
  label: string;

  @ValidateNested()
  @Type(() => MenuLink)
  link: MenuLink;
}

/** A top-level item; with children it opens a dropdown. */
export class MenuItemInput extends MenuChildInput {
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MENU_LIMITS.children, { message: MENU_TEXTS.tooManyChildren })
  @ValidateNested({ each: true })
  @Type(() => MenuChildInput)
  children?: MenuChildInput[];
}

/** The new state of one menu, whole. */
export class MenuInput {
  /** the footer column's heading (the navigation bar shows none) */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(MENU_LIMITS.titleLength, { message: MENU_TEXTS.titleTooLong })
  title?: string;

  @IsArray()
  @ArrayMaxSize(MENU_LIMITS.items, { message: MENU_TEXTS.tooManyItems })
  @ValidateNested({ each: true })
  @Type(() => MenuItemInput)
  items: MenuItemInput[];
}

/** An item as the back office reads it: its link, and where the link leads today. */
export class MenuItemRecord {
  label: string;
  link: MenuLink;
  /** the address the link leads to now; null when its target is gone or not published */
  href: string | null;
  /** why the public menu leaves the item out (a deleted or unpublished target), else null */
  broken: string | null;
  @ApiProperty({ type: () => [MenuItemRecord], example: [] })
  children: MenuItemRecord[];
}

export class MenuRecord {
  @ApiProperty({ enum: MENU_KEYS })
  key: MenuKey;
  /** what the back office calls the menu */
  name: string;
  title: string;
  @ApiProperty({ type: [MenuItemRecord] })
  items: MenuItemRecord[];
  /** false while the menu shows its default (never saved) */
  saved: boolean;
  updatedAt: Date | null;
}

/** An item as visitors get it: links whose target is gone are left out. */
export class PublicMenuItem {
  label: string;
  href: string;
  /** a home anchor's section: the anchor drops out while the admin hides it */
  section?: string;
  @ApiProperty({ type: () => [PublicMenuItem], example: [] })
  children: PublicMenuItem[];
}

export class PublicMenu {
  title: string;
  @ApiProperty({ type: [PublicMenuItem] })
  items: PublicMenuItem[];
}

/** The site's menus, resolved, by key (header, footer, footerExtra). */
export class PublicMenus {
  header: PublicMenu;
  footer: PublicMenu;
  footerExtra: PublicMenu;
}
