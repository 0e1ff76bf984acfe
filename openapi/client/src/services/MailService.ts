/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MailKind } from '../models/MailKind';
import type { MailKindDto } from '../models/MailKindDto';
import type { MailPreviewDto } from '../models/MailPreviewDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class MailService {
  /**
   * Every kind of mail the site sends
   * @returns MailKindDto
   * @throws ApiError
   */
  public static getMailPreviews(): CancelablePromise<Array<MailKindDto>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/mail-previews',
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * One kind of mail as it is sent now: the current brand, made-up data
   * @returns MailPreviewDto
   * @throws ApiError
   */
  public static getMailPreview({
    kind,
  }: {
    kind: MailKind,
  }): CancelablePromise<MailPreviewDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/mail-previews/{kind}',
      path: {
        'kind': kind,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `The site sends no mail of this kind`,
      },
    });
  }
}
