import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { FieldSpec, SectionDefinition } from '../sections.js';

/**
 * http(s) URLs, site paths and in-page anchors; never javascript:, data: or protocol-relative URLs.
 * Browsers read a backslash as a slash and drop tabs and line breaks inside a URL, so `/\host/x`
 * and `/<tab>/host/x` are `//host/x`: no backslash, whitespace or control character anywhere.
 * The frontend checks the same rule (frontend/src/site/links.ts, with the same table of cases).
 */
export const SAFE_LINK = /^(https?:\/\/[^\s<>"\\\p{Cc}]+|\/(?!\/)[^\s<>"\\\p{Cc}]*|#[\w-]*)$/iu;

const MAX_LENGTH: Record<FieldSpec['kind'], number> = {
  text: 200,
  longText: 5000,
  link: 2048,
  image: 2048,
  count: 0,
  percent: 0,
  choice: 0,
};

type Decorator = PropertyDecorator;

function validators(field: string, spec: FieldSpec): Decorator[] {
  const list: Decorator[] = spec.optional ? [IsOptional()] : [];
  switch (spec.kind) {
    case 'count':
      return [...list, IsInt(), Min(0), Max(1_000_000_000)];
    case 'percent':
      return [...list, IsInt(), Min(0), Max(100)];
    case 'choice':
      return [...list, IsIn(spec.choices ?? [], { message: `${field} must be one of: ${(spec.choices ?? []).join(', ')}` })];
    case 'link':
    case 'image':
      return [
        ...list,
        IsString(),
        IsNotEmpty(),
        MaxLength(MAX_LENGTH[spec.kind]),
        Matches(SAFE_LINK, { message: `${field} must be an http(s) URL or a site path starting with /` }),
      ];
    default:
      return [...list, IsString(), IsNotEmpty(), MaxLength(MAX_LENGTH[spec.kind])];
  }
}

function schemaOf(spec: FieldSpec) {
  const base = { description: spec.label, required: !spec.optional };
  switch (spec.kind) {
    case 'count':
      return { ...base, type: 'integer', minimum: 0, maximum: 1_000_000_000 };
    case 'percent':
      return { ...base, type: 'integer', minimum: 0, maximum: 100 };
    case 'choice':
      return { ...base, type: 'string', enum: [...(spec.choices ?? [])] };
    case 'link':
    case 'image':
      return { ...base, type: 'string', maxLength: MAX_LENGTH[spec.kind], pattern: SAFE_LINK.source, format: 'uri-reference' };
    default:
      return { ...base, type: 'string', maxLength: MAX_LENGTH[spec.kind] };
  }
}

function namedClass(name: string): new () => object {
  const holder = { [name]: class {} };
  return holder[name];
}

export interface SectionDtos {
  /** body of create and update: the section's fields */
  Input: new () => object;
  /** a stored record: _id, the fields, timestamps */
  Record: new () => object;
}

/** Builds the validated input class and the record class of a section from its declaration. */
export function buildSectionDtos(section: SectionDefinition): SectionDtos {
  const Input = namedClass(`${section.name}Input`);
  const Record = namedClass(`${section.name}Record`);
  ApiProperty({ type: String, description: 'Server-assigned id', format: 'uuid' })(Record.prototype, '_id');
  for (const [field, spec] of Object.entries(section.fields)) {
    const type = spec.kind === 'count' || spec.kind === 'percent' ? Number : String;
    Reflect.defineMetadata('design:type', type, Input.prototype, field);
    for (const decorate of validators(field, spec)) decorate(Input.prototype, field);
    ApiProperty(schemaOf(spec) as never)(Input.prototype, field);
    ApiProperty(schemaOf(spec) as never)(Record.prototype, field);
  }
  ApiProperty({ type: String, format: 'date-time' })(Record.prototype, 'createdAt');
  ApiProperty({ type: String, format: 'date-time' })(Record.prototype, 'updatedAt');
  return { Input, Record };
}
