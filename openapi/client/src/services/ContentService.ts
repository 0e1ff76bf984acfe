/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AboutInput } from '../models/AboutInput';
import type { AboutRecord } from '../models/AboutRecord';
import type { AboutUpdate } from '../models/AboutUpdate';
import type { ActionInput } from '../models/ActionInput';
import type { ActionRecord } from '../models/ActionRecord';
import type { ActionUpdate } from '../models/ActionUpdate';
import type { BannerInput } from '../models/BannerInput';
import type { BannerRecord } from '../models/BannerRecord';
import type { BannerUpdate } from '../models/BannerUpdate';
import type { BusinessDetailsInput } from '../models/BusinessDetailsInput';
import type { BusinessDetailsRecord } from '../models/BusinessDetailsRecord';
import type { BusinessDetailsUpdate } from '../models/BusinessDetailsUpdate';
import type { ContactInput } from '../models/ContactInput';
import type { ContactRecord } from '../models/ContactRecord';
import type { ContactUpdate } from '../models/ContactUpdate';
import type { CopyrightInput } from '../models/CopyrightInput';
import type { CopyrightRecord } from '../models/CopyrightRecord';
import type { CopyrightUpdate } from '../models/CopyrightUpdate';
import type { CounterInput } from '../models/CounterInput';
import type { CounterRecord } from '../models/CounterRecord';
import type { CounterUpdate } from '../models/CounterUpdate';
import type { DeletedDto } from '../models/DeletedDto';
import type { DeletedRecordDto } from '../models/DeletedRecordDto';
import type { EmbedInput } from '../models/EmbedInput';
import type { EmbedRecord } from '../models/EmbedRecord';
import type { EmbedUpdate } from '../models/EmbedUpdate';
import type { ExperienceInput } from '../models/ExperienceInput';
import type { ExperienceRecord } from '../models/ExperienceRecord';
import type { ExperienceUpdate } from '../models/ExperienceUpdate';
import type { FaqItemInput } from '../models/FaqItemInput';
import type { FaqItemRecord } from '../models/FaqItemRecord';
import type { FaqItemUpdate } from '../models/FaqItemUpdate';
import type { FaqTextInput } from '../models/FaqTextInput';
import type { FaqTextRecord } from '../models/FaqTextRecord';
import type { FaqTextUpdate } from '../models/FaqTextUpdate';
import type { FeatureItemInput } from '../models/FeatureItemInput';
import type { FeatureItemRecord } from '../models/FeatureItemRecord';
import type { FeatureItemUpdate } from '../models/FeatureItemUpdate';
import type { FeaturesTextInput } from '../models/FeaturesTextInput';
import type { FeaturesTextRecord } from '../models/FeaturesTextRecord';
import type { FeaturesTextUpdate } from '../models/FeaturesTextUpdate';
import type { FooterAboutInput } from '../models/FooterAboutInput';
import type { FooterAboutRecord } from '../models/FooterAboutRecord';
import type { FooterAboutUpdate } from '../models/FooterAboutUpdate';
import type { FooterAddressInput } from '../models/FooterAddressInput';
import type { FooterAddressRecord } from '../models/FooterAddressRecord';
import type { FooterAddressUpdate } from '../models/FooterAddressUpdate';
import type { FooterSocialInput } from '../models/FooterSocialInput';
import type { FooterSocialRecord } from '../models/FooterSocialRecord';
import type { FooterSocialUpdate } from '../models/FooterSocialUpdate';
import type { ItemInput } from '../models/ItemInput';
import type { ItemRecord } from '../models/ItemRecord';
import type { ItemUpdate } from '../models/ItemUpdate';
import type { LogoInput } from '../models/LogoInput';
import type { LogoRecord } from '../models/LogoRecord';
import type { LogoUpdate } from '../models/LogoUpdate';
import type { PositionInput } from '../models/PositionInput';
import type { RevisionDto } from '../models/RevisionDto';
import type { SearchEnginesInput } from '../models/SearchEnginesInput';
import type { SearchEnginesRecord } from '../models/SearchEnginesRecord';
import type { SearchEnginesUpdate } from '../models/SearchEnginesUpdate';
import type { SectionDefinitionDto } from '../models/SectionDefinitionDto';
import type { SectionVisibilityDto } from '../models/SectionVisibilityDto';
import type { ServiceItemInput } from '../models/ServiceItemInput';
import type { ServiceItemRecord } from '../models/ServiceItemRecord';
import type { ServiceItemUpdate } from '../models/ServiceItemUpdate';
import type { ServiceTextInput } from '../models/ServiceTextInput';
import type { ServiceTextRecord } from '../models/ServiceTextRecord';
import type { ServiceTextUpdate } from '../models/ServiceTextUpdate';
import type { SiteIdentityInput } from '../models/SiteIdentityInput';
import type { SiteIdentityRecord } from '../models/SiteIdentityRecord';
import type { SiteIdentityUpdate } from '../models/SiteIdentityUpdate';
import type { SiteTextsInput } from '../models/SiteTextsInput';
import type { SiteTextsRecord } from '../models/SiteTextsRecord';
import type { SiteTextsUpdate } from '../models/SiteTextsUpdate';
import type { StepInput } from '../models/StepInput';
import type { StepRecord } from '../models/StepRecord';
import type { StepUpdate } from '../models/StepUpdate';
import type { TeamItemInput } from '../models/TeamItemInput';
import type { TeamItemRecord } from '../models/TeamItemRecord';
import type { TeamItemUpdate } from '../models/TeamItemUpdate';
import type { TeamTextInput } from '../models/TeamTextInput';
import type { TeamTextRecord } from '../models/TeamTextRecord';
import type { TeamTextUpdate } from '../models/TeamTextUpdate';
import type { TestimonialInput } from '../models/TestimonialInput';
import type { TestimonialRecord } from '../models/TestimonialRecord';
import type { TestimonialTextInput } from '../models/TestimonialTextInput';
import type { TestimonialTextRecord } from '../models/TestimonialTextRecord';
import type { TestimonialTextUpdate } from '../models/TestimonialTextUpdate';
import type { TestimonialUpdate } from '../models/TestimonialUpdate';
import type { VideoInput } from '../models/VideoInput';
import type { VideoItemInput } from '../models/VideoItemInput';
import type { VideoItemRecord } from '../models/VideoItemRecord';
import type { VideoItemUpdate } from '../models/VideoItemUpdate';
import type { VideoRecord } from '../models/VideoRecord';
import type { VideoUpdate } from '../models/VideoUpdate';
import type { VisibilityInput } from '../models/VisibilityInput';
import type { WorkSectionInput } from '../models/WorkSectionInput';
import type { WorkSectionRecord } from '../models/WorkSectionRecord';
import type { WorkSectionUpdate } from '../models/WorkSectionUpdate';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class ContentService {
  /**
   * List about
   * The records of the About section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns AboutRecord List about
   * @throws ApiError
   */
  public static getAbouts(): CancelablePromise<Array<AboutRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/about',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete an about record
   * Deletes a record of the About section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete an about record
   * @throws ApiError
   */
  public static deleteAbout({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/about-us/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No about record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read an about record
   * One record of the About section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns AboutRecord Read an about record
   * @throws ApiError
   */
  public static getAbout({
    id,
  }: {
    id: string,
  }): CancelablePromise<AboutRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/about-us/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No about record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List call to action
   * The records of the Call to action section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns ActionRecord List call to action
   * @throws ApiError
   */
  public static getActions(): CancelablePromise<Array<ActionRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/actions',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a call to action record
   * Deletes a record of the Call to action section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a call to action record
   * @throws ApiError
   */
  public static deleteAction({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/actions/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No call to action record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a call to action record
   * One record of the Call to action section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns ActionRecord Read a call to action record
   * @throws ApiError
   */
  public static getAction({
    id,
  }: {
    id: string,
  }): CancelablePromise<ActionRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/actions/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No call to action record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a service text record
   * Adds a record to the Service text section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns ServiceTextRecord Add a service text record
   * @throws ApiError
   */
  public static addServiceText({
    requestBody,
  }: {
    requestBody: ServiceTextInput,
  }): CancelablePromise<ServiceTextRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-Service',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add an about record
   * Adds a record to the About section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns AboutRecord Add an about record
   * @throws ApiError
   */
  public static addAbout({
    requestBody,
  }: {
    requestBody: AboutInput,
  }): CancelablePromise<AboutRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-about',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a call to action record
   * Adds a record to the Call to action section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns ActionRecord Add a call to action record
   * @throws ApiError
   */
  public static addAction({
    requestBody,
  }: {
    requestBody: ActionInput,
  }): CancelablePromise<ActionRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-action',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a banner record
   * Adds a record to the Banner section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns BannerRecord Add a banner record
   * @throws ApiError
   */
  public static addBanner({
    requestBody,
  }: {
    requestBody: BannerInput,
  }): CancelablePromise<BannerRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-banner',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a business details record
   * Adds a record to the Business details section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log. It decides where every new lead is mailed and the seller’s address and tax number on receipts: an Admin's in person, no API key reaches it.
   *
   * **Access:** a member of the team whose role holds `settings` (session cookie or access token); API keys are refused.
   * @returns BusinessDetailsRecord Add a business details record
   * @throws ApiError
   */
  public static addBusinessDetails({
    requestBody,
  }: {
    requestBody: BusinessDetailsInput,
  }): CancelablePromise<BusinessDetailsRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-business-details',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`settings\`; or an API key was sent: keys cannot call this operation`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a contact details record
   * Adds a record to the Contact details section, at the end of its list. Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns ContactRecord Add a contact details record
   * @throws ApiError
   */
  public static addContact({
    requestBody,
  }: {
    requestBody: ContactInput,
  }): CancelablePromise<ContactRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-contact',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a counters record
   * Adds a record to the Counters section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns CounterRecord Add a counters record
   * @throws ApiError
   */
  public static addCounter({
    requestBody,
  }: {
    requestBody: CounterInput,
  }): CancelablePromise<CounterRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-counter',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add an embeds record
   * Adds a record to the Embeds section, at the end of its list. Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns EmbedRecord Add an embeds record
   * @throws ApiError
   */
  public static addEmbed({
    requestBody,
  }: {
    requestBody: EmbedInput,
  }): CancelablePromise<EmbedRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-embed',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add an experience record
   * Adds a record to the Experience section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns ExperienceRecord Add an experience record
   * @throws ApiError
   */
  public static addExperience({
    requestBody,
  }: {
    requestBody: ExperienceInput,
  }): CancelablePromise<ExperienceRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-experience',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a faq text record
   * Adds a record to the FAQ text section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns FaqTextRecord Add a faq text record
   * @throws ApiError
   */
  public static addFaqText({
    requestBody,
  }: {
    requestBody: FaqTextInput,
  }): CancelablePromise<FaqTextRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-faq',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a faq items record
   * Adds a record to the FAQ items section, at the end of its list. Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns FaqItemRecord Add a faq items record
   * @throws ApiError
   */
  public static addFaqItem({
    requestBody,
  }: {
    requestBody: FaqItemInput,
  }): CancelablePromise<FaqItemRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-faq-item',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a feature items record
   * Adds a record to the Feature items section, at the end of its list. Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns FeatureItemRecord Add a feature items record
   * @throws ApiError
   */
  public static addFeatureItem({
    requestBody,
  }: {
    requestBody: FeatureItemInput,
  }): CancelablePromise<FeatureItemRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-feature-Item',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a features text record
   * Adds a record to the Features text section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns FeaturesTextRecord Add a features text record
   * @throws ApiError
   */
  public static addFeaturesText({
    requestBody,
  }: {
    requestBody: FeaturesTextInput,
  }): CancelablePromise<FeaturesTextRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-feature-text',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a footer about record
   * Adds a record to the Footer about section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns FooterAboutRecord Add a footer about record
   * @throws ApiError
   */
  public static addFooterAbout({
    requestBody,
  }: {
    requestBody: FooterAboutInput,
  }): CancelablePromise<FooterAboutRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-footer-about',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add an address, phone and e-mail record
   * Adds a record to the Address, phone and e-mail section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns FooterAddressRecord Add an address, phone and e-mail record
   * @throws ApiError
   */
  public static addFooterAddress({
    requestBody,
  }: {
    requestBody: FooterAddressInput,
  }): CancelablePromise<FooterAddressRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-footer-address',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a copyright record
   * Adds a record to the Copyright section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns CopyrightRecord Add a copyright record
   * @throws ApiError
   */
  public static addCopyright({
    requestBody,
  }: {
    requestBody: CopyrightInput,
  }): CancelablePromise<CopyrightRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-footer-copyright',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a footer social links record
   * Adds a record to the Footer social links section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns FooterSocialRecord Add a footer social links record
   * @throws ApiError
   */
  public static addFooterSocial({
    requestBody,
  }: {
    requestBody: FooterSocialInput,
  }): CancelablePromise<FooterSocialRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-footer-social',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add an items record
   * Adds a record to the Items section, at the end of its list. Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns ItemRecord Add an items record
   * @throws ApiError
   */
  public static addItem({
    requestBody,
  }: {
    requestBody: ItemInput,
  }): CancelablePromise<ItemRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-item',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a logo record
   * Adds a record to the Logo section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns LogoRecord Add a logo record
   * @throws ApiError
   */
  public static addLogo({
    requestBody,
  }: {
    requestBody: LogoInput,
  }): CancelablePromise<LogoRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-logo',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a search engines & analytics record
   * Adds a record to the Search engines & analytics section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log. It decides what script every public page loads and which origins its Content-Security-Policy allows: an Admin's in person, no API key reaches it.
   *
   * **Access:** a member of the team whose role holds `script` (session cookie or access token); API keys are refused.
   * @returns SearchEnginesRecord Add a search engines & analytics record
   * @throws ApiError
   */
  public static addSearchEngines({
    requestBody,
  }: {
    requestBody: SearchEnginesInput,
  }): CancelablePromise<SearchEnginesRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-search-engines',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`script\`; or an API key was sent: keys cannot call this operation`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a service items record
   * Adds a record to the Service items section, at the end of its list. Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns ServiceItemRecord Add a service items record
   * @throws ApiError
   */
  public static addServiceItem({
    requestBody,
  }: {
    requestBody: ServiceItemInput,
  }): CancelablePromise<ServiceItemRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-service-item',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a brand & site record
   * Adds a record to the Brand & site section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns SiteIdentityRecord Add a brand & site record
   * @throws ApiError
   */
  public static addSiteIdentity({
    requestBody,
  }: {
    requestBody: SiteIdentityInput,
  }): CancelablePromise<SiteIdentityRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-site-identity',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a fixed texts record
   * Adds a record to the Fixed texts section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns SiteTextsRecord Add a fixed texts record
   * @throws ApiError
   */
  public static addSiteTexts({
    requestBody,
  }: {
    requestBody: SiteTextsInput,
  }): CancelablePromise<SiteTextsRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-site-texts',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a work steps record
   * Adds a record to the Work steps section, at the end of its list. Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns StepRecord Add a work steps record
   * @throws ApiError
   */
  public static addStep({
    requestBody,
  }: {
    requestBody: StepInput,
  }): CancelablePromise<StepRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-step',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a team members record
   * Adds a record to the Team members section, at the end of its list. Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns TeamItemRecord Add a team members record
   * @throws ApiError
   */
  public static addTeamItem({
    requestBody,
  }: {
    requestBody: TeamItemInput,
  }): CancelablePromise<TeamItemRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-team-Item',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a team text record
   * Adds a record to the Team text section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns TeamTextRecord Add a team text record
   * @throws ApiError
   */
  public static addTeamText({
    requestBody,
  }: {
    requestBody: TeamTextInput,
  }): CancelablePromise<TeamTextRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-team-text',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a testimonials record
   * Adds a record to the Testimonials section, at the end of its list. Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns TestimonialRecord Add a testimonials record
   * @throws ApiError
   */
  public static addTestimonial({
    requestBody,
  }: {
    requestBody: TestimonialInput,
  }): CancelablePromise<TestimonialRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-testimonial',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a testimonial text record
   * Adds a record to the Testimonial text section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns TestimonialTextRecord Add a testimonial text record
   * @throws ApiError
   */
  public static addTestimonialText({
    requestBody,
  }: {
    requestBody: TestimonialTextInput,
  }): CancelablePromise<TestimonialTextRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-testimonial-text',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a video section record
   * Adds a record to the Video section section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns VideoRecord Add a video section record
   * @throws ApiError
   */
  public static addVideo({
    requestBody,
  }: {
    requestBody: VideoInput,
  }): CancelablePromise<VideoRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-video',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a video items record
   * Adds a record to the Video items section, at the end of its list. Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns VideoItemRecord Add a video items record
   * @throws ApiError
   */
  public static addVideoItem({
    requestBody,
  }: {
    requestBody: VideoItemInput,
  }): CancelablePromise<VideoItemRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-video-item',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a work section record
   * Adds a record to the Work section section, which holds one: a second is refused with 409 (update the first instead). Every field is checked by the section's rules (GET /api/sections lists them); a missing or invalid one answers 400 naming it. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns WorkSectionRecord Add a work section record
   * @throws ApiError
   */
  public static addWorkSection({
    requestBody,
  }: {
    requestBody: WorkSectionInput,
  }): CancelablePromise<WorkSectionRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-worksec',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        409: `The record already exists`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List banner
   * The records of the Banner section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns BannerRecord List banner
   * @throws ApiError
   */
  public static getBanners(): CancelablePromise<Array<BannerRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/banner',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a banner record
   * Deletes a record of the Banner section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a banner record
   * @throws ApiError
   */
  public static deleteBanner({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/banner/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No banner record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a banner record
   * One record of the Banner section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns BannerRecord Read a banner record
   * @throws ApiError
   */
  public static getBanner({
    id,
  }: {
    id: string,
  }): CancelablePromise<BannerRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/banner/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No banner record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List business details
   * The records of the Business details section in their order (at most one). A back-office section: only Admins read it, and it is never part of the public site data. It decides where every new lead is mailed and the seller’s address and tax number on receipts: an Admin's in person, no API key reaches it.
   *
   * **Access:** a member of the team whose role holds `settings` (session cookie or access token); API keys are refused.
   * @returns BusinessDetailsRecord List business details
   * @throws ApiError
   */
  public static getBusinessDetailsList(): CancelablePromise<Array<BusinessDetailsRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/business-details',
      errors: {
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`settings\`; or an API key was sent: keys cannot call this operation`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a business details record
   * Deletes a record of the Business details section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log. It decides where every new lead is mailed and the seller’s address and tax number on receipts: an Admin's in person, no API key reaches it.
   *
   * **Access:** a member of the team whose role holds `settings` (session cookie or access token); API keys are refused.
   * @returns DeletedDto Delete a business details record
   * @throws ApiError
   */
  public static deleteBusinessDetails({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/business-details/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`settings\`; or an API key was sent: keys cannot call this operation`,
        404: `No business details record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a business details record
   * One record of the Business details section by id. A back-office section: only Admins read it, and it is never part of the public site data. It decides where every new lead is mailed and the seller’s address and tax number on receipts: an Admin's in person, no API key reaches it.
   *
   * **Access:** a member of the team whose role holds `settings` (session cookie or access token); API keys are refused.
   * @returns BusinessDetailsRecord Read a business details record
   * @throws ApiError
   */
  public static getBusinessDetails({
    id,
  }: {
    id: string,
  }): CancelablePromise<BusinessDetailsRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/business-details/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`settings\`; or an API key was sent: keys cannot call this operation`,
        404: `No business details record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a business details record
   * Replaces the fields of a record of the Business details section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log. It decides where every new lead is mailed and the seller’s address and tax number on receipts: an Admin's in person, no API key reaches it.
   *
   * **Access:** a member of the team whose role holds `settings` (session cookie or access token); API keys are refused.
   * @returns BusinessDetailsRecord Update a business details record
   * @throws ApiError
   */
  public static updateBusinessDetails({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: BusinessDetailsUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<BusinessDetailsRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/business-details/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`settings\`; or an API key was sent: keys cannot call this operation`,
        404: `No business details record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List contact details
   * The records of the Contact details section in their order. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns ContactRecord List contact details
   * @throws ApiError
   */
  public static getContacts(): CancelablePromise<Array<ContactRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/contacts',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a contact details record
   * Deletes a record of the Contact details section; it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a contact details record
   * @throws ApiError
   */
  public static deleteContact({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/contacts/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No contact details record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a contact details record
   * One record of the Contact details section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns ContactRecord Read a contact details record
   * @throws ApiError
   */
  public static getContact({
    id,
  }: {
    id: string,
  }): CancelablePromise<ContactRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/contacts/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No contact details record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a contact details record
   * Replaces the fields of a record of the Contact details section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns ContactRecord Update a contact details record
   * @throws ApiError
   */
  public static updateContact({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: ContactUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<ContactRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/contacts/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No contact details record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List copyright
   * The records of the Copyright section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns CopyrightRecord List copyright
   * @throws ApiError
   */
  public static getCopyrights(): CancelablePromise<Array<CopyrightRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/copyrights',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a copyright record
   * Deletes a record of the Copyright section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a copyright record
   * @throws ApiError
   */
  public static deleteCopyright({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/copyrights/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No copyright record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a copyright record
   * One record of the Copyright section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns CopyrightRecord Read a copyright record
   * @throws ApiError
   */
  public static getCopyright({
    id,
  }: {
    id: string,
  }): CancelablePromise<CopyrightRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/copyrights/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No copyright record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a copyright record
   * Replaces the fields of a record of the Copyright section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns CopyrightRecord Update a copyright record
   * @throws ApiError
   */
  public static updateCopyright({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: CopyrightUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<CopyrightRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/copyrights/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No copyright record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List counters
   * The records of the Counters section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns CounterRecord List counters
   * @throws ApiError
   */
  public static getCounters(): CancelablePromise<Array<CounterRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/counters',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a counters record
   * Deletes a record of the Counters section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a counters record
   * @throws ApiError
   */
  public static deleteCounter({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/counters/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No counters record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a counters record
   * One record of the Counters section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns CounterRecord Read a counters record
   * @throws ApiError
   */
  public static getCounter({
    id,
  }: {
    id: string,
  }): CancelablePromise<CounterRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/counters/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No counters record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete an embeds record
   * Deletes a record of the Embeds section; it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete an embeds record
   * @throws ApiError
   */
  public static deleteEmbed({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/embed/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No embeds record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read an embeds record
   * One record of the Embeds section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns EmbedRecord Read an embeds record
   * @throws ApiError
   */
  public static getEmbed({
    id,
  }: {
    id: string,
  }): CancelablePromise<EmbedRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/embed/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No embeds record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update an embeds record
   * Replaces the fields of a record of the Embeds section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns EmbedRecord Update an embeds record
   * @throws ApiError
   */
  public static updateEmbed({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: EmbedUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<EmbedRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/embed/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No embeds record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List embeds
   * The records of the Embeds section in their order. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns EmbedRecord List embeds
   * @throws ApiError
   */
  public static getEmbeds(): CancelablePromise<Array<EmbedRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/embeds',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List experience
   * The records of the Experience section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns ExperienceRecord List experience
   * @throws ApiError
   */
  public static getExperiences(): CancelablePromise<Array<ExperienceRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/experiences',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete an experience record
   * Deletes a record of the Experience section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete an experience record
   * @throws ApiError
   */
  public static deleteExperience({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/experiences/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No experience record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read an experience record
   * One record of the Experience section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns ExperienceRecord Read an experience record
   * @throws ApiError
   */
  public static getExperience({
    id,
  }: {
    id: string,
  }): CancelablePromise<ExperienceRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/experiences/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No experience record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List faq text
   * The records of the FAQ text section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns FaqTextRecord List faq text
   * @throws ApiError
   */
  public static getFaqTexts(): CancelablePromise<Array<FaqTextRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/faq',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a faq items record
   * Deletes a record of the FAQ items section; it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a faq items record
   * @throws ApiError
   */
  public static deleteFaqItem({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/faq-item/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No faq items record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a faq items record
   * One record of the FAQ items section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns FaqItemRecord Read a faq items record
   * @throws ApiError
   */
  public static getFaqItem({
    id,
  }: {
    id: string,
  }): CancelablePromise<FaqItemRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/faq-item/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No faq items record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a faq items record
   * Replaces the fields of a record of the FAQ items section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns FaqItemRecord Update a faq items record
   * @throws ApiError
   */
  public static updateFaqItem({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: FaqItemUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<FaqItemRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/faq-item/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No faq items record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List faq items
   * The records of the FAQ items section in their order. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns FaqItemRecord List faq items
   * @throws ApiError
   */
  public static getFaqItems(): CancelablePromise<Array<FaqItemRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/faq-items',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a faq text record
   * Deletes a record of the FAQ text section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a faq text record
   * @throws ApiError
   */
  public static deleteFaqText({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/faq/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No faq text record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a faq text record
   * One record of the FAQ text section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns FaqTextRecord Read a faq text record
   * @throws ApiError
   */
  public static getFaqText({
    id,
  }: {
    id: string,
  }): CancelablePromise<FaqTextRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/faq/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No faq text record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a faq text record
   * Replaces the fields of a record of the FAQ text section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns FaqTextRecord Update a faq text record
   * @throws ApiError
   */
  public static updateFaqText({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: FaqTextUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<FaqTextRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/faq/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No faq text record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List feature items
   * The records of the Feature items section in their order. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns FeatureItemRecord List feature items
   * @throws ApiError
   */
  public static getFeatureItems(): CancelablePromise<Array<FeatureItemRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/featureitems',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a feature items record
   * Deletes a record of the Feature items section; it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a feature items record
   * @throws ApiError
   */
  public static deleteFeatureItem({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/featureitems/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No feature items record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a feature items record
   * One record of the Feature items section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns FeatureItemRecord Read a feature items record
   * @throws ApiError
   */
  public static getFeatureItem({
    id,
  }: {
    id: string,
  }): CancelablePromise<FeatureItemRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/featureitems/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No feature items record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List features text
   * The records of the Features text section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns FeaturesTextRecord List features text
   * @throws ApiError
   */
  public static getFeaturesTexts(): CancelablePromise<Array<FeaturesTextRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/featurestext',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a features text record
   * Deletes a record of the Features text section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a features text record
   * @throws ApiError
   */
  public static deleteFeaturesText({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/featurestext/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No features text record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a features text record
   * One record of the Features text section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns FeaturesTextRecord Read a features text record
   * @throws ApiError
   */
  public static getFeaturesText({
    id,
  }: {
    id: string,
  }): CancelablePromise<FeaturesTextRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/featurestext/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No features text record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a features text record
   * Replaces the fields of a record of the Features text section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns FeaturesTextRecord Update a features text record
   * @throws ApiError
   */
  public static updateFeaturesText({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: FeaturesTextUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<FeaturesTextRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/featurestext/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No features text record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List footer about
   * The records of the Footer about section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns FooterAboutRecord List footer about
   * @throws ApiError
   */
  public static getFooterAbouts(): CancelablePromise<Array<FooterAboutRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/footer-about',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a footer about record
   * Deletes a record of the Footer about section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a footer about record
   * @throws ApiError
   */
  public static deleteFooterAbout({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/footer-about/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No footer about record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a footer about record
   * One record of the Footer about section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns FooterAboutRecord Read a footer about record
   * @throws ApiError
   */
  public static getFooterAbout({
    id,
  }: {
    id: string,
  }): CancelablePromise<FooterAboutRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/footer-about/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No footer about record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a footer about record
   * Replaces the fields of a record of the Footer about section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns FooterAboutRecord Update a footer about record
   * @throws ApiError
   */
  public static updateFooterAbout({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: FooterAboutUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<FooterAboutRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/footer-about/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No footer about record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List address, phone and e-mail
   * The records of the Address, phone and e-mail section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns FooterAddressRecord List address, phone and e-mail
   * @throws ApiError
   */
  public static getFooterAddresses(): CancelablePromise<Array<FooterAddressRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/footer-address',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete an address, phone and e-mail record
   * Deletes a record of the Address, phone and e-mail section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete an address, phone and e-mail record
   * @throws ApiError
   */
  public static deleteFooterAddress({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/footer-address/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No address, phone and e-mail record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read an address, phone and e-mail record
   * One record of the Address, phone and e-mail section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns FooterAddressRecord Read an address, phone and e-mail record
   * @throws ApiError
   */
  public static getFooterAddress({
    id,
  }: {
    id: string,
  }): CancelablePromise<FooterAddressRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/footer-address/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No address, phone and e-mail record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update an address, phone and e-mail record
   * Replaces the fields of a record of the Address, phone and e-mail section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns FooterAddressRecord Update an address, phone and e-mail record
   * @throws ApiError
   */
  public static updateFooterAddress({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: FooterAddressUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<FooterAddressRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/footer-address/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No address, phone and e-mail record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List footer social links
   * The records of the Footer social links section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns FooterSocialRecord List footer social links
   * @throws ApiError
   */
  public static getFooterSocials(): CancelablePromise<Array<FooterSocialRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/footer-social',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a footer social links record
   * Deletes a record of the Footer social links section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a footer social links record
   * @throws ApiError
   */
  public static deleteFooterSocial({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/footer-social/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No footer social links record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a footer social links record
   * One record of the Footer social links section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns FooterSocialRecord Read a footer social links record
   * @throws ApiError
   */
  public static getFooterSocial({
    id,
  }: {
    id: string,
  }): CancelablePromise<FooterSocialRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/footer-social/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No footer social links record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a footer social links record
   * Replaces the fields of a record of the Footer social links section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns FooterSocialRecord Update a footer social links record
   * @throws ApiError
   */
  public static updateFooterSocial({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: FooterSocialUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<FooterSocialRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/footer-social/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No footer social links record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List items
   * The records of the Items section in their order. A back-office section: only Admins (and API keys with `content:read`) read it, and it is never part of the public site data.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns ItemRecord List items
   * @throws ApiError
   */
  public static getItems(): CancelablePromise<Array<ItemRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/items',
      errors: {
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete an items record
   * Deletes a record of the Items section; it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete an items record
   * @throws ApiError
   */
  public static deleteItem({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/items/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No items record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read an items record
   * One record of the Items section by id. A back-office section: only Admins (and API keys with `content:read`) read it, and it is never part of the public site data.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns ItemRecord Read an items record
   * @throws ApiError
   */
  public static getItem({
    id,
  }: {
    id: string,
  }): CancelablePromise<ItemRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/items/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No items record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update an items record
   * Replaces the fields of a record of the Items section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns ItemRecord Update an items record
   * @throws ApiError
   */
  public static updateItem({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: ItemUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<ItemRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/items/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No items record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List logo
   * The records of the Logo section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns LogoRecord List logo
   * @throws ApiError
   */
  public static getLogos(): CancelablePromise<Array<LogoRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/logo',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a logo record
   * Deletes a record of the Logo section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a logo record
   * @throws ApiError
   */
  public static deleteLogo({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/logo/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No logo record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a logo record
   * One record of the Logo section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns LogoRecord Read a logo record
   * @throws ApiError
   */
  public static getLogo({
    id,
  }: {
    id: string,
  }): CancelablePromise<LogoRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/logo/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No logo record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a logo record
   * Replaces the fields of a record of the Logo section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns LogoRecord Update a logo record
   * @throws ApiError
   */
  public static updateLogo({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: LogoUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<LogoRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/logo/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No logo record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List search engines & analytics
   * The records of the Search engines & analytics section in their order (at most one). A back-office section: only Admins read it, and it is never part of the public site data. It decides what script every public page loads and which origins its Content-Security-Policy allows: an Admin's in person, no API key reaches it.
   *
   * **Access:** a member of the team whose role holds `script` (session cookie or access token); API keys are refused.
   * @returns SearchEnginesRecord List search engines & analytics
   * @throws ApiError
   */
  public static getSearchEnginesList(): CancelablePromise<Array<SearchEnginesRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/search-engines',
      errors: {
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`script\`; or an API key was sent: keys cannot call this operation`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a search engines & analytics record
   * Deletes a record of the Search engines & analytics section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log. It decides what script every public page loads and which origins its Content-Security-Policy allows: an Admin's in person, no API key reaches it.
   *
   * **Access:** a member of the team whose role holds `script` (session cookie or access token); API keys are refused.
   * @returns DeletedDto Delete a search engines & analytics record
   * @throws ApiError
   */
  public static deleteSearchEngines({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/search-engines/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`script\`; or an API key was sent: keys cannot call this operation`,
        404: `No search engines & analytics record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a search engines & analytics record
   * One record of the Search engines & analytics section by id. A back-office section: only Admins read it, and it is never part of the public site data. It decides what script every public page loads and which origins its Content-Security-Policy allows: an Admin's in person, no API key reaches it.
   *
   * **Access:** a member of the team whose role holds `script` (session cookie or access token); API keys are refused.
   * @returns SearchEnginesRecord Read a search engines & analytics record
   * @throws ApiError
   */
  public static getSearchEngines({
    id,
  }: {
    id: string,
  }): CancelablePromise<SearchEnginesRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/search-engines/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`script\`; or an API key was sent: keys cannot call this operation`,
        404: `No search engines & analytics record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a search engines & analytics record
   * Replaces the fields of a record of the Search engines & analytics section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log. It decides what script every public page loads and which origins its Content-Security-Policy allows: an Admin's in person, no API key reaches it.
   *
   * **Access:** a member of the team whose role holds `script` (session cookie or access token); API keys are refused.
   * @returns SearchEnginesRecord Update a search engines & analytics record
   * @throws ApiError
   */
  public static updateSearchEngines({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: SearchEnginesUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<SearchEnginesRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/search-engines/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`script\`; or an API key was sent: keys cannot call this operation`,
        404: `No search engines & analytics record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List the sections
   * Every section's declaration (key, title, fields and their rules, whether it holds one record) and whether it is hidden: what the back office's editor draws its forms from.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns SectionDefinitionDto List the sections
   * @throws ApiError
   */
  public static getSections(): CancelablePromise<Array<SectionDefinitionDto>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/sections',
      errors: {
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List deleted records
   * The section's recently deleted records, newest first, each restorable from its last revision. Sections kept to an Admin in person (Business details, Search engines & analytics) refuse API keys here too (403).
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns DeletedRecordDto List deleted records
   * @throws ApiError
   */
  public static getDeletedRecords({
    key,
  }: {
    /**
     * The section’s key, as GET /api/sections lists it
     */
    key: string,
  }): CancelablePromise<Array<DeletedRecordDto>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/sections/{key}/deleted',
      path: {
        'key': key,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No such section or record`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Move a record
   * Moves a record to a place (from 1) in its section's list; the others shift and the public pages follow at once. Sections kept to an Admin in person (Business details, Search engines & analytics) refuse API keys here too (403).
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns any The record, with its new position
   * @throws ApiError
   */
  public static moveSectionRecord({
    id,
    key,
    requestBody,
  }: {
    id: string,
    /**
     * The section’s key, as GET /api/sections lists it
     */
    key: string,
    requestBody: PositionInput,
  }): CancelablePromise<{
    _id: string;
    hidden?: boolean;
    position?: number;
    version?: number;
  }> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/sections/{key}/records/{id}/position',
      path: {
        'id': id,
        'key': key,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The position is not a whole number from 1`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No such section or record`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List a record's revisions
   * A record's revisions, newest first, also of a deleted record: who changed what, when. Sections kept to an Admin in person (Business details, Search engines & analytics) refuse API keys here too (403).
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns RevisionDto List a record's revisions
   * @throws ApiError
   */
  public static getRecordRevisions({
    id,
    key,
  }: {
    id: string,
    /**
     * The section’s key, as GET /api/sections lists it
     */
    key: string,
  }): CancelablePromise<Array<RevisionDto>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/sections/{key}/records/{id}/revisions',
      path: {
        'id': id,
        'key': key,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No such section or record`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Hide or show a record
   * Hides a record from visitors without deleting it, or shows it again. Sections kept to an Admin in person (Business details, Search engines & analytics) refuse API keys here too (403).
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns any The record, marked hidden or not
   * @throws ApiError
   */
  public static setRecordVisibility({
    id,
    key,
    requestBody,
  }: {
    id: string,
    /**
     * The section’s key, as GET /api/sections lists it
     */
    key: string,
    requestBody: VisibilityInput,
  }): CancelablePromise<{
    _id: string;
    hidden?: boolean;
    position?: number;
    version?: number;
  }> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/sections/{key}/records/{id}/visibility',
      path: {
        'id': id,
        'key': key,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No such section or record`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Restore a revision
   * Brings a record back to a revision (a deleted record comes back); the restore is itself a new revision. A one-record section that has a record already answers 409. Sections kept to an Admin in person (Business details, Search engines & analytics) refuse API keys here too (403).
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns any The restored record
   * @throws ApiError
   */
  public static restoreRevision({
    revisionId,
    key,
  }: {
    revisionId: string,
    /**
     * The section’s key, as GET /api/sections lists it
     */
    key: string,
  }): CancelablePromise<{
    _id: string;
    hidden?: boolean;
    position?: number;
    version?: number;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/sections/{key}/revisions/{revisionId}/restore',
      path: {
        'revisionId': revisionId,
        'key': key,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No such section or record`,
        409: `A one-record section has a record already`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Hide or show a section
   * Hides a whole section from visitors, or shows it again; the public pages follow at once. Recorded in the audit log. Sections kept to an Admin in person (Business details, Search engines & analytics) refuse API keys here too (403).
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns SectionVisibilityDto Hide or show a section
   * @throws ApiError
   */
  public static setSectionVisibility({
    key,
    requestBody,
  }: {
    /**
     * The section’s key, as GET /api/sections lists it
     */
    key: string,
    requestBody: VisibilityInput,
  }): CancelablePromise<SectionVisibilityDto> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/sections/{key}/visibility',
      path: {
        'key': key,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No such section or record`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List service text
   * The records of the Service text section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns ServiceTextRecord List service text
   * @throws ApiError
   */
  public static getServiceTexts(): CancelablePromise<Array<ServiceTextRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/service',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a service items record
   * Deletes a record of the Service items section; it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a service items record
   * @throws ApiError
   */
  public static deleteServiceItem({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/service-item/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No service items record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a service items record
   * One record of the Service items section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns ServiceItemRecord Read a service items record
   * @throws ApiError
   */
  public static getServiceItem({
    id,
  }: {
    id: string,
  }): CancelablePromise<ServiceItemRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/service-item/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No service items record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a service items record
   * Replaces the fields of a record of the Service items section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns ServiceItemRecord Update a service items record
   * @throws ApiError
   */
  public static updateServiceItem({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: ServiceItemUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<ServiceItemRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/service-item/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No service items record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List service items
   * The records of the Service items section in their order. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns ServiceItemRecord List service items
   * @throws ApiError
   */
  public static getServiceItems(): CancelablePromise<Array<ServiceItemRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/service-items',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a service text record
   * Deletes a record of the Service text section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a service text record
   * @throws ApiError
   */
  public static deleteServiceText({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/service/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No service text record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a service text record
   * One record of the Service text section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns ServiceTextRecord Read a service text record
   * @throws ApiError
   */
  public static getServiceText({
    id,
  }: {
    id: string,
  }): CancelablePromise<ServiceTextRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/service/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No service text record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a service text record
   * Replaces the fields of a record of the Service text section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns ServiceTextRecord Update a service text record
   * @throws ApiError
   */
  public static updateServiceText({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: ServiceTextUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<ServiceTextRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/service/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No service text record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List brand & site
   * The records of the Brand & site section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns SiteIdentityRecord List brand & site
   * @throws ApiError
   */
  public static getSiteIdentities(): CancelablePromise<Array<SiteIdentityRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/site-identity',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a brand & site record
   * Deletes a record of the Brand & site section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a brand & site record
   * @throws ApiError
   */
  public static deleteSiteIdentity({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/site-identity/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No brand & site record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a brand & site record
   * One record of the Brand & site section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns SiteIdentityRecord Read a brand & site record
   * @throws ApiError
   */
  public static getSiteIdentity({
    id,
  }: {
    id: string,
  }): CancelablePromise<SiteIdentityRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/site-identity/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No brand & site record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a brand & site record
   * Replaces the fields of a record of the Brand & site section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns SiteIdentityRecord Update a brand & site record
   * @throws ApiError
   */
  public static updateSiteIdentity({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: SiteIdentityUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<SiteIdentityRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/site-identity/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No brand & site record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List fixed texts
   * The records of the Fixed texts section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns SiteTextsRecord List fixed texts
   * @throws ApiError
   */
  public static getSiteTextsList(): CancelablePromise<Array<SiteTextsRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/site-texts',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a fixed texts record
   * Deletes a record of the Fixed texts section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a fixed texts record
   * @throws ApiError
   */
  public static deleteSiteTexts({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/site-texts/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No fixed texts record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a fixed texts record
   * One record of the Fixed texts section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns SiteTextsRecord Read a fixed texts record
   * @throws ApiError
   */
  public static getSiteTexts({
    id,
  }: {
    id: string,
  }): CancelablePromise<SiteTextsRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/site-texts/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No fixed texts record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a fixed texts record
   * Replaces the fields of a record of the Fixed texts section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns SiteTextsRecord Update a fixed texts record
   * @throws ApiError
   */
  public static updateSiteTexts({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: SiteTextsUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<SiteTextsRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/site-texts/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No fixed texts record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a work steps record
   * Deletes a record of the Work steps section; it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a work steps record
   * @throws ApiError
   */
  public static deleteStep({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/step-item/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No work steps record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a work steps record
   * One record of the Work steps section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns StepRecord Read a work steps record
   * @throws ApiError
   */
  public static getStep({
    id,
  }: {
    id: string,
  }): CancelablePromise<StepRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/step-item/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No work steps record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a work steps record
   * Replaces the fields of a record of the Work steps section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns StepRecord Update a work steps record
   * @throws ApiError
   */
  public static updateStep({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: StepUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<StepRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/step-item/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No work steps record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List work steps
   * The records of the Work steps section in their order. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns StepRecord List work steps
   * @throws ApiError
   */
  public static getSteps(): CancelablePromise<Array<StepRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/steps',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List team members
   * The records of the Team members section in their order. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns TeamItemRecord List team members
   * @throws ApiError
   */
  public static getTeamItems(): CancelablePromise<Array<TeamItemRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/teamitems',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a team members record
   * Deletes a record of the Team members section; it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a team members record
   * @throws ApiError
   */
  public static deleteTeamItem({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/teamitems/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No team members record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a team members record
   * One record of the Team members section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns TeamItemRecord Read a team members record
   * @throws ApiError
   */
  public static getTeamItem({
    id,
  }: {
    id: string,
  }): CancelablePromise<TeamItemRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/teamitems/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No team members record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List team text
   * The records of the Team text section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns TeamTextRecord List team text
   * @throws ApiError
   */
  public static getTeamTexts(): CancelablePromise<Array<TeamTextRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/teamstext',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a team text record
   * Deletes a record of the Team text section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a team text record
   * @throws ApiError
   */
  public static deleteTeamText({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/teamstext/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No team text record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a team text record
   * One record of the Team text section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns TeamTextRecord Read a team text record
   * @throws ApiError
   */
  public static getTeamText({
    id,
  }: {
    id: string,
  }): CancelablePromise<TeamTextRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/teamstext/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No team text record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a team text record
   * Replaces the fields of a record of the Team text section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns TeamTextRecord Update a team text record
   * @throws ApiError
   */
  public static updateTeamText({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: TeamTextUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<TeamTextRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/teamstext/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No team text record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a testimonials record
   * Deletes a record of the Testimonials section; it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a testimonials record
   * @throws ApiError
   */
  public static deleteTestimonial({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/testimonial/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No testimonials record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a testimonials record
   * One record of the Testimonials section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns TestimonialRecord Read a testimonials record
   * @throws ApiError
   */
  public static getTestimonial({
    id,
  }: {
    id: string,
  }): CancelablePromise<TestimonialRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/testimonial/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No testimonials record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a testimonials record
   * Replaces the fields of a record of the Testimonials section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns TestimonialRecord Update a testimonials record
   * @throws ApiError
   */
  public static updateTestimonial({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: TestimonialUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<TestimonialRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/testimonial/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No testimonials record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List testimonials
   * The records of the Testimonials section in their order. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns TestimonialRecord List testimonials
   * @throws ApiError
   */
  public static getTestimonials(): CancelablePromise<Array<TestimonialRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/testimonials',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List testimonial text
   * The records of the Testimonial text section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns TestimonialTextRecord List testimonial text
   * @throws ApiError
   */
  public static getTestimonialTexts(): CancelablePromise<Array<TestimonialTextRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/testimonialtext',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a testimonial text record
   * Deletes a record of the Testimonial text section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a testimonial text record
   * @throws ApiError
   */
  public static deleteTestimonialText({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/testimonialtext/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No testimonial text record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a testimonial text record
   * One record of the Testimonial text section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns TestimonialTextRecord Read a testimonial text record
   * @throws ApiError
   */
  public static getTestimonialText({
    id,
  }: {
    id: string,
  }): CancelablePromise<TestimonialTextRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/testimonialtext/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No testimonial text record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a testimonial text record
   * Replaces the fields of a record of the Testimonial text section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns TestimonialTextRecord Update a testimonial text record
   * @throws ApiError
   */
  public static updateTestimonialText({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: TestimonialTextUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<TestimonialTextRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/testimonialtext/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No testimonial text record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update an about record
   * Replaces the fields of a record of the About section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns AboutRecord Update an about record
   * @throws ApiError
   */
  public static updateAbout({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: AboutUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<AboutRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/update-about/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No about record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a call to action record
   * Replaces the fields of a record of the Call to action section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns ActionRecord Update a call to action record
   * @throws ApiError
   */
  public static updateAction({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: ActionUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<ActionRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/update-actions/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No call to action record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a banner record
   * Replaces the fields of a record of the Banner section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns BannerRecord Update a banner record
   * @throws ApiError
   */
  public static updateBanner({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: BannerUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<BannerRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/update-banner/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No banner record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a counters record
   * Replaces the fields of a record of the Counters section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns CounterRecord Update a counters record
   * @throws ApiError
   */
  public static updateCounter({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: CounterUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<CounterRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/update-counters/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No counters record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update an experience record
   * Replaces the fields of a record of the Experience section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns ExperienceRecord Update an experience record
   * @throws ApiError
   */
  public static updateExperience({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: ExperienceUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<ExperienceRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/update-experiences/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No experience record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a feature items record
   * Replaces the fields of a record of the Feature items section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns FeatureItemRecord Update a feature items record
   * @throws ApiError
   */
  public static updateFeatureItem({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: FeatureItemUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<FeatureItemRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/update-featureitems/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No feature items record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a team members record
   * Replaces the fields of a record of the Team members section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns TeamItemRecord Update a team members record
   * @throws ApiError
   */
  public static updateTeamItem({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: TeamItemUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<TeamItemRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/update-teamitems/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No team members record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a video section record
   * Replaces the fields of a record of the Video section section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns VideoRecord Update a video section record
   * @throws ApiError
   */
  public static updateVideo({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: VideoUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<VideoRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/update-videos/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No video section record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a work section record
   * Replaces the fields of a record of the Work section section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns WorkSectionRecord Update a work section record
   * @throws ApiError
   */
  public static updateWorkSection({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: WorkSectionUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<WorkSectionRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/update-worksec/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No work section record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List video section
   * The records of the Video section section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns VideoRecord List video section
   * @throws ApiError
   */
  public static getVideos(): CancelablePromise<Array<VideoRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/videos',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List video items
   * The records of the Video items section in their order. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns VideoItemRecord List video items
   * @throws ApiError
   */
  public static getVideoItems(): CancelablePromise<Array<VideoItemRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/videos-items',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a video items record
   * Deletes a record of the Video items section; it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a video items record
   * @throws ApiError
   */
  public static deleteVideoItem({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/videos-items/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No video items record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a video items record
   * One record of the Video items section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns VideoItemRecord Read a video items record
   * @throws ApiError
   */
  public static getVideoItem({
    id,
  }: {
    id: string,
  }): CancelablePromise<VideoItemRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/videos-items/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No video items record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Update a video items record
   * Replaces the fields of a record of the Video items section, checked as when adding one. Send the version you read in If-Match (or as `version`): a save by someone else since then answers 409, and nothing is stored. The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns VideoItemRecord Update a video items record
   * @throws ApiError
   */
  public static updateVideoItem({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: VideoItemUpdate,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<VideoItemRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/videos-items/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No video items record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a video section record
   * Deletes a record of the Video section section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a video section record
   * @throws ApiError
   */
  public static deleteVideo({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/videos/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No video section record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a video section record
   * One record of the Video section section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns VideoRecord Read a video section record
   * @throws ApiError
   */
  public static getVideo({
    id,
  }: {
    id: string,
  }): CancelablePromise<VideoRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/videos/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No video section record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * List work section
   * The records of the Work section section in their order (at most one). Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns WorkSectionRecord List work section
   * @throws ApiError
   */
  public static getWorkSections(): CancelablePromise<Array<WorkSectionRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/worksec',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a work section record
   * Deletes a record of the Work section section (the section can then be added again); it stays restorable from its revisions (GET /api/sections/{key}/deleted). The public pages follow at once; the change is kept as a revision and in the audit log.
   *
   * **Access:** a member of the team whose role holds `content` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a work section record
   * @throws ApiError
   */
  public static deleteWorkSection({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/worksec/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`content\`; or the API key lacks the scope`,
        404: `No work section record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Read a work section record
   * One record of the Work section section by id. Visitors read what the site shows, and so does an API key without `content:read`; an Admin, and a key with `content:read`, also get the hidden records, marked `hidden`, and each record’s version for If-Match.
   *
   * **Access:** anyone; an API key with `content:read` is served as an Admin.
   * @returns WorkSectionRecord Read a work section record
   * @throws ApiError
   */
  public static getWorkSection({
    id,
  }: {
    id: string,
  }): CancelablePromise<WorkSectionRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/worksec/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No work section record with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
