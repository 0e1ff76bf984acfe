import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { SETTINGS, type Settings } from '../config/settings.js';
import { AuthService } from './auth.service.js';
import { jwtKey } from './jwt-key.js';
import { ACCESS_COOKIE, type AccessPayload } from './tokens.js';
import type { Viewer } from './viewer.js';

const fromCookie = (request: FastifyRequest): string | null => request.cookies?.[ACCESS_COOKIE] ?? null;

/** Access tokens arrive in the HttpOnly cookie (browsers) or as a Bearer token (integrators). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(SETTINGS) settings: Settings,
    private readonly auth: AuthService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([fromCookie as never, ExtractJwt.fromAuthHeaderAsBearerToken()]),
      // A key object, not the string: see jwt-key.ts (passport-jwt hands it to jsonwebtoken as it is;
      // its types name only a string or a Buffer).
      secretOrKey: jwtKey(settings) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: AccessPayload): Promise<Viewer | false> {
    return (await this.auth.accountOf(payload)) ?? false;
  }
}
