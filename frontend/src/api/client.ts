import { ApiError, AuthService, OpenAPI } from '@rankwell/api-client';
import { GENERAL_FAILURE } from './failure';

// The one place that points the generated client at the API: same origin, session cookies included.
OpenAPI.BASE = '';
OpenAPI.WITH_CREDENTIALS = true;
OpenAPI.CREDENTIALS = 'include';

export * from '@rankwell/api-client';

/** The server's message for a failed call (it names the field or the reason), or a fallback. */
export function errorMessage(error: unknown, fallback = GENERAL_FAILURE): string {
  if (error instanceof ApiError) {
    const body = error.body as { message?: string | string[] } | undefined;
    const message = body?.message;
    if (Array.isArray(message)) return message.join('. ');
    if (typeof message === 'string') return message;
  }
  return fallback;
}

export function isStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

let refreshing: Promise<boolean> | null = null;

/** Access tokens live 15 minutes: on a 401 the session is refreshed once and the call repeated. */
export async function withSession<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isStatus(error, 401)) throw error;
    refreshing ??= AuthService.refresh()
      .then(() => true)
      .catch(() => false)
      .finally(() => (refreshing = null));
    if (!(await refreshing)) throw error;
    return call();
  }
}
