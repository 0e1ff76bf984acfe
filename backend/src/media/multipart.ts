import { BadRequestException, HttpException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MEDIA_LIMITS, MEDIA_TEXTS } from './texts.js';

/** What busboy may hold of one upload: one file, a few short fields (app.factory.ts registers them with @fastify/multipart). */
export const MULTIPART_LIMITS = {
  fileSize: MEDIA_LIMITS.fileBytes,
  files: 1,
  fields: 8,
  parts: 10,
  /** alt is 300 characters, at most 4 bytes each in UTF-8 */
  fieldSize: 2048,
  fieldNameSize: 100,
  headerPairs: 100,
} as const;

/** A body declared larger than this cannot hold a file within the limit: refused before a byte is read. */
const MOST_BYTES = MEDIA_LIMITS.fileBytes + 64 * 1024;

export interface UploadedFile {
  /** the name the browser gave it: a hint of its type and a default label, never a path */
  filename: string;
  /** the type the browser claims */
  mimetype: string;
  bytes: Buffer;
}

export interface UploadForm {
  file: UploadedFile;
  fields: Record<string, string>;
}

interface MultipartErrors {
  RequestFileTooLargeError: new () => Error;
  FilesLimitError: new () => Error;
}

/**
 * Reads an upload from the request, in the handler (after every guard: nobody else gets to stream
 * a body into the server). The file is collected up to the limit and never beyond it; whatever
 * follows a refusal is read and dropped, so the client reads the answer rather than a reset.
 */
export async function readUpload(request: FastifyRequest, fieldNames: readonly string[]): Promise<UploadForm> {
  if (!request.isMultipart()) throw new UnsupportedMediaTypeException(MEDIA_TEXTS.notMultipart);
  if (Number(request.headers['content-length'] ?? 0) > MOST_BYTES) throw new PayloadTooLargeException(MEDIA_TEXTS.tooLarge);
  const errors = (request.server as unknown as { multipartErrors: MultipartErrors }).multipartErrors;
  let file: UploadedFile | undefined;
  const fields: Record<string, string> = {};
  let refusal: HttpException | undefined;
  const refuse = (error: HttpException) => (refusal ??= error);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          refuse(new BadRequestException(part.fieldname === 'file' ? MEDIA_TEXTS.oneFile : MEDIA_TEXTS.unknownField(part.fieldname)));
          continue;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of part.file as AsyncIterable<Buffer>) if (!refusal) chunks.push(chunk);
        if (part.file.truncated) refuse(new PayloadTooLargeException(MEDIA_TEXTS.tooLarge));
        file = { filename: part.filename ?? '', mimetype: part.mimetype ?? '', bytes: Buffer.concat(chunks) };
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (!fieldNames.includes(part.fieldname)) refuse(new BadRequestException(MEDIA_TEXTS.unknownField(part.fieldname.slice(0, 100))));
      else if (part.valueTruncated) refuse(new BadRequestException(MEDIA_TEXTS.fieldTooLong(part.fieldname)));
      else if (part.fieldname in fields) refuse(new BadRequestException(MEDIA_TEXTS.unknownField(`a second ${part.fieldname}`)));
      else if (value.includes('\u0000') || !value.isWellFormed()) refuse(new BadRequestException(MEDIA_TEXTS.unsafeText(part.fieldname)));
      else fields[part.fieldname] = value;
    }
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError) throw new PayloadTooLargeException(MEDIA_TEXTS.tooLarge);
    if (error instanceof errors.FilesLimitError) throw new BadRequestException(MEDIA_TEXTS.oneFile);
    if (error instanceof HttpException) throw error;
    // Everything busboy raises is about the body it was sent: no boundary, a part cut short, too many parts.
    throw new BadRequestException(`${MEDIA_TEXTS.malformed} (${error instanceof Error ? error.message : String(error)})`);
  }
  if (refusal) throw refusal;
  if (!file || file.bytes.length === 0) throw new BadRequestException(MEDIA_TEXTS.noFile);
  return { file, fields };
}
