import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module.js';
import { MediaBlob } from './media-blob.entity.js';
import { MediaItem } from './media-item.entity.js';
import { MediaServing } from './media-serving.js';
import { MEDIA_STORE, PostgresMediaStore } from './media-store.js';
import { MediaController } from './media.controller.js';
import { MediaService } from './media.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([MediaItem, MediaBlob]), ContentModule],
  controllers: [MediaController],
  providers: [MediaService, MediaServing, { provide: MEDIA_STORE, useClass: PostgresMediaStore }],
  exports: [MediaService, MediaServing],
})
export class MediaModule {}
