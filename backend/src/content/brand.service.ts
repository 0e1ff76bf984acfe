import { Inject, Injectable } from '@nestjs/common';
import { SETTINGS, type Settings } from '../config/settings.js';
import { ContentService } from './content.service.js';
import { SECTION_BY_KEY, type SectionFields } from './sections.js';

export type SiteIdentity = SectionFields<'siteIdentity'>;
export type BusinessDetails = SectionFields<'business'>;
export type ContactDetails = SectionFields<'footerAddress'>;

/** The primary colour until the agency picks its own (the frontend's theme starts from the same). */
export const DEFAULT_PRIMARY_COLOR = '#0a7769';

/**
 * The agency's name and marks as the server speaks them (mail sender and subjects, the PayPal
 * item, the simulator's page). Until the agency names its site, its address's host name stands
 * in: the product never signs with its own name.
 */
@Injectable()
export class BrandService {
  constructor(
    private readonly content: ContentService,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async identity(): Promise<SiteIdentity> {
    const [record] = await this.content.list(SECTION_BY_KEY.get('siteIdentity')!);
    const stored = (record ?? {}) as Partial<SiteIdentity>;
    return { ...stored, siteName: stored.siteName?.trim() || new URL(this.settings.publicUrl).hostname };
  }

  /** The back office's own details: where leads go, what receipts print. */
  async business(): Promise<Partial<BusinessDetails>> {
    const [record] = await this.content.list(SECTION_BY_KEY.get('business')!);
    return (record ?? {}) as Partial<BusinessDetails>;
  }

  /** The header logo's address as saved: a library image (`/media/{id}`), a path of the site or a URL. */
  async logo(): Promise<string | undefined> {
    const [record] = await this.content.list(SECTION_BY_KEY.get('logo')!);
    return (record as Partial<SectionFields<'logo'>> | undefined)?.logo?.trim() || undefined;
  }

  /** The one contact record (phone, e-mail, address) the footer and the contact section read. */
  async contact(): Promise<Partial<ContactDetails>> {
    const [record] = await this.content.list(SECTION_BY_KEY.get('footerAddress')!);
    return (record ?? {}) as Partial<ContactDetails>;
  }

  async siteName(): Promise<string> {
    return (await this.identity()).siteName;
  }
}
