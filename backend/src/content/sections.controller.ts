import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/roles.decorator.js';
import { FIELD_KINDS, SECTIONS, type FieldKind } from './sections.js';

class SectionFieldDto {
  @ApiProperty() name: string;
  @ApiProperty({ enum: FIELD_KINDS }) kind: FieldKind;
  @ApiProperty() label: string;
  @ApiProperty() optional: boolean;
  @ApiProperty({ type: [String], required: false }) choices?: string[];
}

class SectionDefinitionDto {
  @ApiProperty({ description: 'Key in the site data' }) key: string;
  @ApiProperty({ description: 'Operation suffix: add{name}, update{name}, get{name}' }) name: string;
  @ApiProperty({ description: 'Operation suffix of the list read: get{plural}' }) plural: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'One record expected' }) singleton: boolean;
  @ApiProperty({ type: [SectionFieldDto] }) fields: SectionFieldDto[];
  @ApiProperty({ description: 'Shown after a create' }) createdMessage: string;
  @ApiProperty({ description: 'Shown after an update' }) updatedMessage: string;
}

/** The section declarations, so the admin's one editor can draw every section's form. */
@ApiTags('content')
@Controller()
export class SectionsController {
  @AdminOnly()
  @Get('sections')
  @ApiOkResponse({ type: [SectionDefinitionDto] })
  getSections(): SectionDefinitionDto[] {
    return SECTIONS.map((section) => ({
      key: section.key,
      name: section.name,
      plural: section.plural,
      title: section.title,
      singleton: section.singleton,
      fields: Object.entries(section.fields).map(([name, spec]) => ({
        name,
        kind: spec.kind,
        label: spec.label,
        optional: spec.optional ?? false,
        choices: spec.choices ? [...spec.choices] : undefined,
      })),
      createdMessage: section.messages.created,
      updatedMessage: section.messages.updated,
    }));
  }
}
