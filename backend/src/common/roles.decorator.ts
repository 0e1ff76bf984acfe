import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { ROLES_EXTENSION } from './api-docs.js';

export const ROLES = 'rankwell:roles';
export type Role = 'Admin';

/**
 * Restricts a route to accounts on the admin roster as Admin (the access guard checks it on each
 * request), and says so in the API docs (the 401 and 403 answers and the access line are added by
 * completeOpenApiDocument from the extension, which it removes).
 */
export const AdminOnly = () => applyDecorators(SetMetadata(ROLES, ['Admin'] satisfies Role[]), ApiExtension(ROLES_EXTENSION, ['Admin']));
