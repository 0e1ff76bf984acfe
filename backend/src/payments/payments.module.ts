import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrdersModule } from '../orders/orders.module.js';
import { Payment, PaymentNotification, PaypalEmail, SimulatorMessage } from './payment.entities.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { PaypalSimulatorController } from './paypal-simulator.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([PaypalEmail, PaymentNotification, Payment, SimulatorMessage]), OrdersModule],
  controllers: [PaymentsController, PaypalSimulatorController],
  providers: [PaymentsService],
})
export class PaymentsModule {}
