import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { SECTION_DTOS } from '../content/content.module.js';
import { SECTIONS } from '../content/sections.js';
import { SiteMedia } from '../media/media.dto.js';
import { PublicMenus } from '../menus/menus.dto.js';
import { PricingRecord } from '../pricing/pricing.dto.js';
import { FIXED_PAGES } from '../seo/page-seo.entity.js';
import { SeoFieldsDto } from '../seo/seo-fields.dto.js';
import { HOME_KINDS } from '../site-pages/blocks.js';
import { NavPage } from '../site-pages/site-pages.dto.js';

/** What the site does with cookies, for the notice under its forms and the consent banner's link. */
export class SiteCookies {
  /** none: no analytics or tracking tool; cookieless: a tool counts visits without cookies; afterConsent: a tool sets cookies once the visitor accepts */
  @ApiProperty({ enum: ['none', 'cookieless', 'afterConsent'] })
  mode: 'none' | 'cookieless' | 'afterConsent';

  /** the privacy page the consent banner links to: absent while no such page is published */
  @ApiProperty({ required: false })
  privacyPage?: string;
}

/** Every public section in one answer: a list of records per section key, plus the pricing packages. */
@ApiExtraModels(SiteMedia, SeoFieldsDto)
export class SiteDto {
  @ApiProperty({ type: [PricingRecord] })
  pricings: PricingRecord[];

  /** the published pages placed in the navigation bar or the footer's Quick Links, in the admin's order */
  @ApiProperty({ type: [NavPage] })
  navPages: NavPage[];

  /** the navigation bar's and the footer's menus, links resolved to today's addresses (gone or unpublished targets left out); placed pages (`navPages`) follow them */
  @ApiProperty({
    type: PublicMenus,
    example: {
      header: {
        title: '',
        items: [{ label: 'Services', href: '/#services-sec', section: 'serviceText', children: [{ label: 'Local SEO', href: '/local-seo', children: [] }] }],
      },
      footer: { title: 'Quick Links', items: [{ label: 'Home', href: '/', children: [] }] },
      footerExtra: { title: 'Explore', items: [{ label: 'Blog', href: '/blog/', children: [] }] },
    },
  })
  menus: PublicMenus;
  /** The home page's sections in the owner's order (blocks' kinds); one hidden by its section's visibility is also absent from the data */
  @ApiProperty({ type: [String], enum: HOME_KINDS })
  homeOrder: string[];

  /** The library images the shown records name (`/media/{id}` in an image field), keyed by id, to build <picture> from */
  @ApiProperty({ type: 'object', additionalProperties: { $ref: getSchemaPath(SiteMedia) } })
  media: Record<string, SiteMedia>;

  /** The fixed pages' SEO fields an Admin set, by page (home, service, pricing, contact, thanks); a page or field absent shows the default */
  @ApiProperty({
    type: 'object',
    properties: Object.fromEntries(FIXED_PAGES.map((page) => [page, { allOf: [{ $ref: getSchemaPath(SeoFieldsDto) }] }])),
  })
  pageSeo: Record<string, SeoFieldsDto>;

  @ApiProperty({ type: SiteCookies })
  cookies: SiteCookies;
}

for (const section of SECTIONS) {
  if (section.public === false) continue;
  ApiProperty({ type: [SECTION_DTOS.get(section.key)!.Record], description: section.title })(SiteDto.prototype, section.key);
}
