import { RouteConfig } from '@nestjs/platform-fastify';

export interface BodyLimitConfig {
  bodyLimit?: number;
}

/**
 * A route that takes less than the app's BODY_LIMIT: Fastify refuses a larger body with 413
 * before reading it (app.factory.ts hands the value to Fastify's route options).
 */
export const BodyLimit = (bytes: number) => RouteConfig({ bodyLimit: bytes } satisfies BodyLimitConfig);
