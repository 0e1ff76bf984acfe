import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { ApiArea, ApiErrors } from '../common/api-docs.js';
import { Allow } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { BLOCK_KINDS, type BlockKind, type BlockKindName } from './blocks.js';
import { BlockKindView, HomeLayout, HomeLayoutInput } from './home-layout.dto.js';
import { HomeLayoutService } from './home-layout.service.js';

@ApiArea('pages')
@Controller('home-layout')
export class HomeLayoutController {
  constructor(private readonly home: HomeLayoutService) {}

  @Scopes('content:read')
  @Allow('content')
  @Get()
  @ApiOperation({
    operationId: 'getHomeLayout',
    summary: 'The home page’s sections in their order, each shown or hidden',
    description:
      'The home page is a list of the site’s sections: in the spec’s order until an Admin moves one. A section with a visibility of its own (`section`) is hidden by that flag (the same as setSectionVisibility’s); the offers are hidden here.',
  })
  @ApiOkResponse({ type: HomeLayout })
  getHomeLayout(): Promise<HomeLayout> {
    return this.home.layout();
  }

  @Scopes('content:read')
  @Allow('content')
  @Get('block-kinds')
  @ApiOperation({
    operationId: 'getBlockKinds',
    summary: 'The kinds of block a page is made of, and the sections that make their content',
    description:
      'Rich text, and each public section of the home page: a block of a section kind holds a heading record of `headingSection` (only `headingFields` when given) and items of `itemsSection`, checked with those sections’ rules (GET /api/sections describes them).',
  })
  @ApiOkResponse({ type: [BlockKindView] })
  getBlockKinds(): BlockKindView[] {
    return BLOCK_KINDS.map((declared: BlockKind) => ({
      kind: declared.kind as BlockKindName,
      title: declared.title,
      headingSection: declared.heading?.section,
      headingFields: declared.heading?.pick ? [...declared.heading.pick] : undefined,
      itemsSection: declared.items,
      homeSection: declared.homeSection,
    }));
  }

  @Scopes('content:write')
  @Allow('content')
  @Put()
  @ApiOperation({
    operationId: 'setHomeLayout',
    summary: 'Reorder, hide and show the home page’s sections',
    description:
      'Names every section of the home page once, in the order visitors will see them, each with whether it is hidden. A hidden section with a visibility of its own is hidden everywhere it shows, as setSectionVisibility does. Recorded in the audit log.',
  })
  @ApiOkResponse({ type: HomeLayout })
  @ApiErrors({ 400: 'A kind is unknown, missing or named twice' })
  setHomeLayout(@CurrentUser() viewer: Viewer, @Body() input: HomeLayoutInput): Promise<HomeLayout> {
    return this.home.save(input, viewer);
  }
}
