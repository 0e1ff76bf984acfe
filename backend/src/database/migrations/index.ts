import { Foundation1763870000000 } from './1763870000000-foundation.js';

/** Every migration, in the order it runs. */
export const migrations = [Foundation1763870000000];
