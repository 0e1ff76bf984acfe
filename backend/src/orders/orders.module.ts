import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module.js';
import { PricingModule } from '../pricing/pricing.module.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { TaxModule } from '../tax/tax.module.js';
import { Order } from './order.entity.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Order]), PricingModule, ContentModule, SubscriptionsModule, TaxModule, ProjectsModule],
  controllers: [OrdersController],
  providers: [OrdersService],
  exports: [OrdersService],
})
export class OrdersModule {}
