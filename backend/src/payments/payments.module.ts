import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { Payment, PaymentNotification, PaypalEmail, SimulatorMessage } from './payment.entities.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { PaypalSimulatorController } from './paypal-simulator.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([PaypalEmail, PaymentNotification, Payment, SimulatorMessage]), OrdersModule, ContentModule],
  controllers: [PaymentsController, PaypalSimulatorController],
  providers: [PaymentsService],
})
export class PaymentsModule {}
