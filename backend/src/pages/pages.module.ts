import { Inject, Injectable, Logger, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AuthService } from '../auth/auth.service.js';
import { SETTINGS, type Settings } from '../config/settings.js';
import { paypalEndpoints } from '../payments/paypal-endpoints.js';
import { RedirectsModule } from '../redirects/redirects.module.js';
import { RedirectsService } from '../redirects/redirects.service.js';
import { SeoModule, SeoSettings } from '../seo/seo.module.js';
import { siteTools } from '../seo/site-tools.js';
import { SiteModule } from '../site/site.module.js';
import { SiteService } from '../site/site.service.js';
import { loadFrontendBundle, type FrontendBundle } from './frontend-bundle.js';
import { PAGE_CACHE_BYTES, PageRenderer } from './page-renderer.js';
import { PageDataRegistry } from './page-data.js';

/** The built frontend and the renderer of its pages, made once: by the first to ask (the app when it serves pages), never by an app that serves the API only. */
export interface LoadedPages {
  bundle: FrontendBundle;
  renderer: PageRenderer;
}

/**
 * The pages' renderer as a provider: what it needs comes by injection like any service's, so a test
 * or a second entry point gets the same renderer the app serves with, and app.factory.ts only
 * mounts it. Loading the bundle (the server build of the frontend) waits for the first `load()`:
 * an app started with pages off, as most API tests are, never reads it.
 */
@Injectable()
export class Pages {
  private loading?: Promise<LoadedPages | undefined>;

  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly seo: SeoSettings,
    private readonly site: SiteService,
    private readonly auth: AuthService,
    private readonly pageData: PageDataRegistry,
    private readonly redirects: RedirectsService,
  ) {}

  /** The bundle and its renderer; undefined when no frontend was built (the app then serves the API only). */
  load(): Promise<LoadedPages | undefined> {
    return (this.loading ??= this.make());
  }

  private async make(): Promise<LoadedPages | undefined> {
    const bundle = await loadFrontendBundle();
    if (!bundle) {
      new Logger('Pages').warn('No built frontend found (run `npm run build`); serving the API only');
      return undefined;
    }
    const { settings, seo } = this;
    const consentEntry = (bundle.manifest['src/consent/consent.ts'] as { file?: string } | undefined)?.file;
    const renderer = new PageRenderer(
      bundle,
      this.site,
      this.auth,
      settings.publicUrl,
      new URL(paypalEndpoints(settings, settings.publicUrl).checkout).origin,
      async (forAdmin) => siteTools(await seo.current(), consentEntry && `/${consentEntry}`, forAdmin),
      PAGE_CACHE_BYTES,
      this.pageData,
      this.redirects,
    );
    return { bundle, renderer };
  }
}

@Module({
  imports: [AuthModule, RedirectsModule, SeoModule, SiteModule],
  providers: [Pages],
  exports: [Pages],
})
export class PagesModule {}
