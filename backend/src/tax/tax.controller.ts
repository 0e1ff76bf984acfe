import { Body, Controller, Get, Headers, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiHeader, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { Allow } from '../common/roles.decorator.js';
import { expectedVersion } from '../content/section-controller.factory.js';
import { TaxSettingsInput, TaxSettingsRecord } from './tax.dto.js';
import { TaxService } from './tax.service.js';
import { ApiArea } from '../common/api-docs.js';

@ApiArea('tax', 'The seller’s VAT settings and the rate per customer country: Admins only, never reachable with a key.')
@Controller()
export class TaxController {
  constructor(private readonly tax: TaxService) {}

  @Allow('tax')
  @Get('tax-settings')
  @ApiOkResponse({ type: TaxSettingsRecord })
  @ApiOperation({
    operationId: 'getTaxSettings',
    summary: 'Read the tax settings',
    description: "The seller's country, whether prices are net or gross, and the VAT rate per customer country.",
  })
  getTaxSettings() {
    return this.tax.read();
  }

  @Allow('tax')
  @Put('tax-settings')
  @ApiOkResponse({ type: TaxSettingsRecord })
  @ApiHeader({ name: 'if-match', required: false, description: 'The version read; a save after a newer one is refused with 409' })
  @ApiBadRequestResponse({ description: 'A field is invalid, or a rate is not whole basis points from 0 to 10000 for a country code' })
  @ApiConflictResponse({ description: 'Someone saved them since the version in If-Match' })
  @ApiOperation({
    operationId: 'updateTaxSettings',
    summary: 'Change the tax settings',
    description: 'Applies to orders placed from now on: an order keeps the VAT it was placed with. The owner is responsible for the figures.',
  })
  updateTaxSettings(@CurrentUser() viewer: Viewer, @Body() input: TaxSettingsInput, @Headers('if-match') ifMatch?: string) {
    return this.tax.update(input, viewer, expectedVersion(ifMatch) ?? input.version);
  }
}
