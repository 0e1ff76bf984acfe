import { readsWhiteTextAtAA } from '../common/contrast.js';
import { BrandService, DEFAULT_PRIMARY_COLOR } from '../content/brand.service.js';
import type { MailBrand } from './layout.js';

/**
 * A saved image address as a mail client can load it: library images (`/media/{id}`) and the site's
 * own files are made absolute with PUBLIC_URL; a URL elsewhere stays as it is.
 */
export function absoluteImageUrl(value: string | undefined, publicUrl: string): string | undefined {
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  return value.startsWith('/') && !value.startsWith('//') ? `${publicUrl}${value}` : undefined;
}

/** The agency as its mails show it, read fresh for every mail so an edit in the back office shows in the next one. */
export async function mailBrand(brand: BrandService, publicUrl: string): Promise<MailBrand> {
  const [identity, logo, contact, business] = await Promise.all([brand.identity(), brand.logo(), brand.contact(), brand.business()]);
  const postal = business.legalAddress?.trim() || contact.location?.trim();
  return {
    siteName: identity.siteName,
    signature: identity.legalName?.trim() || identity.siteName,
    logoUrl: absoluteImageUrl(logo, publicUrl),
    // The API refuses such colours; a record saved before that rule still gets a readable button.
    primaryColor: identity.primaryColor && readsWhiteTextAtAA(identity.primaryColor) ? identity.primaryColor : DEFAULT_PRIMARY_COLOR,
    siteUrl: publicUrl,
    address: postal
      ? postal
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean)
      : [],
    contactEmail: contact.emailAddress?.trim() || undefined,
    contactPhone: contact.phoneNumber?.trim() || undefined,
    locale: identity.locale?.trim() || undefined,
  };
}
