/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type FooterAddressRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  /**
   * Country (e.g. US)
   */
  addressCountry?: string;
  /**
   * City
   */
  addressLocality?: string;
  /**
   * Region or state
   */
  addressRegion?: string;
  createdAt: string;
  /**
   * E-mail
   */
  emailAddress: string;
  /**
   * Hidden from visitors (Admin reads)
   */
  hidden?: boolean;
  /**
   * Latitude (e.g. 55.9533), for maps and search engines
   */
  latitude?: string;
  /**
   * Address as one line
   */
  location: string;
  /**
   * Longitude (e.g. -3.1883)
   */
  longitude?: string;
  /**
   * Phone
   */
  phoneNumber: string;
  /**
   * Place in the list, 1 first (Admin reads)
   */
  position?: number;
  /**
   * Postal code
   */
  postalCode?: string;
  /**
   * Street address
   */
  streetAddress?: string;
  updatedAt: string;
  /**
   * Send it back as If-Match when saving (Admin reads)
   */
  version?: number;
};

