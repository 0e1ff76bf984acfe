/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SectionFieldDto = {
  choices?: Array<string>;
  kind: 'text' | 'longText' | 'link' | 'image' | 'count' | 'percent' | 'choice';
  label: string;
  name: string;
  optional: boolean;
};

