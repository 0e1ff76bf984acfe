/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SubscriberRecord = {
  _id: string;
  /**
   * When the owner of the address confirmed; null while pending
   */
  confirmedAt: string | null;
  consentPage: string | null;
  consentText: string | null;
  createdAt: string;
  subemail: string;
  /**
   * when the sign-up last changed (signed up again, confirmed): what a mirror syncs by, with `updatedSince`
   */
  updatedAt: string;
};

