import { queryOptions } from '@tanstack/react-query';
import { AuthService } from '../../api/client';
import { read } from '../../api/queries';

export const accountQueries = {
  /** Who is signed in, as the server sees them now. */
  me: () => queryOptions({ queryKey: ['me'], queryFn: read(() => AuthService.me()) }),
  /** Whether a first-run setup link is still good: asked once, a refusal being the answer. */
  setupLink: (token: string | undefined) =>
    queryOptions({
      queryKey: ['setup-link', token],
      queryFn: () => (token ? AuthService.checkSetup({ requestBody: { token } }) : Promise.resolve({ valid: false })),
      retry: false,
    }),
};
