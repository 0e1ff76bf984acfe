import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { FIELD_RULES, type FieldSpec, type SectionDefinition } from '../sections.js';

/** The field's type check, then its rule (FIELD_RULES), in the order the validation pipe reports them. */
function validators(field: string, spec: FieldSpec): PropertyDecorator[] {
  const rule = FIELD_RULES[spec.kind];
  const list: PropertyDecorator[] = spec.optional ? [IsOptional()] : [];
  if (spec.kind === 'choice') list.push(IsIn(spec.choices ?? [], { message: `${field} must be one of: ${(spec.choices ?? []).join(', ')}` }));
  else if (spec.kind === 'count' || spec.kind === 'percent') list.push(IsInt());
  else list.push(IsString(), IsNotEmpty());
  if (rule.minimum !== undefined) list.push(Min(rule.minimum));
  if (rule.maximum !== undefined) list.push(Max(rule.maximum));
  if (rule.maxLength !== undefined) list.push(MaxLength(rule.maxLength));
  if (rule.pattern) list.push(Matches(rule.pattern, { message: `${field} must be an http(s) URL or a site path starting with /` }));
  return list;
}

function schemaOf(spec: FieldSpec) {
  const rule = FIELD_RULES[spec.kind];
  const bounds = Object.fromEntries(
    Object.entries({ maxLength: rule.maxLength, pattern: rule.pattern?.source, minimum: rule.minimum, maximum: rule.maximum }).filter(
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
    default:
      return { ...base, type: 'string' };
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
