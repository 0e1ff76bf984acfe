/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ExperienceRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  createdAt: string;
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
   * Hidden from visitors (Admin reads)
   */
  hidden?: boolean;
  /**
   * Place in the list, 1 first (Admin reads)
   */
  position?: number;
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
  updatedAt: string;
  /**
   * Send it back as If-Match when saving (Admin reads)
   */
  version?: number;
};

