import { Module } from '@nestjs/common';
import { PanelController } from './panel.controller.js';
import { PanelService } from './panel.service.js';

/** The back office's overview: figures across orders, messages and subscribers, read from the tallies. */
@Module({
  controllers: [PanelController],
  providers: [PanelService],
})
export class PanelModule {}
