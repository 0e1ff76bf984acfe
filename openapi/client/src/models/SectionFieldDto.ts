/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SectionFieldDto = {
  choices?: Array<string>;
  kind: 'text' | 'longText' | 'label' | 'link' | 'image' | 'count' | 'percent' | 'choice' | 'color' | 'timeZone' | 'locale';
  label: string;
  name: string;
  optional: boolean;
};

