/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ApprovalDecisionInput } from '../models/ApprovalDecisionInput';
import type { DeletedDto } from '../models/DeletedDto';
import type { DeliverableLinkInput } from '../models/DeliverableLinkInput';
import type { DeliverableRecord } from '../models/DeliverableRecord';
import type { DeliverableUpload } from '../models/DeliverableUpload';
import type { OfferPortalInput } from '../models/OfferPortalInput';
import type { OfferPortalRecord } from '../models/OfferPortalRecord';
import type { OnboardingAnswersInput } from '../models/OnboardingAnswersInput';
import type { ProjectMessageInput } from '../models/ProjectMessageInput';
import type { ProjectMessageRecord } from '../models/ProjectMessageRecord';
import type { ProjectMessageUpload } from '../models/ProjectMessageUpload';
import type { ProjectPage } from '../models/ProjectPage';
import type { ProjectRecord } from '../models/ProjectRecord';
import type { ProjectReportingInput } from '../models/ProjectReportingInput';
import type { ProjectReportRecord } from '../models/ProjectReportRecord';
import type { ProjectStagesInput } from '../models/ProjectStagesInput';
import type { ProjectThread } from '../models/ProjectThread';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class ProjectsService {
  /**
   * Delete a deliverable
   * Removes it from the project; a file is deleted from the store at once.
   *
   * **Access:** a member of the team whose role holds `projects` (session cookie or access token), or an API key with the `projects:write` scope.
   * @returns DeletedDto Delete a deliverable
   * @throws ApiError
   */
  public static deleteDeliverable({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/deliverable/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`projects\`; or the API key lacks the scope`,
        404: `No deliverable with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Approve, or ask for changes
   * The project’s customer approves the deliverable, or asks for changes saying which. The Admins are mailed.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns DeliverableRecord Approve, or ask for changes
   * @throws ApiError
   */
  public static decideApproval({
    id,
    requestBody,
  }: {
    id: string,
    requestBody: ApprovalDecisionInput,
  }): CancelablePromise<DeliverableRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/deliverable/{id}/approval',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `Changes asked without a comment, or a comment over 2000 characters`,
        401: `Not signed in, or the session expired`,
        403: `An API key was sent: keys cannot call this operation`,
        404: `No deliverable with this id, or it is another customer's`,
        409: `No approval is asked, or it was approved already`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Ask the client to approve
   * Asks the project’s customer to approve the deliverable or say what to change (again, after changes); they are mailed a link to the project.
   *
   * **Access:** a member of the team whose role holds `projects` (session cookie or access token), or an API key with the `projects:write` scope.
   * @returns DeliverableRecord Ask the client to approve
   * @throws ApiError
   */
  public static requestApproval({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeliverableRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/deliverable/{id}/approval-request',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`projects\`; or the API key lacks the scope`,
        404: `No deliverable with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Download a delivered file
   * The file, to its project’s customer, an Admin or an API key; every download is logged (who, when).
   *
   * **Access:** any signed-in account (session cookie or access token), or an API key with the `projects:read` scope.
   * @returns binary The file, as an attachment, never cached
   * @throws ApiError
   */
  public static downloadDeliverable({
    id,
  }: {
    id: string,
  }): CancelablePromise<Blob> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/deliverable/{id}/file',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `The API key lacks the scope`,
        404: `No file deliverable with this id, or it is another customer's`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read an offer’s project set-up
   * The stages and onboarding questions a new project of this offer starts with (Onboarding, Audit, Implementation, Monthly reporting and no questions until set).
   *
   * **Access:** a member of the team whose role holds `projects` (session cookie or access token), or an API key with the `projects:read` scope.
   * @returns OfferPortalRecord Read an offer’s project set-up
   * @throws ApiError
   */
  public static getOfferPortal({
    id,
  }: {
    id: string,
  }): CancelablePromise<OfferPortalRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/offer-portal/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`projects\`; or the API key lacks the scope`,
        404: `No pricing package with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Set an offer’s project set-up
   * The stages and onboarding questions new projects of this offer start with; projects already open keep theirs.
   *
   * **Access:** a member of the team whose role holds `projects` (session cookie or access token), or an API key with the `projects:write` scope.
   * @returns OfferPortalRecord Set an offer’s project set-up
   * @throws ApiError
   */
  public static updateOfferPortal({
    id,
    requestBody,
  }: {
    id: string,
    requestBody: OfferPortalInput,
  }): CancelablePromise<OfferPortalRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/offer-portal/{id}',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `No stage, a stage or question without a name or too long, or too many`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`projects\`; or the API key lacks the scope`,
        404: `No pricing package with this id`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a project
   * One project with its stages, the stage under way and the onboarding questions and answers; its customer, an Admin or an API key.
   *
   * **Access:** any signed-in account (session cookie or access token), or an API key with the `projects:read` scope.
   * @returns ProjectRecord Read a project
   * @throws ApiError
   */
  public static getProject({
    id,
  }: {
    id: string,
  }): CancelablePromise<ProjectRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/project/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `The API key lacks the scope`,
        404: `No project with this id, or it is another customer's`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List a project’s deliverables
   * Files and links delivered on the project, newest first, with their approvals; the Admins and API keys also read who downloaded each file and when.
   *
   * **Access:** any signed-in account (session cookie or access token), or an API key with the `projects:read` scope.
   * @returns DeliverableRecord List a project’s deliverables
   * @throws ApiError
   */
  public static getDeliverables({
    id,
  }: {
    id: string,
  }): CancelablePromise<Array<DeliverableRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/project/{id}/deliverables',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `The API key lacks the scope`,
        404: `No project with this id, or it is another customer's`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Deliver a file
   * Adds a file (PDF, PNG, JPEG, WebP, GIF, XLSX, DOCX, PPTX, ZIP, CSV or plain text, at most 20 MB, judged by its bytes) with its title, as multipart/form-data. It is never under a public address: only its project’s customer and the agency download it. The customer is mailed a link to the project.
   *
   * **Access:** a member of the team whose role holds `projects` (session cookie or access token), or an API key with the `projects:write` scope.
   * @returns DeliverableRecord Deliver a file
   * @throws ApiError
   */
  public static uploadDeliverable({
    id,
    formData,
  }: {
    id: string,
    formData: DeliverableUpload,
  }): CancelablePromise<DeliverableRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/project/{id}/deliverables',
      path: {
        'id': id,
      },
      formData: formData,
      mediaType: 'multipart/form-data',
      errors: {
        400: `No title, or a file that is not an accepted type by its bytes`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`projects\`; or the API key lacks the scope`,
        404: `No project with this id`,
        413: `The file is larger than 20 MB`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Deliver a link
   * Adds a link (a shared document, a dashboard) with its title to the project. The customer is mailed a link to the project.
   *
   * **Access:** a member of the team whose role holds `projects` (session cookie or access token), or an API key with the `projects:write` scope.
   * @returns DeliverableRecord Deliver a link
   * @throws ApiError
   */
  public static addDeliverableLink({
    id,
    requestBody,
  }: {
    id: string,
    requestBody: DeliverableLinkInput,
  }): CancelablePromise<DeliverableRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/project/{id}/links',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `No title, or not an http(s) address`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`projects\`; or the API key lacks the scope`,
        404: `No project with this id`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a project’s thread
   * The messages between the project’s client and the agency, oldest first, and how many from the other side the reader has not read. Reading marks nothing read.
   *
   * **Access:** any signed-in account (session cookie or access token), or an API key with the `projects:read` scope.
   * @returns ProjectThread Read a project’s thread
   * @throws ApiError
   */
  public static getProjectMessages({
    id,
  }: {
    id: string,
  }): CancelablePromise<ProjectThread> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/project/{id}/messages',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `The API key lacks the scope`,
        404: `No project with this id, or it is another customer's`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Write in a project’s thread
   * The project’s client or an Admin writes in its thread; the other side is mailed a link to the project and the message’s first 80 characters, no more.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns ProjectMessageRecord Write in a project’s thread
   * @throws ApiError
   */
  public static addProjectMessage({
    id,
    requestBody,
  }: {
    id: string,
    requestBody: ProjectMessageInput,
  }): CancelablePromise<ProjectMessageRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/project/{id}/messages',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `An empty message, or one over 4000 characters`,
        401: `Not signed in, or the session expired`,
        403: `An API key was sent: keys cannot call this operation`,
        404: `No project with this id, or it is another customer's`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Write in a project’s thread with a file
   * The project’s client or an Admin writes a message with a file attached, as multipart/form-data (the file, and the message, its name when left out). The file becomes a private deliverable of the project, listed with the message; the other side is mailed a link and a preview, as for any message.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns ProjectMessageRecord Write in a project’s thread with a file
   * @throws ApiError
   */
  public static addProjectMessageWithFile({
    id,
    formData,
  }: {
    id: string,
    formData: ProjectMessageUpload,
  }): CancelablePromise<ProjectMessageRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/project/{id}/messages/attachment',
      path: {
        'id': id,
      },
      formData: formData,
      mediaType: 'multipart/form-data',
      errors: {
        400: `A message over 4000 characters, or a file that is not an accepted type by its bytes`,
        401: `Not signed in, or the session expired`,
        403: `An API key was sent: keys cannot call this operation`,
        404: `No project with this id, or it is another customer's`,
        413: `The file is larger than 20 MB`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Mark a project’s thread read
   * The reader (the client, or the agency for every Admin) has read the thread up to now: its unread count is 0.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns ProjectThread Mark a project’s thread read
   * @throws ApiError
   */
  public static markProjectMessagesRead({
    id,
  }: {
    id: string,
  }): CancelablePromise<ProjectThread> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/project/{id}/messages/read',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `An API key was sent: keys cannot call this operation`,
        404: `No project with this id, or it is another customer's`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Answer the onboarding questions
   * The project’s customer answers its onboarding questions, one answer per question in order (an empty text for an optional one left out); answering again replaces the answers. A line takes 300 characters, a paragraph 4000.
   *
   * **Access:** any signed-in account (session cookie or access token); API keys are refused.
   * @returns ProjectRecord Answer the onboarding questions
   * @throws ApiError
   */
  public static answerOnboarding({
    id,
    requestBody,
  }: {
    id: string,
    requestBody: OnboardingAnswersInput,
  }): CancelablePromise<ProjectRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/project/{id}/onboarding',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `Not one answer per question, a required answer empty, or one too long`,
        401: `Not signed in, or the session expired`,
        403: `An API key was sent: keys cannot call this operation`,
        404: `No project with this id, or it is another customer's`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Set a project’s site reports
   * The site its reports audit (null: the client’s onboarding answer naming it) and how often a retainer’s site is audited: weekly, monthly (the default), quarterly or off. A changed schedule counts from the last scheduled report.
   *
   * **Access:** a member of the team whose role holds `projects` (session cookie or access token), or an API key with the `projects:write` scope.
   * @returns ProjectRecord Set a project’s site reports
   * @throws ApiError
   */
  public static updateProjectReporting({
    id,
    requestBody,
  }: {
    id: string,
    requestBody: ProjectReportingInput,
  }): CancelablePromise<ProjectRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/project/{id}/reporting',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `Not an http(s) address, one the audit’s address rules refuse, or an unknown schedule`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`projects\`; or the API key lacks the scope`,
        404: `No project with this id`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List a project’s site reports
   * The site reports of the project, newest first: each audit’s score, its change since the report before, and the issues new and fixed; its customer, a member whose role holds the client portal, or an API key. Each one’s audit run id is given only to those who may read audits (the audits permission, or a key of scope audits:read).
   *
   * **Access:** any signed-in account (session cookie or access token), or an API key with the `projects:read` scope.
   * @returns ProjectReportRecord List a project’s site reports
   * @throws ApiError
   */
  public static getProjectReports({
    id,
  }: {
    id: string,
  }): CancelablePromise<Array<ProjectReportRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/project/{id}/reports',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `The API key lacks the scope`,
        404: `No project with this id, or it is another customer's`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Run a site report now
   * Queues an audit of the project’s site outside its schedule (the schedule goes on as planned). When it ends the report is on the project and its customer is mailed a link.
   *
   * **Access:** a member of the team whose role holds `projects` (session cookie or access token), or an API key with the `projects:write` scope.
   * @returns ProjectReportRecord Run a site report now
   * @throws ApiError
   */
  public static runProjectReport({
    id,
  }: {
    id: string,
  }): CancelablePromise<ProjectReportRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/project/{id}/reports',
      path: {
        'id': id,
      },
      errors: {
        400: `The site address is refused by the audit’s address rules`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`projects\`; or the API key lacks the scope`,
        404: `No project with this id`,
        409: `No site address is known for the project, or one of its reports is under way`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Download a site report as PDF
   * A finished site report of the project as a PDF: its score, its change since the report before, the issues new and fixed, and every issue with the addresses that fail it. To whoever reads the report: its customer, a member whose role holds the client portal, or an API key of scope projects:read. Never cached.
   *
   * **Access:** any signed-in account (session cookie or access token), or an API key with the `projects:read` scope.
   * @returns binary The report as a PDF (A4) in the agency's brand
   * @throws ApiError
   */
  public static getProjectReportPdf({
    id,
    reportId,
  }: {
    id: string,
    reportId: string,
  }): CancelablePromise<Blob> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/project/{id}/reports/{reportId}/pdf',
      path: {
        'id': id,
        'reportId': reportId,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `The API key lacks the scope`,
        404: `No project with this id, or it is another customer's, or no report with this id in it`,
        409: `The report’s audit is not done (under way, or failed)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Plan a project’s stages
   * Replaces the project’s stages (names and dates) and sets the stage under way. When the stage under way changes, its customer is mailed a link to the project, and a stage without a start date starts today.
   *
   * **Access:** a member of the team whose role holds `projects` (session cookie or access token), or an API key with the `projects:write` scope.
   * @returns ProjectRecord Plan a project’s stages
   * @throws ApiError
   */
  public static updateProjectStages({
    id,
    requestBody,
  }: {
    id: string,
    requestBody: ProjectStagesInput,
  }): CancelablePromise<ProjectRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/project/{id}/stages',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A stage without a name, a date not written YYYY-MM-DD, an end before its start, or a current stage out of the list`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`projects\`; or the API key lacks the scope`,
        404: `No project with this id`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List projects
   * One page of projects (one per paid order or started retainer), newest first: a customer gets their own, an Admin or an API key everyone's.
   *
   * **Access:** any signed-in account (session cookie or access token), or an API key with the `projects:read` scope.
   * @returns ProjectPage List projects
   * @throws ApiError
   */
  public static getProjects({
    page = 1,
    pageSize = 10,
  }: {
    page?: number,
    pageSize?: number,
  }): CancelablePromise<ProjectPage> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/projects',
      query: {
        'page': page,
        'pageSize': pageSize,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `The API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
