import { SetMetadata } from '@nestjs/common';

export const ROLES = 'rankwell:roles';
export type Role = 'Admin';

/** Restricts a route to accounts holding one of these roles on the admin roster. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

export const SETUP = 'rankwell:setup';

/**
 * Open to anyone while the admin roster holds no Admin (first-run setup), Admin-only after.
 * Implies @Public() for the first run; the access guard enforces the rest.
 */
export const AdminOrFirstRun = () => SetMetadata(SETUP, true);
