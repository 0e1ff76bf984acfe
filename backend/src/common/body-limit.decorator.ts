import { RouteConfig } from '@nestjs/platform-fastify';
import { applyDecorators } from '@nestjs/common';
import { JSON_BODY_LIMITS, RICH_TEXT_BODY_LIMITS, type BodyLimitConfig } from './json-body.js';

export type { BodyLimitConfig };

/**
 * A route that takes less than the app's BODY_LIMIT: Fastify refuses a larger body with 413
 * before reading it (app.factory.ts hands the value to Fastify's route options). A route given more
 * than BODY_LIMIT is for signed-in callers only: one without any credential is answered 401 before
 * its body is read (auth/before-body.ts), so such a route cannot be @Public().
 */
export const BodyLimit = (bytes: number) => RouteConfig({ bodyLimit: bytes } satisfies BodyLimitConfig);

/**
 * A route whose body holds a rich-text document (DTO property marked `@IsRichText()`): its JSON may
 * nest and count as a document does (RICH_TEXT_BODY_LIMITS) instead of as a form. Both decorators
 * set the route's config: a route needing both passes the byte limit here.
 */
export const RichTextBody = (bytes?: number) =>
  RouteConfig({ jsonLimits: RICH_TEXT_BODY_LIMITS, ...(bytes === undefined ? {} : { bodyLimit: bytes }) } satisfies BodyLimitConfig);

/** Keys a form's body may hold besides its fields (its version), with room for validation to name a stray one. */
const FORM_EXTRA_KEYS = 20;

/**
 * A form with more fields than JSON_BODY_LIMITS lets an object hold (the Fixed texts, one per text
 * a visitor reads): its body may hold every field at once. Nothing changes for the other forms, and
 * the other limits stay; validation still refuses a key the form does not declare.
 */
export const FormBody = (fields: number) =>
  fields + FORM_EXTRA_KEYS <= JSON_BODY_LIMITS.keysPerObject
    ? applyDecorators()
    : RouteConfig({ jsonLimits: { ...JSON_BODY_LIMITS, keysPerObject: fields + FORM_EXTRA_KEYS } } satisfies BodyLimitConfig);
