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
   * List mail kinds
   * Every kind of mail the site sends, with its audience and whether it is transactional.
   *
   * **Access:** a member of the team whose role holds `settings` (session cookie or access token); API keys are refused.
   * @returns MailKindDto List mail kinds
   * @throws ApiError
   */
  public static getMailPreviews(): CancelablePromise<Array<MailKindDto>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/mail-previews',
      errors: {
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`settings\`; or an API key was sent: keys cannot call this operation`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Preview a mail
   * One kind of mail as it is sent now, with the current brand and made-up data: subject, HTML and text.
   *
   * **Access:** a member of the team whose role holds `settings` (session cookie or access token); API keys are refused.
   * @returns MailPreviewDto Preview a mail
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
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`settings\`; or an API key was sent: keys cannot call this operation`,
        404: `The site sends no mail of this kind`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
