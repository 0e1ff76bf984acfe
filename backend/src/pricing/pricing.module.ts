import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module.js';
import { PricingController } from './pricing.controller.js';
import { PricingPackage } from './pricing-package.entity.js';
import { PricingService } from './pricing.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([PricingPackage]), ContentModule],
  controllers: [PricingController],
  providers: [PricingService],
  exports: [PricingService],
})
export class PricingModule {}
