import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module.js';
import { ContentModule } from '../content/content.module.js';
import { SeoModule } from '../seo/seo.module.js';
import { SiteFilesController } from './site-files.controller.js';

@Module({ imports: [SeoModule, ContentModule, BlogModule], controllers: [SiteFilesController] })
export class SiteFilesModule {}
