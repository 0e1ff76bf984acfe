import { SetMetadata } from '@nestjs/common';

export const ROLES = 'rankwell:roles';
export type Role = 'Admin';

/** Restricts a route to accounts holding one of these roles on the admin roster. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);
