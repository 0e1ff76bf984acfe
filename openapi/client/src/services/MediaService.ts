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
   * The library, newest first, searched by name or alt
   * API keys: needs the `content:read` scope.
   * @returns MediaPage
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add an image to the library; its variants are made at once
   * API keys: needs the `content:write` scope.
   * @returns MediaRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        413: `The file is larger than 20 MB`,
        415: `The body is not multipart/form-data`,
      },
    });
  }
  /**
   * Delete an image; refused while a record uses it
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
   * @throws ApiError
   */
  public static deleteMedia({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/media/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No image with this id`,
        409: `A record uses the image: the message names where`,
      },
    });
  }
  /**
   * One image, with where it is used
   * API keys: needs the `content:read` scope.
   * @returns MediaRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No image with this id`,
      },
    });
  }
  /**
   * Change an image's alt, label, decorative flag or focal point
   * API keys: needs the `content:write` scope.
   * @returns MediaRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No image with this id`,
        409: `Someone changed the image since the version named in If-Match`,
      },
    });
  }
  /**
   * Replace an image's file: its id and address stay, so every use follows
   * API keys: needs the `content:write` scope.
   * @returns MediaRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No image with this id`,
        409: `Someone changed the image since the version named in If-Match`,
        413: `The file is larger than 20 MB`,
        415: `The body is not multipart/form-data`,
      },
    });
  }
}
