import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaUseRegistry } from '../documents/media-uses.js';
import { ContentModule } from '../content/content.module.js';
import { MediaModule } from '../media/media.module.js';
import { RedirectsModule } from '../redirects/redirects.module.js';
import { SeoModule } from '../seo/seo.module.js';
import { BlogAuthorsService } from './blog-authors.service.js';
import { BlogFeed } from './blog-feed.js';
import { BlogPageData } from './blog-page-data.js';
import { BlogPostsService } from './blog-posts.service.js';
import { BlogReadingService } from './blog-reading.service.js';
import { BlogSchedule } from './blog-schedule.service.js';
import { BlogSitemap } from './blog-sitemap.js';
import { BlogTermsService } from './blog-terms.service.js';
import { BlogWrites } from './blog-writes.js';
import { BLOG_ENTITIES, BlogAuthor, BlogPost } from './blog.entities.js';
import { BlogController } from './blog.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature(BLOG_ENTITIES), ContentModule, MediaModule, RedirectsModule, SeoModule],
  controllers: [BlogController],
  providers: [BlogWrites, BlogPostsService, BlogTermsService, BlogAuthorsService, BlogReadingService, BlogSchedule, BlogSitemap, BlogFeed, BlogPageData],
  exports: [BlogReadingService, BlogFeed],
})
export class BlogModule implements OnModuleInit {
  constructor(private readonly mediaUses: MediaUseRegistry) {}

  onModuleInit(): void {
    this.mediaUses.register({
      section: 'blogPosts',
      sectionTitle: 'Blog posts',
      entity: BlogPost,
      label: 'title',
      fields: [
        { field: 'coverImage', label: 'Cover image' },
        { field: 'body', label: 'Body', richText: true },
        { field: 'socialImage', label: 'Social image' },
      ],
      orderBy: ['title'],
      order: 20,
      editor: '/blog-post/$id',
    });
    this.mediaUses.register({
      section: 'blogAuthors',
      sectionTitle: 'Blog authors',
      entity: BlogAuthor,
      label: 'displayName',
      fields: [{ field: 'photo', label: 'Photo' }],
      orderBy: ['displayName'],
      order: 30,
      editor: '/blog-terms',
    });
  }
}
