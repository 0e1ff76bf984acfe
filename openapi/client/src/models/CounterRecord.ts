/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CounterRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
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
  createdAt: string;
  /**
   * Happy clients
   */
  happyClientsNumber: number;
  /**
   * Happy clients label
   */
  happyClientsText: string;
  /**
   * Hidden from visitors (Admin reads)
   */
  hidden?: boolean;
  /**
   * Place in the list, 1 first (Admin reads)
   */
  position?: number;
  /**
   * Projects completed
   */
  projectCompleteNumber: number;
  /**
   * Projects completed label
   */
  projectCompleteText: string;
  updatedAt: string;
  /**
   * Send it back as If-Match when saving (Admin reads)
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

