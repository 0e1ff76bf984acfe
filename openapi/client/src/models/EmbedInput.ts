/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type EmbedInput = {
  /**
   * Title (what it shows, for screen readers)
   */
  embedTitle: string;
  /**
   * Address or embed code: Calendly, Cal.com, HubSpot Meetings, YouTube, Vimeo, Google Maps or OpenStreetMap
   */
  embedUrl: string;
};

