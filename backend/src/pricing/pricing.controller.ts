import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../common/ids.js';
import { Public } from '../common/public.decorator.js';
import { AdminOnly } from '../common/roles.decorator.js';
import { PricingInput, PricingRecord, type PricingFields } from './pricing.dto.js';
import { PricingService } from './pricing.service.js';

@ApiTags('pricing')
@Controller()
export class PricingController {
  constructor(private readonly pricing: PricingService) {}

  @Public()
  @Get('pricings')
  @ApiOkResponse({ type: [PricingRecord] })
  getPricings() {
    return this.pricing.list();
  }

  @Public()
  @Get('pricing/:id')
  @ApiOkResponse({ type: PricingRecord })
  @ApiNotFoundResponse({ description: 'No package with this id' })
  getPricing(@IdParam() id: string) {
    return this.pricing.get(id);
  }

  @AdminOnly()
  @Put('pricing/:id')
  @ApiOkResponse({ type: PricingRecord })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid' })
  @ApiNotFoundResponse({ description: 'No package with this id' })
  @ApiConflictResponse({ description: 'Another package already has this name' })
  updatePricing(@IdParam() id: string, @Body() input: PricingInput) {
    return this.pricing.update(id, input as PricingFields);
  }
}
