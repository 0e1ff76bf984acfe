/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CaseStudyInput } from '../models/CaseStudyInput';
import type { CaseStudyList } from '../models/CaseStudyList';
import type { CaseStudyPreview } from '../models/CaseStudyPreview';
import type { CaseStudyPreviewInput } from '../models/CaseStudyPreviewInput';
import type { CaseStudyPublic } from '../models/CaseStudyPublic';
import type { CaseStudyRecord } from '../models/CaseStudyRecord';
import type { CaseStudyRevisionSummary } from '../models/CaseStudyRevisionSummary';
import type { CaseStudySummary } from '../models/CaseStudySummary';
import type { DeletedDto } from '../models/DeletedDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class CaseStudiesService {
  /**
   * Published case studies, newest first, of every industry and service or of one
   * The list the public page /case-studies/ shows, with every industry and service to filter by. Filter by an industry’s or a service’s slug (as the list gives them); one that no published study has answers 404. Scheduled studies appear once their time has come. Anyone may call it.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns CaseStudyList Published case studies, newest first, of every industry and service or of one
   * @throws ApiError
   */
  public static getCaseStudies({
    industry,
    service,
  }: {
    industry?: string,
    service?: string,
  }): CancelablePromise<CaseStudyList> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/case-studies',
      query: {
        'industry': industry,
        'service': service,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No published case study has this industry or service`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * A published case study by its slug, its rich text as HTML
   * What /case-studies/{slug} shows: the client, industry, services, the challenge and what was done (as HTML), results, quote, cover and gallery. Drafts, and scheduled studies before their time, answer 404. Anyone may call it.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns CaseStudyPublic A published case study by its slug, its rich text as HTML
   * @throws ApiError
   */
  public static getCaseStudy({
    slug,
  }: {
    slug: string,
  }): CancelablePromise<CaseStudyPublic> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/case-studies/by-slug/{slug}',
      path: {
        'slug': slug,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No published case study has this slug`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Every case study, drafts and scheduled ones included, the last saved first
   * The back office’s list. The rich text is not included; load one case study for it.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns CaseStudySummary Every case study, drafts and scheduled ones included, the last saved first
   * @throws ApiError
   */
  public static listCaseStudies(): CancelablePromise<Array<CaseStudySummary>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/case-studies/manage',
      errors: {
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a case study: a draft, or published or scheduled by its status and time
   * Creates a case study. Its slug is made from the title when left out. Recorded in the audit log. The site keeps at most 500.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns CaseStudyRecord Add a case study: a draft, or published or scheduled by its status and time
   * @throws ApiError
   */
  public static addCaseStudy({
    requestBody,
  }: {
    requestBody: CaseStudyInput,
  }): CancelablePromise<CaseStudyRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/case-studies/manage',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field breaks its rule (the message names it): a missing client or industry, too many results, an image not in the library, a bad date…, or the site has as many case studies as it keeps`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The slug is another case study’s address (the message names it) or one of the list’s own (industry, service)`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * The unsaved rich text as the page will show it (nothing is stored)
   * Renders unsaved rich text to the HTML the public page would show. Nothing is stored; it only reads, hence the `content:read` scope.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns CaseStudyPreview The unsaved rich text as the page will show it (nothing is stored)
   * @throws ApiError
   */
  public static previewCaseStudy({
    requestBody,
  }: {
    requestBody: CaseStudyPreviewInput,
  }): CancelablePromise<CaseStudyPreview> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/case-studies/manage/preview',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A text is not rich text, or too deep or large`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a case study: its address answers the not-found page
   * Deletes it for good (add a redirect if it had visitors). Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a case study: its address answers the not-found page
   * @throws ApiError
   */
  public static deleteCaseStudy({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/case-studies/manage/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No case study with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * A case study as its editor loads it
   * Every field the editor needs and the version, to send back in If-Match when saving.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns CaseStudyRecord A case study as its editor loads it
   * @throws ApiError
   */
  public static getCaseStudyForEdit({
    id,
  }: {
    id: string,
  }): CancelablePromise<CaseStudyRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/case-studies/manage/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No case study with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Save a case study; its status and publish time publish, schedule or withdraw it
   * Replaces a case study’s fields. With `redirectOldSlug`, a changed slug also redirects the old address (301) in the same save. Send the loaded version in If-Match so a save over someone else’s is refused (409). Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns CaseStudyRecord Save a case study; its status and publish time publish, schedule or withdraw it
   * @throws ApiError
   */
  public static updateCaseStudy({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: CaseStudyInput,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<CaseStudyRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/case-studies/manage/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field breaks its rule (the message names it): a missing client or industry, too many results, an image not in the library, a bad date…`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No case study with this id`,
        409: `The slug is another case study’s address (the message names it) or one of the list’s own (industry, service); or someone saved it since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * A case study’s revisions, newest first (the last 50 saves)
   * Each save that changed the study kept it as it was then: its version, title, who saved it and when. Restore one to bring its content back.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns CaseStudyRevisionSummary A case study’s revisions, newest first (the last 50 saves)
   * @throws ApiError
   */
  public static getCaseStudyRevisions({
    id,
  }: {
    id: string,
  }): CancelablePromise<Array<CaseStudyRevisionSummary>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/case-studies/manage/{id}/revisions',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No case study with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Bring a revision’s content back, as a new save
   * Saves the revision’s content and search appearance over the study, checked like any save (its library images must still exist); the address and the publication stay as they are. Recorded in the audit log and kept as a revision itself.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns CaseStudyRecord Bring a revision’s content back, as a new save
   * @throws ApiError
   */
  public static restoreCaseStudyRevision({
    id,
    revision,
    ifMatch,
  }: {
    id: string,
    revision: string,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<CaseStudyRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/case-studies/manage/{id}/revisions/{revision}/restore',
      path: {
        'id': id,
        'revision': revision,
      },
      headers: {
        'if-match': ifMatch,
      },
      errors: {
        400: `An image of the revision is no longer in the library`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No such case study or revision`,
        409: `Someone saved it since the version named in If-Match`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
