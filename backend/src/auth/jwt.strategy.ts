import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DataSource } from 'typeorm';
import { SETTINGS, type Settings } from '../config/settings.js';
import { Account } from './account.entity.js';
import { ACCESS_COOKIE, type AccessPayload } from './tokens.js';
import type { Viewer } from './viewer.js';

const fromCookie = (request: FastifyRequest): string | null => request.cookies?.[ACCESS_COOKIE] ?? null;

/** Access tokens arrive in the HttpOnly cookie (browsers) or as a Bearer token (integrators). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(SETTINGS) settings: Settings,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([fromCookie as never, ExtractJwt.fromAuthHeaderAsBearerToken()]),
      secretOrKey: settings.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** The account must still exist and the token must postdate its last "sign out everywhere". */
  async validate(payload: AccessPayload): Promise<Viewer | false> {
    const account = await this.dataSource.getRepository(Account).findOneBy({ _id: payload.sub });
    if (!account || payload.iat === undefined) return false;
    if (payload.iat < Math.floor(account.sessionsValidAfter.getTime() / 1000)) return false;
    return { id: account._id, email: account.email };
  }
}
