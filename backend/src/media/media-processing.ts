import { createHash } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import {
  isTokenAtKeyword,
  isTokenBadURL,
  isTokenComment,
  isTokenFunction,
  isTokenString,
  isTokenURL,
  isTokenWhitespace,
  tokenize,
} from '@csstools/css-tokenizer';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { MediaFormat } from './media-item.entity.js';
import { MEDIA_LIMITS, MEDIA_TEXTS } from './texts.js';

/** The widths the public pages ask for (their `sizes` fit these); none wider than the original is made. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The formats a variant may be in, with the type it is served as. */
export const VARIANT_TYPES: Readonly<Record<string, string>> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

export const SVG_TYPE = 'image/svg+xml';

/** An SVG is parsed whole into a DOM to be sanitised: past this size that costs hundreds of megabytes. */
export const SVG_MAX_BYTES = 2 * 1024 * 1024;

const UPLOAD_TYPES: Readonly<Record<MediaFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: SVG_TYPE,
};

const TYPE_NAMES: Readonly<Record<MediaFormat, string>> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', avif: 'AVIF', gif: 'GIF', svg: 'SVG' };

const CLAIMED_BY_MIMETYPE: Readonly<Record<string, MediaFormat>> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

const CLAIMED_BY_EXTENSION: Readonly<Record<string, MediaFormat>> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jpe: 'jpeg',
  jfif: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
  svg: 'svg',
};

/** Types a browser sends when it does not know: they claim nothing. */
const UNCLAIMED = new Set(['', 'application/octet-stream']);

/** Each decode holds one image at a time, and libvips keeps no decoded images around between uploads. */
sharp.cache(false);

export interface InspectedImage {
  format: MediaFormat;
  /** as shown, after the EXIF orientation */
  width: number;
  height: number;
  hasAlpha: boolean;
  /** the sanitised document, for an SVG */
  svg?: string;
}

export interface StoredBlob {
  key: string;
  contentType: string;
  body: Buffer;
}

/** The name of an upload's blobs: the first 16 hex digits of its SHA-256. */
export const contentHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

export const variantKey = (hash: string, width: number, format: string) => `${hash}-${width}.${format}`;
export const originalKey = (hash: string) => `${hash}.orig`;
export const svgKey = (hash: string) => `${hash}.svg`;

/**
 * Variant widths for an image `width` pixels wide: those of VARIANT_WIDTHS it fills, and its own
 * width when it is narrower than the largest, so the image is served at its full size: a
 * 1200 × 630 sharing image is 1200 × 630 for the networks that fetch it (not the 960 below it).
 */
export function variantWidths(width: number): number[] {
  const fitting: number[] = VARIANT_WIDTHS.filter((candidate) => candidate <= width);
  return width < VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] && !fitting.includes(width) ? [...fitting, width] : fitting;
}

/** AVIF, WebP, then what every browser shows: JPEG for photographs, PNG for what has transparency or few colours. */
export function variantFormats(format: MediaFormat, hasAlpha: boolean): string[] {
  if (format === 'svg') return [];
  const fallback = format === 'jpeg' ? 'jpeg' : format === 'png' || format === 'gif' || hasAlpha ? 'png' : 'jpeg';
  return ['avif', 'webp', fallback];
}

function looksLikeSvg(bytes: Buffer): boolean {
  const start = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  // Only text is read whole: a photo's bytes never start with '<'.
  return start.startsWith('<') && /<svg[\s>/]/i.test(bytes.toString('utf8'));
}

/** What the bytes are, whatever the upload claims; undefined when they are no image this library takes. */
async function detect(bytes: Buffer): Promise<{ format: MediaFormat; metadata?: Metadata } | undefined> {
  if (looksLikeSvg(bytes)) return { format: 'svg' };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return undefined;
  }
  const format =
    metadata.format === 'heif'
      ? metadata.compression === 'av1'
        ? 'avif'
        : undefined
      : (['jpeg', 'png', 'webp', 'gif'] as const).find((known) => known === metadata.format);
  return format ? { format, metadata } : undefined;
}

const extensionOf = (filename: string) => /\.([A-Za-z0-9]{1,8})$/.exec(filename)?.[1]?.toLowerCase();

/**
 * Checks an upload before anything is made from it: it must be an accepted image whose bytes are
 * the type its name and content type claim, within the pixel limit; an SVG must keep something once
 * sanitised. Throws a 400 with the reason otherwise.
 */
export async function inspect(bytes: Buffer, filename: string, mimetype: string): Promise<InspectedImage> {
  const found = await detect(bytes);
  if (!found) throw new BadRequestException(MEDIA_TEXTS.notAnImage);
  const type = mimetype.split(';')[0].trim().toLowerCase();
  const extension = extensionOf(filename);
  if (!UNCLAIMED.has(type) && CLAIMED_BY_MIMETYPE[type] !== found.format) {
    throw new BadRequestException(MEDIA_TEXTS.notWhatItClaims(type.slice(0, 100), TYPE_NAMES[found.format]));
  }
  if (extension && CLAIMED_BY_EXTENSION[extension] && CLAIMED_BY_EXTENSION[extension] !== found.format) {
    throw new BadRequestException(MEDIA_TEXTS.notWhatItClaims(`.${extension}`, TYPE_NAMES[found.format]));
  }
  if (found.format === 'svg') {
    if (bytes.length > SVG_MAX_BYTES) throw new BadRequestException(MEDIA_TEXTS.svgTooLarge);
    const svg = await sanitizeSvg(bytes.toString('utf8'));
    return { format: 'svg', ...svgSize(svg.size), hasAlpha: true, svg: svg.text };
  }
  const metadata = found.metadata!;
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width * height > MEDIA_LIMITS.pixels) throw new BadRequestException(MEDIA_TEXTS.tooManyPixels);
  if (width < 1 || height < 1) throw new BadRequestException(MEDIA_TEXTS.notAnImage);
  // Orientations 5 to 8 turn the picture a quarter: it shows as wide as it is stored high.
  const turned = (metadata.orientation ?? 1) >= 5;
  return { format: found.format, width: turned ? height : width, height: turned ? width : height, hasAlpha: metadata.hasAlpha ?? false };
}

export const uploadType = (format: MediaFormat) => UPLOAD_TYPES[format];

function encode(image: Sharp, format: string): Promise<Buffer> {
  switch (format) {
    // AVIF's encoder is most of an upload's time: effort 3 is both quicker and smaller than 2, and 4
    // costs several times as long for little less (docs/performance.md, "Why the code is shaped so").
    case 'avif':
      return image.avif({ quality: 50, effort: 3 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 75, effort: 4 }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9, effort: 7 }).toBuffer();
    default:
      return image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  }
}

/**
 * Makes the variants of a raster image whose keys `wanted` accepts, one after the other. The
 * original is decoded once (turned upright by its EXIF orientation, first frame of a GIF) at the
 * largest width offered, and every variant is made from those pixels: they carry no metadata (no
 * GPS position, no camera), since raw pixels have none and sharp writes none unless told.
 */
export async function makeVariants(bytes: Buffer, image: InspectedImage, hash: string, wanted: (key: string) => boolean = () => true): Promise<StoredBlob[]> {
  const widths = variantWidths(image.width);
  const formats = variantFormats(image.format, image.hasAlpha);
  const missing = widths.flatMap((width) => formats.map((format) => ({ width, format, key: variantKey(hash, width, format) }))).filter((v) => wanted(v.key));
  if (missing.length === 0) return [];
  // 8-bit sRGB whatever came in (16-bit PNG, CMYK or greyscale JPEG), so the variants read the pixels as they are.
  const { data, info } = await sharp(bytes, { limitInputPixels: MEDIA_LIMITS.pixels })
    .rotate()
    .resize({ width: widths.at(-1), withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      // Its header was read already: what fails now is the picture itself, cut short or damaged.
      throw new BadRequestException(MEDIA_TEXTS.damaged);
    });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const blobs: StoredBlob[] = [];
  for (const variant of missing) {
    const resized = sharp(data, { raw }).resize({ width: variant.width, withoutEnlargement: true });
    blobs.push({ key: variant.key, contentType: VARIANT_TYPES[variant.format], body: await encode(resized, variant.format) });
  }
  return blobs;
}

/** CSS functions that fetch or run something other than a fragment of the document: never kept. */
const FETCHING_FUNCTIONS = new Set([
  'image',
  'image-set',
  '-webkit-image-set',
  'cross-fade',
  '-webkit-cross-fade',
  'element',
  '-moz-element',
  'expression',
  'paint',
]);

/**
 * Whether an attribute value, read as CSS (style, and the presentation attributes such as fill and
 * filter, are CSS), references nothing but the document's own fragments (`url(#g)`). Read by a CSS
 * tokenizer, so escapes are decoded as a browser decodes them (`u\rl(`, `\75 rl(` and `URL(` are all
 * url()). A comment, an at-rule, a malformed url() or a fetching function (image-set()…) drops the
 * value: none belongs in a drawing, and a comment splitting a name (`u`, a comment, `rl(`) is something
 * a lenient reader may join again.
 */
function cssStaysInside(value: string): boolean {
  if (!/[(@\\/]/.test(value)) return true;
  const tokens = tokenize({ css: value });
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (isTokenComment(token) || isTokenAtKeyword(token) || isTokenBadURL(token)) return false;
    if (isTokenURL(token) && !token[4].value.startsWith('#')) return false;
    if (isTokenFunction(token)) {
      const name = token[4].value.toLowerCase();
      if (FETCHING_FUNCTIONS.has(name)) return false;
      if (name === 'url' || name === 'src') {
        let next = i + 1;
        while (next < tokens.length && isTokenWhitespace(tokens[next])) next++;
        const argument = tokens[next];
        if (!argument || !isTokenString(argument) || !argument[4].value.startsWith('#')) return false;
      }
    }
  }
  return true;
}

type Purifier = {
  sanitize(dirty: string, config: Record<string, unknown>): DocumentFragment;
  addHook(hook: string, callback: (node: Element, data: { attrName: string; attrValue: string; keepAttr: boolean }) => void): void;
};

let svgTools: Promise<{ purify: Purifier; serialize: (node: Node) => string }> | undefined;

/** DOMPurify over jsdom, loaded at the first SVG (jsdom is big, and most starts never see one). */
function loadSvgTools() {
  svgTools ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]) as unknown as Purifier;
    // Only references inside the document itself: no link out, no image, font or stylesheet fetched from elsewhere.
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      if ((name === 'href' || name === 'xlink:href') && !data.attrValue.trim().startsWith('#')) data.keepAttr = false;
      if (!cssStaysInside(data.attrValue)) data.keepAttr = false;
    });
    const serializer = new window.XMLSerializer();
    return { purify, serialize: (node: Node) => serializer.serializeToString(node) };
  })();
  return svgTools;
}

/**
 * An SVG with nothing active or external left: DOMPurify's SVG profile (no script, no event
 * handler, no foreignObject) without <style> and with references only to the document's own
 * fragments. Written back as XML, so it is a well-formed .svg file. Refused when nothing is left.
 */
export async function sanitizeSvg(text: string): Promise<{ text: string; size: { width?: string; height?: string; viewBox?: string } }> {
  const { purify, serialize } = await loadSvgTools();
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'foreignObject', 'script', 'a'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== 'http://www.w3.org/2000/svg' || root.childElementCount === 0) {
    throw new BadRequestException(MEDIA_TEXTS.emptySvg);
  }
  const size = {
    width: root.getAttribute('width') ?? undefined,
    height: root.getAttribute('height') ?? undefined,
    viewBox: root.getAttribute('viewBox') ?? undefined,
  };
  return { text: `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root)}`, size };
}

/** An SVG's size in CSS pixels: its width and height when they are lengths in pixels, else its viewBox, else a browser's default for an image. */
function svgSize(size: { width?: string; height?: string; viewBox?: string }): { width: number; height: number } {
  const pixels = (value?: string) => {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value ?? '');
    return match ? Math.max(1, Math.round(Number(match[1]))) : undefined;
  };
  const box = (size.viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [boxWidth, boxHeight] = box.length === 4 && box.every(Number.isFinite) && box[2] > 0 && box[3] > 0 ? [box[2], box[3]] : [undefined, undefined];
  const width = pixels(size.width) ?? (boxWidth !== undefined ? Math.max(1, Math.round(boxWidth)) : 300);
  const height = pixels(size.height) ?? (boxHeight !== undefined ? Math.max(1, Math.round(boxHeight)) : 150);
  return { width: Math.min(width, 100_000), height: Math.min(height, 100_000) };
}
