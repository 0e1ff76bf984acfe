import { Global, Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { MailCapsService } from './mail-caps.js';
import { MailPreviewsController } from './mail-previews.controller.js';
import { MailService } from './mail.service.js';

@Global()
@Module({
  imports: [ContentModule, RateLimitModule],
  controllers: [MailPreviewsController],
  providers: [MailService, MailCapsService],
  exports: [MailService, MailCapsService],
})
export class MailModule {}
