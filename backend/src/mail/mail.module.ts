import { Global, Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { MailPreviewsController } from './mail-previews.controller.js';
import { MailService } from './mail.service.js';

@Global()
@Module({ imports: [ContentModule], controllers: [MailPreviewsController], providers: [MailService], exports: [MailService] })
export class MailModule {}
