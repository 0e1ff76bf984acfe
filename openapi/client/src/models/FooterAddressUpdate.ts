/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type FooterAddressUpdate = {
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
  /**
   * E-mail
   */
  emailAddress: string;
  /**
   * Ignored: a record hides through setRecordVisibility
   */
  readonly hidden?: boolean;
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
   * Ignored: a record moves through moveSectionRecord
   */
  readonly position?: number;
  /**
   * Postal code
   */
  postalCode?: string;
  /**
   * Street address
   */
  streetAddress?: string;
  /**
   * The version the record was read at, as If-Match: a save after a newer one is refused with 409
   */
  version?: number;
};

