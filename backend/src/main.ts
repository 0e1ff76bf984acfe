// First: it must run before V8's first full collection (see the module).
import './common/tick-shape.js';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { SETTINGS, SettingsError, type Settings } from './config/settings.js';

async function bootstrap(): Promise<void> {
  const app = await createApp();
  const settings = app.get<Settings>(SETTINGS);
  const logger = new Logger('Server');
  if (settings.jwtSecretSource === 'generated')
    logger.warn(`No JWT_SECRET set: generated one and kept it in ${settings.dataDir}/jwt-secret so sessions survive restarts`);
  await app.listen({ port: settings.port, host: settings.host });
  logger.log(`The site is running at ${settings.publicUrl} (API docs: ${settings.publicUrl}/api/docs)`);
}

bootstrap().catch((error: unknown) => {
  if (error instanceof SettingsError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
