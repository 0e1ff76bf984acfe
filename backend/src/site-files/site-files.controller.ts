import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BlogFeed } from '../blog/blog-feed.js';
import { Public } from '../common/public.decorator.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { BrandService } from '../content/brand.service.js';
import { robotsTxt, webManifest } from '../pages/page-renderer.js';
import { brandFavicon, brandTouchIcon } from './brand-icons.js';
import { SeoSettings } from '../seo/seo.module.js';
import { SitemapService } from '../seo/sitemap.js';

/**
 * The site's files beside its pages: robots.txt, the web app manifest, the sitemaps and the blog's
 * feed. Served at the site's root (excluded from the API's prefix, SITE_FILE_PATHS), with or
 * without the built frontend, and left out of the API's document: they are for crawlers and
 * browsers, not API clients.
 */
@ApiExcludeController()
@Public()
@Controller()
export class SiteFilesController {
  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly seo: SeoSettings,
    private readonly brand: BrandService,
    private readonly sitemap: SitemapService,
    private readonly feed: BlogFeed,
  ) {}

  @Get('robots.txt')
  async robots(@Res() reply: FastifyReply): Promise<void> {
    const robots = robotsTxt(this.settings.publicUrl, (await this.seo.current()).robotsAdditions);
    void reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots);
  }

  @Get('manifest.webmanifest')
  async manifest(@Res() reply: FastifyReply): Promise<void> {
    const manifest = webManifest(await this.brand.identity());
    void reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'public, no-cache').send(manifest);
  }

  // Asked for by these addresses whatever a page links: the Admin's icon once set, the brand's drawn one until then.
  @Get('favicon.ico')
  async favicon(@Res() reply: FastifyReply): Promise<void> {
    const identity = await this.brand.identity();
    if (identity.favicon) return this.iconRedirect(reply, identity.favicon);
    void reply
      .type('image/x-icon')
      .header('cache-control', 'public, max-age=3600')
      .send(await brandFavicon(identity.primaryColor));
  }

  @Get('apple-touch-icon.png')
  async touchIcon(@Res() reply: FastifyReply): Promise<void> {
    const identity = await this.brand.identity();
    if (identity.touchIcon) return this.iconRedirect(reply, identity.touchIcon);
    void reply
      .type('image/png')
      .header('cache-control', 'public, max-age=3600')
      .send(await brandTouchIcon(identity.primaryColor));
  }

  /** A set icon is an image field (a path of the site or an http(s) address, checked on save): it is answered by a 302, kept an hour. */
  private iconRedirect(reply: FastifyReply, target: string): void {
    void reply.status(302).header('location', target).header('cache-control', 'public, max-age=3600').send();
  }

  @Get('sitemap.xml')
  sitemapIndex(@Res() reply: FastifyReply): Promise<void> {
    return this.sendSitemap(0, reply);
  }

  // find-my-way's own parameter pattern: any other sitemap-… path is left to the pages.
  @Get('sitemap-:n(^\\d{1,6}).xml')
  sitemapFile(@Param('n') n: string, @Res() reply: FastifyReply): Promise<void> {
    return this.sendSitemap(Number(n) || -1, reply);
  }

  @Get('blog/feed.xml')
  async blogFeed(@Res() reply: FastifyReply): Promise<void> {
    const xml = await this.feed.xml();
    void reply.type('application/atom+xml; charset=utf-8').header('cache-control', 'public, no-cache').send(xml);
  }

  private async sendSitemap(n: number, reply: FastifyReply): Promise<void> {
    const body = await this.sitemap.file(n);
    if (body === undefined) void reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    else void reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  }
}

/** Their paths, which the API's global prefix leaves alone (`sitemap-:n` covers the numbered sitemaps' declared path). */
export const SITE_FILE_PATHS = ['robots.txt', 'manifest.webmanifest', 'sitemap.xml', 'sitemap-:n', 'blog/feed.xml', 'favicon.ico', 'apple-touch-icon.png'];
