/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type VideoItemUpdate = {
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
  /**
   * Details
   */
  videoItemDetails: string;
  /**
   * Icon URL
   */
  videoItemIcon: string;
  /**
   * Title
   */
  videoItemTitle: string;
};

