/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SiteIdentityUpdate = {
  /**
   * Business type
   */
  businessType?: 'ProfessionalService' | 'LocalBusiness' | 'Organization' | 'OnlineBusiness';
  /**
   * Date format
   */
  dateFormat?: 'medium' | 'long' | 'short' | 'full' | 'iso';
  /**
   * Favicon URL
   */
  favicon?: string;
  /**
   * Ignored: a record hides through setRecordVisibility
   */
  readonly hidden?: boolean;
  /**
   * Legal name
   */
  legalName?: string;
  /**
   * Locale for display (e.g. en-US)
   */
  locale?: string;
  /**
   * Logo for dark backgrounds (footer) URL
   */
  logoDark?: string;
  /**
   * Default meta description
   */
  metaDescription?: string;
  /**
   * Opening hours (e.g. Mo-Fr 09:00-17:00)
   */
  openingHours?: string;
  /**
   * Ignored: a record moves through moveSectionRecord
   */
  readonly position?: number;
  /**
   * Price range (e.g. $$)
   */
  priceRange?: string;
  /**
   * Primary colour (#rrggbb)
   */
  primaryColor?: string;
  /**
   * Social sharing image URL (1200 × 630)
   */
  shareImage?: string;
  /**
   * Social sharing image description
   */
  shareImageAlt?: string;
  /**
   * Site name
   */
  siteName: string;
  /**
   * Other social profiles, one URL per line
   */
  socialProfiles?: string;
  /**
   * Tagline
   */
  tagline?: string;
  /**
   * Time zone (e.g. America/New_York)
   */
  timeZone?: string;
  /**
   * Touch icon URL (180 × 180 PNG)
   */
  touchIcon?: string;
  /**
   * The version the record was read at, as If-Match: a save after a newer one is refused with 409
   */
  version?: number;
  /**
   * X (Twitter) handle, for link cards (e.g. @northpeak)
   */
  xHandle?: string;
};

