import type { MediaRecord } from '../../api/client';

/** What the library takes, as the server checks it (by the bytes, not the name). */
export const ACCEPTED_TYPES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/avif': ['.avif'],
  'image/gif': ['.gif'],
  'image/svg+xml': ['.svg'],
} as const;

export const ACCEPTED_NAMES = 'JPEG, PNG, WebP, AVIF, GIF or SVG';

/** The server's limits (backend/src/media/texts.ts): checked here too, so a file that cannot go is not sent. */
export const MEDIA_LIMITS = { fileBytes: 20 * 1024 * 1024, altLength: 300 } as const;

/** A refused upload: the server's message, or what went wrong on the way. */
export class UploadFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const FAILURES: Record<number, string> = {
  0: 'The upload did not reach the server. Check the connection and try again.',
  413: 'The file is larger than 20 MB',
};

function messageOf(status: number, body: string): string {
  try {
    const message = (JSON.parse(body) as { message?: string | string[] }).message;
    if (Array.isArray(message)) return message.join('. ');
    if (typeof message === 'string' && message) return message;
  } catch {
    // A proxy's HTML page, say: the status says enough.
  }
  return FAILURES[status] ?? 'The upload failed. Please try again.';
}

export interface FileRequest {
  method: 'POST' | 'PUT';
  url: string;
  /** sent before the file, so the server knows them when the file's bytes arrive */
  fields: Record<string, string>;
  file: File;
  headers?: Record<string, string>;
  /** told the share of the file sent so far, 0 to 1 */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a file as multipart/form-data with XMLHttpRequest, whose upload progress fetch cannot
 * report. Like the generated client (OpenAPI.WITH_CREDENTIALS, `Accept: application/json`), it
 * goes to the same origin with the session's cookies; the browser adds the Origin the server's
 * cross-site check reads.
 */
export function sendFile<T = MediaRecord>({ method, url, fields, file, headers = {}, onProgress, signal }: FileRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(JSON.parse(request.responseText) as T);
      } else reject(new UploadFailure(request.status, messageOf(request.status, request.responseText)));
    };
    request.onerror = () => reject(new UploadFailure(0, FAILURES[0]));
    request.onabort = () => reject(new UploadFailure(0, 'The upload was cancelled.'));
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    request.send(form);
  });
}

/** Access tokens live 15 minutes: an upload refused for an expired session refreshes it once and goes again. */
export async function sendFileWithSession<T = MediaRecord>(request: FileRequest): Promise<T> {
  try {
    return await sendFile<T>(request);
  } catch (error) {
    if (!(error instanceof UploadFailure) || error.status !== 401) throw error;
    const { AuthService } = await import('../../api/client');
    await AuthService.refresh();
    return sendFile<T>(request);
  }
}

/** A new image for the library: POST /api/media (uploadMedia). */
export const uploadMedia = (file: File, description: { alt: string; decorative: boolean; name?: string }, onProgress?: (sent: number) => void) =>
  sendFileWithSession({
    method: 'POST',
    url: '/api/media',
    fields: {
      alt: description.decorative ? '' : description.alt.trim(),
      decorative: String(description.decorative),
      ...(description.name ? { name: description.name } : {}),
    },
    file,
    onProgress,
  });

/** A new file for an image, keeping its id and address: PUT /api/media/{id}/file (replaceMedia). */
export const replaceMedia = (id: string, file: File, version: number | undefined, onProgress?: (sent: number) => void) =>
  sendFileWithSession({
    method: 'PUT',
    url: `/api/media/${encodeURIComponent(id)}/file`,
    fields: {},
    file,
    headers: version === undefined ? {} : { 'If-Match': String(version) },
    onProgress,
  });
