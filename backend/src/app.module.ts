import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { SettingsModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { SiteModule } from './site/site.module.js';
import { AuthModule } from './auth/auth.module.js';
import { UsersModule } from './users/users.module.js';
import { MailModule } from './mail/mail.module.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { MessagesModule } from './messages/messages.module.js';
import { SubscribersModule } from './subscribers/subscribers.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { AuditModule } from './audit/audit.module.js';
import { MediaModule } from './media/media.module.js';
import { AccountModule } from './account/account.module.js';
import { RedirectsModule } from './redirects/redirects.module.js';
import { PanelModule } from './panel/panel.module.js';
import { ApiKeysModule } from './api-keys/api-keys.module.js';
import { SeoModule } from './seo/seo.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
import { BlogModule } from './blog/blog.module.js';
import { CaseStudiesModule } from './case-studies/case-studies.module.js';
import { PageDataModule } from './pages/page-data.js';
import { PagesModule } from './pages/pages.module.js';
import { MediaUsesModule } from './documents/media-uses.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { AccessGuard } from './auth/access.guard.js';
import { SameOriginGuard } from './common/same-origin.guard.js';
import { ChangesModule } from './changes/changes.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { SiteFilesModule } from './site-files/site-files.module.js';
import { AuditsModule } from './audits/audits.module.js';
import { ProjectsModule } from './projects/projects.module.js';

@Module({})
export class AppModule {
  static forRoot(overrides: Record<string, string> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        SettingsModule.forRoot(overrides),
        DatabaseModule,
        PageDataModule,
        PagesModule,
        MediaUsesModule,
        AuditModule,
        JobsModule,
        ChangesModule,
        MailModule,
        UsersModule,
        AuthModule,
        AccountModule,
        RateLimitModule,
        ApiKeysModule,
        WebhooksModule,
        HealthModule,
        SiteModule,
        MediaModule,
        MessagesModule,
        SubscribersModule,
        OrdersModule,
        PaymentsModule,
        RedirectsModule,
        PanelModule,
        SeoModule,
        BlogModule,
        CaseStudiesModule,
        SiteFilesModule,
        AuditsModule,
        ProjectsModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_GUARD, useClass: SameOriginGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
      ],
    };
  }
}
