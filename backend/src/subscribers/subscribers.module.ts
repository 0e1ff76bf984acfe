import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module.js';
import { Subscriber } from './subscriber.entity.js';
import { SubscribersController } from './subscribers.controller.js';
import { SubscribersService } from './subscribers.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Subscriber]), ContentModule],
  controllers: [SubscribersController],
  providers: [SubscribersService],
})
export class SubscribersModule {}
