import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/roles.decorator.js';
import { SectionDefinitionDto } from './dto/section-definition.dto.js';
import { SECTIONS, describeSection } from './sections.js';

/** The section declarations, so the admin's one editor can draw every section's form and check it by the API's rules. */
@ApiTags('content')
@Controller()
export class SectionsController {
  @AdminOnly()
  @Get('sections')
  @ApiOkResponse({ type: [SectionDefinitionDto] })
  getSections(): SectionDefinitionDto[] {
    return SECTIONS.map(describeSection);
  }
}
