import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { resolveSettings, SETTINGS, type Settings } from './settings.js';

/**
 * Reads `.env` (if present) and the environment through @nestjs/config, validates it once,
 * and offers the typed result as SETTINGS. `overrides` lets tests and scripts pin values.
 */
@Global()
@Module({})
export class SettingsModule {
  static forRoot(overrides: Record<string, string> = {}): DynamicModule {
    return {
      module: SettingsModule,
      imports: [
        ConfigModule.forRoot({
          cache: true,
          ignoreEnvFile: Object.keys(overrides).length > 0,
          validate: (environment) => ({ settings: resolveSettings({ ...environment, ...overrides }) }),
        }),
      ],
      providers: [
        {
          provide: SETTINGS,
          inject: [ConfigService],
          useFactory: (config: ConfigService): Settings => config.getOrThrow<Settings>('settings'),
        },
      ],
      exports: [SETTINGS],
    };
  }
}
