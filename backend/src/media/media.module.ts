import { Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SETTINGS, type Settings } from '../config/settings.js';
import { ContentModule } from '../content/content.module.js';
import { MediaBlob } from './media-blob.entity.js';
import { MediaItem } from './media-item.entity.js';
import { MediaServing } from './media-serving.js';
import { MEDIA_STORE, PostgresMediaStore } from './media-store.js';
import { MediaController } from './media.controller.js';
import { MediaService } from './media.service.js';
import { S3MediaStore } from './s3-media-store.js';

@Module({
  imports: [TypeOrmModule.forFeature([MediaItem, MediaBlob]), ContentModule],
  controllers: [MediaController],
  providers: [
    MediaService,
    MediaServing,
    {
      provide: MEDIA_STORE,
      inject: [SETTINGS, getDataSourceToken()],
      useFactory: (settings: Settings, dataSource: DataSource) =>
        settings.mediaS3 ? S3MediaStore.connect(settings.mediaS3, dataSource) : PostgresMediaStore.open(dataSource),
    },
  ],
  exports: [MediaService, MediaServing, MEDIA_STORE],
})
export class MediaModule {}
