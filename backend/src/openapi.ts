import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { API_KEY_SCHEME } from './common/scopes.decorator.js';
import pluginMetadata from './metadata.js';

/**
 * Operation ids are the controller method names, so the generated client reads `ordersService.getOrders()`.
 * The DTOs' schemas need the Swagger plugin's metadata, which setupOpenApi loads.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Rankwell API')
    .setDescription('Site content, pricing, orders, payments, messages, subscribers and accounts of the Rankwell SEO agency site.')
    .setVersion('1.0.0')
    .addCookieAuth('rankwell_access')
    .addBearerAuth()
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'rk_…',
        description:
          'An API key an Admin created at /api-keys, sent as `Authorization: Bearer rk_…`. An operation that accepts keys lists the scopes it needs in `x-api-key-scopes`; every other operation refuses keys.',
      },
      API_KEY_SCHEME,
    )
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
}

/** Serves the spec and the Swagger UI, with the DTO schemas the Swagger plugin read from the types and validators (src/metadata.ts). */
export async function setupOpenApi(app: INestApplication): Promise<void> {
  await SwaggerModule.loadPluginMetadata(pluginMetadata);
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/openapi.json',
    raw: ['json'],
  });
}
