/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DeletedDto } from '../models/DeletedDto';
import type { MediaFile } from '../models/MediaFile';
import type { MediaPage } from '../models/MediaPage';
import type { MediaRecord } from '../models/MediaRecord';
import type { MediaUpdate } from '../models/MediaUpdate';
import type { MediaUpload } from '../models/MediaUpload';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class MediaService {
  /**
   * List images
   * One page of the library, newest first, searched by name or alt text.
   *
   * **Access:** a member of the team whose role holds `media:read` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns MediaPage List images
   * @throws ApiError
   */
  public static getMediaList({
    page = 1,
    pageSize = 24,
    search,
  }: {
    page?: number,
    pageSize?: number,
    /**
     * matches the name or the alt, whatever the case
     */
    search?: string,
  }): CancelablePromise<MediaPage> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/media',
      query: {
        'page': page,
        'pageSize': pageSize,
        'search': search,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`media:read\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Upload an image
   * Adds an image (JPEG, PNG, WebP, AVIF, GIF or SVG, at most 20 MB and 40 megapixels; an SVG is sanitised) to the library as multipart/form-data with its alt text (or `decorative`); its resized variants are made at once. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `media:upload` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns MediaRecord Upload an image
   * @throws ApiError
   */
  public static uploadMedia({
    formData,
  }: {
    formData: MediaUpload,
  }): CancelablePromise<MediaRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/media',
      formData: formData,
      mediaType: 'multipart/form-data',
      errors: {
        400: `Not an accepted image, not what it claims, over 40 megapixels, or alt missing`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`media:upload\`; or the API key lacks the scope`,
        413: `The file is larger than 20 MB`,
        415: `The body is not multipart/form-data`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete an image
   * Deletes an image from the library: its stable address `/media/{id}` answers 404 at once. Its files (the original and every variant, whose addresses are content-addressed and cached as immutable) stay served for 7 days, so pages and caches that still name them keep working, and are then deleted. With `purge=true` the files are deleted at once, from the database or the bucket, and every address answers 404 now; copies a browser or a CDN already fetched are out of the server’s reach. Refused with 409 while a record uses the image (the message names where), and a purge while another image of the library has the same file.
   *
   * **Access:** a member of the team whose role holds `media:write` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete an image
   * @throws ApiError
   */
  public static deleteMedia({
    id,
    purge = 'false',
  }: {
    id: string,
    /**
     * true: delete the files at once, everywhere this server keeps them (the original and every variant), so their addresses answer 404 now instead of a week on
     */
    purge?: 'true' | 'false',
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/media/{id}',
      path: {
        'id': id,
      },
      query: {
        'purge': purge,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`media:write\`; or the API key lacks the scope`,
        404: `No image with this id`,
        409: `A record uses the image (the message names where), or, with purge, another image has the same file`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read an image
   * One image with its variants and where it is used.
   *
   * **Access:** a member of the team whose role holds `media:read` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns MediaRecord Read an image
   * @throws ApiError
   */
  public static getMedia({
    id,
  }: {
    id: string,
  }): CancelablePromise<MediaRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/media/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`media:read\`; or the API key lacks the scope`,
        404: `No image with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Change an image's details
   * Changes an image's alt text, label, decorative flag or focal point. Send the version read in If-Match: a change since then answers 409.
   *
   * **Access:** a member of the team whose role holds `media:write` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns MediaRecord Change an image's details
   * @throws ApiError
   */
  public static updateMedia({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: MediaUpdate,
    /**
     * The version the editor loaded; a change after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<MediaRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/media/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `alt missing for an image that is not decorative, or a value out of bounds`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`media:write\`; or the API key lacks the scope`,
        404: `No image with this id`,
        409: `Someone changed the image since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Replace an image's file
   * Replaces the file of an image: its id and address stay, so every use shows the new one.
   *
   * **Access:** a member of the team whose role holds `media:write` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns MediaRecord Replace an image's file
   * @throws ApiError
   */
  public static replaceMedia({
    id,
    formData,
    ifMatch,
  }: {
    id: string,
    formData: MediaFile,
    /**
     * The version the editor loaded; a change after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<MediaRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/media/{id}/file',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      formData: formData,
      mediaType: 'multipart/form-data',
      errors: {
        400: `Not an accepted image, not what it claims, or over 40 megapixels`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`media:write\`; or the API key lacks the scope`,
        404: `No image with this id`,
        409: `Someone changed the image since the version named in If-Match`,
        413: `The file is larger than 20 MB`,
        415: `The body is not multipart/form-data`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
