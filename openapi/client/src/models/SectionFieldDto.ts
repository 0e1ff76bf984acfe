/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SectionFieldDto = {
  choices?: Array<string>;
  kind: 'link' | 'text' | 'longText' | 'label' | 'image' | 'count' | 'percent' | 'choice' | 'color' | 'timeZone' | 'locale' | 'email' | 'code' | 'httpsUrl' | 'robots' | 'embed';
  label: string;
  /**
   * Longest value accepted, in characters (texts, links and images)
   */
  maxLength?: number;
  /**
   * Largest number accepted (counts and percentages)
   */
  maximum?: number;
  /**
   * Smallest number accepted (counts and percentages)
   */
  minimum?: number;
  name: string;
  optional: boolean;
  /**
   * What a link or an image must match: a JavaScript regular expression, applied as new RegExp(pattern, patternFlags)
   */
  pattern?: string;
  /**
   * The flags pattern is applied with
   */
  patternFlags?: string;
  /**
   * What a value that misses the pattern is told, after the field's name
   */
  patternHint?: string;
};

