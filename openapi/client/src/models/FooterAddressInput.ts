/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type FooterAddressInput = {
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
   * Postal code
   */
  postalCode?: string;
  /**
   * Street address
   */
  streetAddress?: string;
};

