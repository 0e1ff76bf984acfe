/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ServiceItemUpdate = {
  /**
   * Ignored: a record hides through setRecordVisibility
   */
  readonly hidden?: boolean;
  /**
   * Ignored: a record moves through moveSectionRecord
   */
  readonly position?: number;
  /**
   * Details
   */
  serviceDetails: string;
  /**
   * Icon URL
   */
  serviceIcon: string;
  /**
   * Image URL
   */
  serviceImg?: string;
  /**
   * Name
   */
  serviceName?: string;
  /**
   * Title
   */
  serviceTitle: string;
  /**
   * The version the record was read at, as If-Match: a save after a newer one is refused with 409
   */
  version?: number;
};

