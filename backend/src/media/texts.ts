import { MAX_MESSAGE_LENGTH } from '../common/all-exceptions.filter.js';

/** What the admin is told about media, in one place. */
export const MEDIA_LIMITS = {
  /** an upload's file, in bytes */
  fileBytes: 20 * 1024 * 1024,
  /** width × height of a raster image: past it, decoding could take gigabytes (decompression bombs) */
  pixels: 40_000_000,
  altLength: 300,
  nameLength: 200,
} as const;

/**
 * “name” is used by A, B and 3 more: as many uses as fit in an error message (MAX_MESSAGE_LENGTH,
 * past which the answer would be cut mid-word), the rest counted; the first always named.
 */
function inUse(name: string, uses: readonly string[]): string {
  const start = `“${name}” is used by `;
  const more = (left: number) => (left > 0 ? ` and ${left} more` : '');
  const named: string[] = [];
  for (const use of uses) {
    const text = start + [...named, use].join(', ') + more(uses.length - named.length - 1);
    if (named.length > 0 && text.length > MAX_MESSAGE_LENGTH) break;
    named.push(use);
  }
  return start + named.join(', ') + more(uses.length - named.length);
}

export const MEDIA_TEXTS = {
  tooLarge: 'The file is larger than 20 MB',
  tooManyPixels: 'The image is larger than 40 megapixels',
  noFile: 'Send the image as the field "file" of a multipart/form-data body',
  oneFile: 'Send one file at a time',
  notMultipart: 'Send the image as multipart/form-data',
  malformed: 'The upload is not a well-formed multipart/form-data body',
  fieldTooLong: (field: string) => `${field} is too long`,
  unknownField: (field: string) => `${field} is not a field of an upload`,
  damaged: 'The image cannot be read: the file is damaged or cut short',
  notAnImage: 'The file is not an image this library accepts (JPEG, PNG, WebP, AVIF, GIF or SVG)',
  notWhatItClaims: (claimed: string, found: string) => `The file claims to be ${claimed} but its bytes are ${found}`,
  svgTooLarge: 'An SVG may be at most 2 MB',
  emptySvg: 'Nothing of this SVG is left once scripts, event handlers and external references are removed',
  altRequired: 'Describe the image in alt (what a visitor who cannot see it needs to know), or mark it decorative',
  altTooLong: 'alt must be at most 300 characters',
  nameTooLong: 'name must be at most 200 characters',
  decorativeFlag: 'decorative must be true or false',
  unsafeText: (field: string) => `${field} contains a NUL character or invalid Unicode`,
  notFound: (id: string) => `No image has the id ${id}`,
  stale: (current: number, yours: number) =>
    `This image was changed by someone else since you opened it (version ${current}, yours ${yours}). Reload it and apply your changes again.`,
  inUse,
  deleted: (name: string) => `“${name}” is deleted`,
  purged: (name: string) => `“${name}” is deleted, and its files with it: their addresses answer 404 from now on`,
  sharedFile: (name: string, other: string) =>
    `“${name}” has the same file as “${other}”, which still uses it, so its files cannot be deleted now. Delete it without purging, or delete “${other}” first.`,
  bucketUnavailable: 'The storage that holds the image files is not reachable right now, so nothing was saved. Please try again shortly.',
  bucketUnreadable: 'This image cannot be read right now. Please try again shortly.',
} as const;
