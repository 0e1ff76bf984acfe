/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ExperienceInput = {
  /**
   * Details
   */
  experienceDetails: string;
  /**
   * Heading
   */
  experienceHeading: string;
  /**
   * Sub-title
   */
  experienceText: string;
  /**
   * Skill one %
   */
  skillOneNumber: number;
  /**
   * Skill one
   */
  skillOneText: string;
  /**
   * Skill three %
   */
  skillThreeNumber: number;
  /**
   * Skill three
   */
  skillThreeText: string;
  /**
   * Skill two %
   */
  skillTwoNumber: number;
  /**
   * Skill two
   */
  skillTwoText: string;
};

