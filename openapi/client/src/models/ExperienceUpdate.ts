/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ExperienceUpdate = {
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
   * Ignored: a record hides through setRecordVisibility
   */
  readonly hidden?: boolean;
  /**
   * Ignored: a record moves through moveSectionRecord
   */
  readonly position?: number;
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
  /**
   * The version the record was read at, as If-Match: a save after a newer one is refused with 409
   */
  version?: number;
};

