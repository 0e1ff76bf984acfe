/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SectionFieldDto } from './SectionFieldDto';
export type SectionDefinitionDto = {
  /**
   * Shown after a create
   */
  createdMessage: string;
  fields: Array<SectionFieldDto>;
  /**
   * Hidden from visitors as a whole (PUT /api/sections/{key}/visibility)
   */
  hidden: boolean;
  key: string;
  /**
   * Operation suffix: add{name}, update{name}, get{name}
   */
  name: string;
  /**
   * Operation suffix of the list read: get{plural}
   */
  plural: string;
  /**
   * One record expected
   */
  singleton: boolean;
  title: string;
  /**
   * Shown after an update
   */
  updatedMessage: string;
};

