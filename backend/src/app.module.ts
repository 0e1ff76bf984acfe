import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { SettingsModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { SiteModule } from './site/site.module.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { AccessGuard } from './common/access.guard.js';

@Module({})
export class AppModule {
  static forRoot(overrides: Record<string, string> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [SettingsModule.forRoot(overrides), DatabaseModule, HealthModule, SiteModule],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_GUARD, useClass: AccessGuard },
      ],
    };
  }
}
