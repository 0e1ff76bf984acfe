/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type EmbedUpdate = {
  /**
   * Title (what it shows, for screen readers)
   */
  embedTitle: string;
  /**
   * Address or embed code: Calendly, Cal.com, HubSpot Meetings, YouTube, Vimeo, Google Maps or OpenStreetMap
   */
  embedUrl: string;
  /**
   * Ignored: a record hides through setRecordVisibility
   */
  readonly hidden?: boolean;
  /**
   * Ignored: a record moves through moveSectionRecord
   */
  readonly position?: number;
  /**
   * The version the record was read at, as If-Match: a save after a newer one is refused with 409
   */
  version?: number;
};

