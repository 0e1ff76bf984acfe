import { ApiProperty } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsLocale,
  IsOptional,
  IsNotEmpty,
  IsString,
  IsTimeZone,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { describeCheck, describeRequiredWhen, type RequiredWhen } from '../../common/api-docs.js';
import { AA_TEXT_CONTRAST, readsWhiteTextAtAA } from '../../common/contrast.js';
import { isPrivateHost } from '../../common/public-host.js';
import { Transform } from 'class-transformer';
import { EMBED_PROBLEM, EMBED_SCHEMA_PATTERN, parseEmbed } from '../../embeds/providers.js';
import { ROBOTS_SCHEMA_PATTERN, robotsProblem } from '../../seo/robots-rules.js';
import { SEO_TEXTS } from '../../seo/texts.js';
import { plainTextProblem } from '../fixed-texts.js';
import { FIELD_RULES, type FieldKind, type FieldSpec, type SectionDefinition } from '../sections.js';

/** A check with its own message, which may depend on the value (the line of robots.txt that is wrong). */
const Check = (
  name: string,
  problem: (value: unknown, property: string, record: Record<string, unknown>) => string | undefined,
  constraints: unknown[] = [],
) => {
  return ValidateBy({
    name,
    constraints,
    validator: {
      validate: (value, args) => problem(value, args?.property ?? '', (args?.object ?? {}) as Record<string, unknown>) === undefined,
      defaultMessage: (args) => problem(args?.value, args?.property ?? '', (args?.object ?? {}) as Record<string, unknown>) ?? '',
    },
  });
};

// What the document says of these checks: the robots.txt lines and the providers' embed forms as
// patterns (each beside its check's code), a field required once another has a value as if/then.
describeCheck('robots', () => ({ pattern: ROBOTS_SCHEMA_PATTERN }));
describeCheck('embed', () => ({ pattern: EMBED_SCHEMA_PATTERN, example: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }));
describeRequiredWhen('requiredWhen', ([when]) => when as RequiredWhen | undefined);

/** A public https address: no credentials, and a host visitors' browsers can reach (never this machine or its network). */
function httpsUrlProblem(value: unknown, property: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return SEO_TEXTS.httpsUrl(property);
  }
  if (url.protocol !== 'https:') return SEO_TEXTS.httpsUrl(property);
  if (url.username || url.password) return SEO_TEXTS.httpsUrlCredentials(property);
  if (isPrivateHost(url.hostname)) return SEO_TEXTS.httpsUrlPrivate(property, url.hostname);
  return undefined;
}

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

/** What a value that misses its kind's pattern is told. */
const PATTERN_MESSAGE: Partial<Record<FieldKind, string>> = {
  link: 'must be an http(s) URL or a site path starting with /',
  image: 'must be an http(s) URL or a site path starting with /',
  color: 'must be a colour written #rrggbb',
  email: 'must be an e-mail address',
  httpsUrl: 'must be an https:// address without a query or fragment',
};

/** The field's type check, then its rule (FIELD_RULES), in the order the validation pipe reports them. */
function validators(field: string, spec: FieldSpec): PropertyDecorator[] {
  const rule = FIELD_RULES[spec.kind];
  // An optional field may be left out, not sent as null: null is no value of any kind.
  const requiredWhen = spec.requiredWhen;
  const list: PropertyDecorator[] = requiredWhen
    ? [
        ValidateIf((record: Record<string, unknown>, value: unknown) => value !== undefined || record[requiredWhen.field] === requiredWhen.equals),
        Check(
          'requiredWhen',
          (value, property) => (value === undefined || value === '' ? SEO_TEXTS.requiredWhen(property, requiredWhen.field, requiredWhen.equals) : undefined),
          // The document reads the condition from here: the object's schema says it as if/then.
          [requiredWhen],
        ),
      ]
    : spec.optional
      ? [ValidateIf((_record: object, value: unknown) => value !== undefined)]
      : [];
  if (spec.kind === 'choice') list.push(IsIn(spec.choices ?? [], { message: `${field} must be one of: ${(spec.choices ?? []).join(', ')}` }));
  else if (spec.kind === 'count' || spec.kind === 'percent') list.push(IsInt());
  // A fixed text may be saved empty: it then shows nothing (a price without a period, no badge).
  else if (spec.kind === 'label' || spec.kind === 'robots') list.push(IsString());
  else list.push(IsString(), IsNotEmpty());
  if (rule.minimum !== undefined) list.push(Min(rule.minimum));
  if (rule.maximum !== undefined) list.push(Max(rule.maximum));
  if (rule.maxLength !== undefined) list.push(MaxLength(rule.maxLength));
  const pattern = spec.pattern ?? rule.pattern;
  if (pattern) list.push(Matches(pattern, { message: `${field} ${spec.patternHint ?? PATTERN_MESSAGE[spec.kind] ?? 'is not in the expected form'}` }));
  if (spec.kind === 'httpsUrl') list.push(Check('httpsUrl', httpsUrlProblem));
  if (spec.kind === 'label') list.push(Check('plainText', plainTextProblem));
  if (spec.kind === 'robots') list.push(Check('robots', (value, property) => (typeof value === 'string' ? robotsProblem(value, property) : undefined)));
  if (spec.kind === 'color') list.push(ReadsWhiteTextAtAA());
  if (spec.kind === 'embed') {
    // What is stored is the src rebuilt from the paste's parts, never the paste; a paste of no known provider is refused.
    list.push(Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (parseEmbed(value)?.src ?? value) : value)));
    list.push(
      Check('embed', (value, property) => (typeof value === 'string' && parseEmbed(value)?.src !== value ? `${property} ${EMBED_PROBLEM}` : undefined)),
    );
  }
  if (spec.kind === 'timeZone') list.push(IsTimeZone({ message: `${field} must be a time zone such as Europe/Berlin` }));
  if (spec.kind === 'locale') list.push(IsLocale({ message: `${field} must be a locale such as en-US` }));
  return list;
}

function schemaOf(spec: FieldSpec) {
  const rule = FIELD_RULES[spec.kind];
  const bounds = Object.fromEntries(
    Object.entries({ maxLength: rule.maxLength, pattern: (spec.pattern ?? rule.pattern)?.source, minimum: rule.minimum, maximum: rule.maximum }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  const base = { description: spec.label, required: !spec.optional, ...bounds };
  switch (spec.kind) {
    case 'count':
    case 'percent':
      return { ...base, type: 'integer' };
    case 'choice':
      return { ...base, type: 'string', enum: [...(spec.choices ?? [])] };
    case 'link':
    case 'image':
      return { ...base, type: 'string', format: 'uri-reference' };
    case 'color':
      return { ...base, type: 'string', example: '#0a7769' };
    case 'email':
      return { ...base, type: 'string', format: 'email' };
    case 'httpsUrl':
      return { ...base, type: 'string', format: 'uri' };
    default:
      return { ...base, type: 'string' };
  }
}

function namedClass(name: string): new () => object {
  const holder = { [name]: class {} };
  return holder[name];
}

export interface SectionDtos {
  /** body of create: the section's fields */
  Input: new () => object;
  /** body of update: the fields, and what a read of the record adds (read-only, and its version) */
  Update: new () => object;
  /** a stored record: _id, the fields, timestamps */
  Record: new () => object;
}

/** Builds the validated input class and the record class of a section from its declaration. */
export function buildSectionDtos(section: SectionDefinition): SectionDtos {
  const Input = namedClass(`${section.name}Input`);
  const Update = namedClass(`${section.name}Update`);
  const Record = namedClass(`${section.name}Record`);
  ApiProperty({ type: String, description: 'Server-assigned id', format: 'uuid' })(Record.prototype, '_id');
  for (const [field, spec] of Object.entries(section.fields)) {
    const type = spec.kind === 'count' || spec.kind === 'percent' ? Number : String;
    for (const target of [Input, Update]) {
      Reflect.defineMetadata('design:type', type, target.prototype, field);
      for (const decorate of validators(field, spec)) decorate(target.prototype, field);
      ApiProperty(schemaOf(spec) as never)(target.prototype, field);
    }
    ApiProperty(schemaOf(spec) as never)(Record.prototype, field);
  }
  // An Admin's reads say where the record stands, whether it shows and which version a save must name.
  // An update that sends a record read straight back (read, change a field, write) is not refused
  // for them: position and hidden are read-only there (they change through their own operations),
  // and version counts as If-Match. A create takes the fields alone.
  Reflect.defineMetadata('design:type', Number, Update.prototype, 'position');
  IsOptional()(Update.prototype, 'position');
  IsInt()(Update.prototype, 'position');
  ApiProperty({ type: Number, required: false, readOnly: true, description: 'Ignored: a record moves through moveSectionRecord' })(
    Update.prototype,
    'position',
  );
  Reflect.defineMetadata('design:type', Boolean, Update.prototype, 'hidden');
  IsOptional()(Update.prototype, 'hidden');
  IsBoolean()(Update.prototype, 'hidden');
  ApiProperty({ type: Boolean, required: false, readOnly: true, description: 'Ignored: a record hides through setRecordVisibility' })(
    Update.prototype,
    'hidden',
  );
  Reflect.defineMetadata('design:type', Number, Update.prototype, 'version');
  IsOptional()(Update.prototype, 'version');
  IsInt()(Update.prototype, 'version');
  Min(1)(Update.prototype, 'version');
  ApiProperty({
    type: 'integer',
    minimum: 1,
    required: false,
    description: 'The version the record was read at, as If-Match: a save after a newer one is refused with 409',
  })(Update.prototype, 'version');
  ApiProperty({ type: Number, required: false, description: 'Place in the list, 1 first (Admin reads)' })(Record.prototype, 'position');
  ApiProperty({ type: Boolean, required: false, description: 'Hidden from visitors (Admin reads)' })(Record.prototype, 'hidden');
  ApiProperty({ type: Number, required: false, description: 'Send it back as If-Match when saving (Admin reads)' })(Record.prototype, 'version');
  ApiProperty({ type: String, format: 'date-time' })(Record.prototype, 'createdAt');
  ApiProperty({ type: String, format: 'date-time' })(Record.prototype, 'updatedAt');
  return { Input, Update, Record };
}
