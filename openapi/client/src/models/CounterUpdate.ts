/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CounterUpdate = {
  /**
   * Description
   */
  counterSectionDec: string;
  /**
   * Heading
   */
  counterSectionHeading: string;
  /**
   * Image URL
   */
  counterSectionImg: string;
  /**
   * Second image URL
   */
  counterSectionImgTwo: string;
  /**
   * Sub-title
   */
  counterSectionText: string;
  /**
   * Happy clients
   */
  happyClientsNumber: number;
  /**
   * Happy clients label
   */
  happyClientsText: string;
  /**
   * Ignored: a record hides through setRecordVisibility
   */
  readonly hidden?: boolean;
  /**
   * Ignored: a record moves through moveSectionRecord
   */
  readonly position?: number;
  /**
   * Projects completed
   */
  projectCompleteNumber: number;
  /**
   * Projects completed label
   */
  projectCompleteText: string;
  /**
   * The version the record was read at, as If-Match: a save after a newer one is refused with 409
   */
  version?: number;
  /**
   * Awards won
   */
  winingAwardNumber?: number;
  /**
   * Awards won label
   */
  winingAwardText?: string;
  /**
   * Years of experience
   */
  yearofExperienceNumber: number;
  /**
   * Years of experience label
   */
  yearofExperienceText: string;
};

