/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type WeekCounts = {
  /**
   * Messages received in the week and not deleted
   */
  messages: number;
  /**
   * Subscribers who confirmed in the week and are still on the list
   */
  subscribers: number;
  /**
   * YYYY-MM-DD, the Monday that starts the week in the site's time zone
   */
  week: string;
};

