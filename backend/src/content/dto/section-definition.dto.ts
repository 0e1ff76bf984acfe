import type { FieldDescription, FieldKind, SectionDescription } from '../sections.js';

/** One field of a section, with the rules its value must meet: the ones the section's endpoints enforce. */
export class SectionFieldDto implements FieldDescription {
  name: string;
  kind: FieldKind;
  label: string;
  optional: boolean;
  choices?: string[];
  /** Longest value accepted, in characters (texts, links and images) */
  maxLength?: number;
  /** What a link or an image must match: a JavaScript regular expression, applied as new RegExp(pattern, patternFlags) */
  pattern?: string;
  /** The flags pattern is applied with */
  patternFlags?: string;
  /** What a value that misses the pattern is told, after the field's name */
  patternHint?: string;
  /** Smallest number accepted (counts and percentages) */
  minimum?: number;
  /** Largest number accepted (counts and percentages) */
  maximum?: number;
}

export class SectionDefinitionDto implements SectionDescription {
  // the section's own description, and its state
  /** Key in the site data */
  key: string;
  /** Operation suffix: add{name}, update{name}, get{name} */
  name: string;
  /** Operation suffix of the list read: get{plural} */
  plural: string;
  title: string;
  /** One record expected */
  singleton: boolean;
  fields: SectionFieldDto[];
  /** Shown after a create */
  createdMessage: string;
  /** Shown after an update */
  updatedMessage: string;
  /** Hidden from visitors as a whole (PUT /api/sections/{key}/visibility) */
  hidden: boolean;
}
