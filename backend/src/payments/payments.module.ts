import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { Payment, PaymentNotification, PaypalEmail, SimulatorMessage, SimulatorSubscription } from './payment.entities.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { PaypalSimulatorController } from './paypal-simulator.controller.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([PaypalEmail, PaymentNotification, Payment, SimulatorMessage, SimulatorSubscription]),
    OrdersModule,
    ContentModule,
    SubscriptionsModule,
    InvoicesModule,
  ],
  controllers: [PaymentsController, PaypalSimulatorController],
  providers: [PaymentsService],
})
export class PaymentsModule {}
