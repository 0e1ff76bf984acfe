import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module.js';
import { RedirectsModule } from '../redirects/redirects.module.js';
import { SeoModule } from '../seo/seo.module.js';
import { BlogFeed } from './blog-feed.js';
import { BlogPageData } from './blog-page-data.js';
import { BlogSchedule } from './blog-schedule.service.js';
import { BlogSitemap } from './blog-sitemap.js';
import { BLOG_ENTITIES } from './blog.entities.js';
import { BlogController } from './blog.controller.js';
import { BlogService } from './blog.service.js';

@Module({
  imports: [TypeOrmModule.forFeature(BLOG_ENTITIES), ContentModule, RedirectsModule, SeoModule],
  controllers: [BlogController],
  providers: [BlogService, BlogSchedule, BlogSitemap, BlogFeed, BlogPageData],
  exports: [BlogService, BlogFeed],
})
export class BlogModule {}
