/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CounterInput = {
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
   * Projects completed
   */
  projectCompleteNumber: number;
  /**
   * Projects completed label
   */
  projectCompleteText: string;
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

