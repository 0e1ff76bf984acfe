import { BadRequestException, Body, Controller, ForbiddenException, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type RequestWithViewer, type Viewer } from '../auth/viewer.js';
import { ApiArea, ApiErrors } from '../common/api-docs.js';
import { IdParam } from '../common/ids.js';
import { Allow } from '../common/roles.decorator.js';
import { OWNER_GRANTED_SCOPES } from '../common/scopes.decorator.js';
import type { ApiKey } from './api-key.entity.js';
import { ApiKeyInput, ApiKeyRecord, CreatedApiKey } from './api-keys.dto.js';
import { ApiKeysService } from './api-keys.service.js';
import { API_KEY_TEXTS } from './texts.js';

const FIVE_YEARS_MS = 5 * 366 * 24 * 60 * 60 * 1000;

const toRecord = (key: ApiKey): ApiKeyRecord => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  scopes: key.scopes,
  expiresAt: key.expiresAt,
  createdAt: key.createdAt,
  lastUsedAt: key.lastUsedAt,
  revokedAt: key.revokedAt,
});

/** Key management is an Admin's in person: no API key reaches it, whatever its scopes. */
@ApiArea('api-keys', 'API keys for other programs: an Admin creates them with scopes and revokes them. Never reachable with a key.')
@Controller('api-keys')
export class ApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Allow('api-keys')
  @Get()
  @ApiOkResponse({ type: [ApiKeyRecord] })
  @ApiOperation({
    operationId: 'getApiKeys',
    summary: 'List API keys',
    description: 'Every API key, newest first, with its name, prefix, scopes, expiry, creation, last use and revocation. The secret is never shown again.',
  })
  async getApiKeys(): Promise<ApiKeyRecord[]> {
    return (await this.apiKeys.list()).map(toRecord);
  }

  @Allow('api-keys')
  @Post()
  @ApiCreatedResponse({ type: CreatedApiKey })
  @ApiErrors({ 400: 'A name, scope or expiry is invalid', 403: 'A scope only the Owner may grant (`webhooks:manage`), asked by another member' })
  @ApiOperation({
    operationId: 'addApiKey',
    summary: 'Create an API key',
    description:
      "Creates a named key with one or more scopes and an optional expiry (in the future, within 5 years). The answer's `token` (`rk_…`) is the only time the secret is shown: it is stored as a SHA-256 hash. Recorded in the audit log.",
  })
  async addApiKey(@CurrentUser() viewer: Viewer, @Req() request: RequestWithViewer, @Body() input: ApiKeyInput): Promise<CreatedApiKey> {
    // Key management is the Owner's today; should it ever be shared, a key still gets no power over
    // where data is sent that its maker lacks in person.
    for (const scope of input.scopes) {
      const needed = OWNER_GRANTED_SCOPES[scope];
      if (needed && !(request.permissions ?? []).includes(needed)) throw new ForbiddenException(API_KEY_TEXTS.ownerGrants(scope));
    }
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) throw new BadRequestException(API_KEY_TEXTS.expiryPast);
    if (expiresAt && expiresAt.getTime() > Date.now() + FIVE_YEARS_MS) throw new BadRequestException(API_KEY_TEXTS.expiryTooFar);
    const { key, token } = await this.apiKeys.create({ name: input.name, scopes: [...new Set(input.scopes)], expiresAt }, viewer);
    return { ...toRecord(key), token };
  }

  @Allow('api-keys')
  @Post(':id/revoke')
  @HttpCode(200)
  @ApiOkResponse({ type: ApiKeyRecord })
  @ApiErrors({ 404: 'No key with this id', 409: 'The key is revoked already' })
  @ApiOperation({
    operationId: 'revokeApiKey',
    summary: 'Revoke an API key',
    description:
      'Revokes a key at once: every instance refuses it from the next request on (401 `API key revoked`). A revoked key stays listed; revoking it again answers 409. Recorded in the audit log.',
  })
  async revokeApiKey(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<ApiKeyRecord> {
    return toRecord(await this.apiKeys.revoke(id, viewer));
  }
}
