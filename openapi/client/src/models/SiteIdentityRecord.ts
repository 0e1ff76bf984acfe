/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SiteIdentityRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  /**
   * Business type
   */
  businessType?: 'ProfessionalService' | 'LocalBusiness' | 'Organization' | 'OnlineBusiness';
  createdAt: string;
  /**
   * Date format
   */
  dateFormat?: 'medium' | 'long' | 'short' | 'full' | 'iso';
  /**
   * Favicon URL
   */
  favicon?: string;
  /**
   * Hidden from visitors (Admin reads)
   */
  hidden?: boolean;
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
   * Place in the list, 1 first (Admin reads)
   */
  position?: number;
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
  updatedAt: string;
  /**
   * Send it back as If-Match when saving (Admin reads)
   */
  version?: number;
  /**
   * X (Twitter) handle, for link cards (e.g. @northpeak)
   */
  xHandle?: string;
};

