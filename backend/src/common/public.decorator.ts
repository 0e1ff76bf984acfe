import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'rankwell:public';

/** Opens a route to visitors; every other route needs a signed-in account (deny by default). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
