import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { PERMISSION_EXTENSION } from './api-docs.js';
import type { Permission } from './permissions.js';

export const PERMISSION = 'rankwell:permission';

/**
 * Restricts a route to members of the team whose role holds `permission` (common/permissions.ts;
 * the access guard reads the roster on each request, so a role change takes effect at once on
 * every instance), and says so in the API docs: `x-permission` names it, and the 401 and 403
 * answers and the access line are added by completeOpenApiDocument.
 */
export const Allow = (permission: Permission) => applyDecorators(SetMetadata(PERMISSION, permission), ApiExtension(PERMISSION_EXTENSION, permission));
