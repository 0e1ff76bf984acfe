import { ForbiddenException, Inject, Injectable, SetMetadata, UnsupportedMediaTypeException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { SETTINGS, type Settings } from '../config/settings.js';

const ACCEPTS_FORM = 'rankwell:accepts-form';
const ACCEPTS_MULTIPART = 'rankwell:accepts-multipart';

/** The route takes url-encoded forms as PayPal and its simulator post them; every other body must be JSON. */
export const AcceptsForm = () => SetMetadata(ACCEPTS_FORM, true);

/**
 * The route takes a file upload (multipart/form-data) as well as JSON. A cross-site form can post
 * one too, so the Origin checks above still decide; the handler reads the parts only after every
 * guard has passed.
 */
export const AcceptsMultipart = () => SetMetadata(ACCEPTS_MULTIPART, true);

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const SAME_ORIGIN_TEXTS = {
  crossSite: 'Requests from other sites are refused.',
  jsonOnly: 'Send the body as JSON (content-type: application/json).',
} as const;

/**
 * Cross-site request forgery: a page on another site can make a visitor's browser post a form
 * (url-encoded, no preflight) with the visitor's cookies, and sign them in to the attacker's
 * account or act in their name. Browsers name the page's site in `Origin` on every such request,
 * so a state-changing request from another site is refused, and bodies must be JSON, which a
 * cross-site form cannot send. Servers (PayPal's notifications, integrators) send no `Origin`.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly trusted: Set<string>;

  constructor(
    private readonly reflector: Reflector,
    @Inject(SETTINGS) settings: Settings,
  ) {
    this.trusted = new Set([new URL(settings.publicUrl).origin, ...settings.corsOrigins]);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!UNSAFE_METHODS.has(request.method)) return true;
    const origin = request.headers.origin;
    if (origin !== undefined && !this.trusted.has(origin) && origin !== `${request.protocol}://${request.host}`) {
      throw new ForbiddenException(SAME_ORIGIN_TEXTS.crossSite);
    }
    if (origin === undefined && request.headers['sec-fetch-site'] === 'cross-site') throw new ForbiddenException(SAME_ORIGIN_TEXTS.crossSite);
    const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const hasBody = type !== '' || Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (hasBody && type !== 'application/json' && !this.accepts(context, type)) {
      throw new UnsupportedMediaTypeException(SAME_ORIGIN_TEXTS.jsonOnly);
    }
    return true;
  }

  private accepts(context: ExecutionContext, type: string): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(ACCEPTS_FORM, targets)) return true;
    return type === 'multipart/form-data' && (this.reflector.getAllAndOverride<boolean>(ACCEPTS_MULTIPART, targets) ?? false);
  }
}
