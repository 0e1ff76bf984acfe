import { Body, Controller, Get, NotFoundException, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { ApiArea, ApiErrors } from '../common/api-docs.js';
import { Allow } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { MenuInput, MenuRecord } from './menus.dto.js';
import { MenusService } from './menus.service.js';
import { MENU_KEYS, MENU_TEXTS, type MenuKey } from './texts.js';

const isMenuKey = (key: string): key is MenuKey => (MENU_KEYS as readonly string[]).includes(key);

/** The navigation bar's and the footer's menus; visitors get them resolved in the site data (`menus`). */
@ApiArea(
  'menus',
  'The navigation bar’s and the footer’s menus the owner edits: typed links to anchors, fixed pages, pages, posts, categories and other sites, one level of nesting.',
)
@Controller('menus')
export class MenusController {
  constructor(private readonly menus: MenusService) {}

  @Scopes('content:read')
  @Allow('content')
  @Get()
  @ApiOperation({
    operationId: 'getMenus',
    summary: 'The navigation bar and footer menus, each link with where it leads today',
    description:
      'Every menu (header, footer, footerExtra), a never-saved one as its default. Each item has its typed link, the address it resolves to now and, when its page, post or category is deleted or not published, why visitors do not see it.',
  })
  @ApiOkResponse({ type: [MenuRecord] })
  getMenus(): Promise<MenuRecord[]> {
    return this.menus.list();
  }

  @Scopes('content:write')
  @Allow('content')
  @Put(':key')
  @ApiOperation({
    operationId: 'updateMenu',
    summary: 'Replace a menu’s items (one level of nesting) and its column title',
    description:
      'Saves the menu whole, in the order given. Links are checked: a home anchor or fixed page from the lists, the id of an existing page, post or category, an address of this site starting with /, or an http(s) address. Nothing is saved when one is refused. Recorded in the audit log; sends content.changed (section menus).',
  })
  @ApiParam({ name: 'key', enum: MENU_KEYS })
  @ApiOkResponse({ type: MenuRecord })
  @ApiErrors({ 400: 'A label, link or the number of items is refused (the message names the item); nothing is saved', 404: 'No menu of that name' })
  updateMenu(@CurrentUser() viewer: Viewer, @Param('key') key: string, @Body() input: MenuInput): Promise<MenuRecord> {
    if (!isMenuKey(key)) throw new NotFoundException(MENU_TEXTS.noSuchMenu(key));
    return this.menus.save(key, input, viewer);
  }
}
