import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';

export const ROLES = 'rankwell:roles';
export type Role = 'Admin';

/**
 * Restricts a route to accounts on the admin roster as Admin (the access guard checks it on each
 * request), and says so in the API docs.
 */
export const AdminOnly = () =>
  applyDecorators(
    SetMetadata(ROLES, ['Admin'] satisfies Role[]),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ApiForbiddenResponse({ description: 'Signed in, but not an Admin' }),
  );
