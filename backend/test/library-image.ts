import sharp from 'sharp';
import type { MediaUsage } from '../src/media/media.dto.js';
import type { Session } from './accounts.js';
import { json, type TestApp } from './harness.js';

export interface LibraryImage {
  id: string;
  url: string;
  name: string;
}

/** A use of an image as GET /api/media/{id} lists it. */
export type LibraryUsage = MediaUsage;

/** A small PNG uploaded to the media library by an Admin, named `name`, for the specs whose records use one. */
export async function uploadLibraryImage(t: TestApp, admin: Session, name: string): Promise<LibraryImage> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2266aa' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('name', name);
  form.append('alt', `The ${name} picture`);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${name}.png`);
  const response = await t.request('/api/media', { method: 'POST', body: form, headers: admin.headers });
  if (response.status !== 201) throw new Error(`upload ${name}: ${response.status} ${await response.text()}`);
  return json<LibraryImage>(response);
}

/** Where the library says the image is used (GET /api/media/{id}). */
export async function libraryUsages(t: TestApp, admin: Session, image: LibraryImage): Promise<LibraryUsage[]> {
  return (await json<{ usages: LibraryUsage[] }>(t.request(`/api/media/${image.id}`, { headers: admin.headers }))).usages;
}

/** DELETE /api/media/{id}: its status and message. */
export async function deleteLibraryImage(t: TestApp, admin: Session, image: LibraryImage): Promise<[number, string]> {
  const response = await t.request(`/api/media/${image.id}`, { method: 'DELETE', headers: admin.headers });
  return [response.status, ((await response.json()) as { message: string }).message];
}
