import { Global, Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { MailService } from './mail.service.js';

@Global()
@Module({ imports: [ContentModule], providers: [MailService], exports: [MailService] })
export class MailModule {}
