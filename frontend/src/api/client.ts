import { ApiError, OpenAPI } from '@rankwell/api-client';

// The one place that points the generated client at the API: same origin, session cookies included.
OpenAPI.BASE = '';
OpenAPI.WITH_CREDENTIALS = true;
OpenAPI.CREDENTIALS = 'include';

export * from '@rankwell/api-client';

/** The server's message for a failed call (it names the field or the reason), or a fallback. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
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
