import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type RequestWithViewer, type Viewer } from '../auth/viewer.js';
import { DeletedDto } from '../common/deleted.dto.js';
import { IdParam } from '../common/ids.js';
import { Public } from '../common/public.decorator.js';
import { Allow } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { expectedVersion } from '../content/section-controller.factory.js';
import { RosterService } from '../users/roster.service.js';
import { PricingInput, PricingRecord, type PricingFields } from './pricing.dto.js';
import { PricingService } from './pricing.service.js';
import { ApiArea } from '../common/api-docs.js';

@ApiArea('pricing', 'The packages (offers) on offer: one-off or retainers, in any PayPal currency; their creation, edits and archiving.')
@Controller()
export class PricingController {
  constructor(
    private readonly pricing: PricingService,
    private readonly roster: RosterService,
  ) {}

  @Public()
  @Get('pricings')
  @ApiOkResponse({ type: [PricingRecord], description: 'The packages on offer; an Admin also gets the archived ones, marked archivedAt' })
  @ApiOperation({
    summary: 'List pricing packages',
    description: 'The packages on offer, in order. An Admin also gets the archived ones, marked `archivedAt`.',
  })
  async getPricings(@Req() request: RequestWithViewer) {
    const withArchived = request.user ? await this.roster.can(request.user, 'content') : false;
    return this.pricing.list({ withArchived });
  }

  /** An archived package is still read here: its orders name it. */
  @Public()
  @Get('pricing/:id')
  @ApiOkResponse({ type: PricingRecord })
  @ApiNotFoundResponse({ description: 'No package with this id' })
  @ApiOperation({ summary: 'Read a pricing package', description: 'One package by id, archived ones too: their orders name them.' })
  getPricing(@IdParam() id: string) {
    return this.pricing.get(id);
  }

  @Scopes('content:write')
  @Allow('content')
  @Post('pricings')
  @ApiCreatedResponse({ type: PricingRecord })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid, or the price has more decimals than its currency takes' })
  @ApiConflictResponse({ description: 'Another package already has this name' })
  @ApiOperation({
    operationId: 'createPricing',
    summary: 'Add a pricing package',
    description:
      'A new offer: one-off or a retainer billed every month, quarter or year, in any currency PayPal accepts. It goes after the others unless `position` says otherwise.',
  })
  createPricing(@CurrentUser() viewer: Viewer, @Body() input: PricingInput) {
    return this.pricing.create(input as PricingFields, viewer);
  }

  @Scopes('content:write')
  @Allow('content')
  @Put('pricing/:id')
  @ApiOkResponse({ type: PricingRecord })
  @ApiHeader({ name: 'if-match', required: false, description: 'The version the editor loaded; a save after a newer one is refused with 409' })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid' })
  @ApiNotFoundResponse({ description: 'No package with this id' })
  @ApiConflictResponse({ description: 'Another package already has this name, or someone saved it since the version in If-Match' })
  @ApiOperation({
    summary: 'Change a pricing package',
    description:
      "Replaces a package's fields. Orders and retainers placed before keep their price, currency and billing. Send the version read in If-Match: a save since then, or a name another package has, answers 409.",
  })
  updatePricing(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: PricingInput, @Headers('if-match') ifMatch?: string) {
    return this.pricing.update(id, input as PricingFields, viewer, expectedVersion(ifMatch) ?? input.version);
  }

  @Scopes('content:write')
  @Allow('content')
  @Delete('pricing/:id')
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ description: 'No package on offer with this id' })
  @ApiOperation({
    operationId: 'deletePricing',
    summary: 'Delete a pricing package',
    description: 'Deletes a package; one with orders is archived instead (off the pricing page, still on its orders).',
  })
  async deletePricing(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    const outcome = await this.pricing.remove(id, viewer);
    return { message: outcome === 'archived' ? 'Package is Archived: its orders keep it' : 'Package is Deleted' };
  }

  @Scopes('content:write')
  @Allow('content')
  @Post('pricing/:id/unarchive')
  @HttpCode(200)
  @ApiOkResponse({ type: PricingRecord })
  @ApiNotFoundResponse({ description: 'No archived package with this id' })
  @ApiOperation({
    operationId: 'unarchivePricing',
    summary: 'Offer an archived package again',
    description: 'Puts an archived package back on the pricing page.',
  })
  unarchivePricing(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return this.pricing.unarchive(id, viewer);
  }
}
