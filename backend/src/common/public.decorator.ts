import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiPublic } from './api-docs.js';

export const IS_PUBLIC = 'rankwell:public';

/** Opens a route to visitors; every other route needs a signed-in account (deny by default). The OpenAPI document says `security: []`. */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiPublic());
