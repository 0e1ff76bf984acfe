import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Message } from './message.entity.js';
import { AuditRun } from '../audits/audit-run.entity.js';
import { SpamMessage } from './spam-message.entity.js';
import { MessagesController } from './messages.controller.js';
import { MessagesService } from './messages.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Message, SpamMessage, AuditRun]), ContentModule],
  controllers: [MessagesController],
  providers: [MessagesService],
  exports: [MessagesService],
})
export class MessagesModule {}
