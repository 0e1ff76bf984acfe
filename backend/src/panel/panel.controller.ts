import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Allow } from '../common/roles.decorator.js';
import { PanelCharts } from './panel.dto.js';
import { PanelService } from './panel.service.js';
import { ApiArea } from '../common/api-docs.js';

@ApiArea('panel', 'The back office panel’s charts.')
@Controller()
export class PanelController {
  constructor(private readonly panel: PanelService) {}

  @Allow('panel')
  @Get('panel-charts')
  @ApiOkResponse({ type: PanelCharts })
  @ApiOperation({
    operationId: 'getPanelCharts',
    summary: "Read the panel's charts",
    description: 'Revenue per month (12 months), orders by payment and order status, messages and confirmed subscribers per week (12 weeks).',
  })
  getPanelCharts() {
    return this.panel.charts();
  }
}
