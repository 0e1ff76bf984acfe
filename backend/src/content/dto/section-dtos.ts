import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsLocale, IsNotEmpty, IsOptional, IsString, IsTimeZone, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { AA_TEXT_CONTRAST, HEX_COLOR, readsWhiteTextAtAA } from '../../common/contrast.js';
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
  label: 500,
  link: 2048,
  image: 2048,
  count: 0,
  percent: 0,
  choice: 0,
  color: 7,
  timeZone: 64,
  locale: 35,
};

/** The primary colour fills buttons with white labels: it must keep them readable (WCAG AA). */
const ReadsWhiteTextAtAA = () =>
  ValidateBy({
    name: 'readsWhiteTextAtAA',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && readsWhiteTextAtAA(value),
      defaultMessage: (args) =>
        `${args?.property} must be a #rrggbb colour dark enough for white text on it (contrast at least ${AA_TEXT_CONTRAST}:1, WCAG AA)`,
    },
  });

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
    case 'label':
      // May be empty: an empty label shows nothing (a price without a period, no badge).
      return [...list, IsString(), MaxLength(MAX_LENGTH.label)];
    case 'color':
      return [...list, IsString(), Matches(HEX_COLOR, { message: `${field} must be a colour written #rrggbb` }), ReadsWhiteTextAtAA()];
    case 'timeZone':
      return [...list, IsString(), MaxLength(MAX_LENGTH.timeZone), IsTimeZone({ message: `${field} must be a time zone such as Europe/Berlin` })];
    case 'locale':
      return [...list, IsString(), MaxLength(MAX_LENGTH.locale), IsLocale({ message: `${field} must be a locale such as en-US` })];
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
    case 'color':
      return { ...base, type: 'string', pattern: HEX_COLOR.source, example: '#0a7769' };
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
