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
   * List about in their order (an Admin also gets the hidden ones, marked)
   * @returns AboutRecord
   * @throws ApiError
   */
  public static getAbouts(): CancelablePromise<Array<AboutRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/about',
    });
  }
  /**
   * Delete a about record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No about record with this id`,
      },
    });
  }
  /**
   * Read one about record
   * @returns AboutRecord
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
        404: `No about record with this id`,
      },
    });
  }
  /**
   * List call to action in their order (an Admin also gets the hidden ones, marked)
   * @returns ActionRecord
   * @throws ApiError
   */
  public static getActions(): CancelablePromise<Array<ActionRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/actions',
    });
  }
  /**
   * Delete a call to action record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No call to action record with this id`,
      },
    });
  }
  /**
   * Read one call to action record
   * @returns ActionRecord
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
        404: `No call to action record with this id`,
      },
    });
  }
  /**
   * Add service text (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns ServiceTextRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add about (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns AboutRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add call to action (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns ActionRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add banner (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns BannerRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add business details (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns BusinessDetailsRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add contact details
   * API keys: needs the `content:write` scope.
   * @returns ContactRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add counters (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns CounterRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add experience (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns ExperienceRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add faq text (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns FaqTextRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add faq items
   * API keys: needs the `content:write` scope.
   * @returns FaqItemRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add feature items
   * API keys: needs the `content:write` scope.
   * @returns FeatureItemRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add features text (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns FeaturesTextRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add footer about (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns FooterAboutRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add address, phone and e-mail (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns FooterAddressRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add copyright (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns CopyrightRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add footer social links (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns FooterSocialRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add items
   * API keys: needs the `content:write` scope.
   * @returns ItemRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add logo (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns LogoRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add search engines & analytics (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns SearchEnginesRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add service items
   * API keys: needs the `content:write` scope.
   * @returns ServiceItemRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add brand & site (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns SiteIdentityRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add fixed texts (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns SiteTextsRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add work steps
   * API keys: needs the `content:write` scope.
   * @returns StepRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add team members
   * API keys: needs the `content:write` scope.
   * @returns TeamItemRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add team text (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns TeamTextRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add testimonials
   * API keys: needs the `content:write` scope.
   * @returns TestimonialRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add testimonial text (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns TestimonialTextRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add video section (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns VideoRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add video items
   * API keys: needs the `content:write` scope.
   * @returns VideoItemRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add work section (one record; a second is refused with 409)
   * API keys: needs the `content:write` scope.
   * @returns WorkSectionRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * List banner in their order (an Admin also gets the hidden ones, marked)
   * @returns BannerRecord
   * @throws ApiError
   */
  public static getBanners(): CancelablePromise<Array<BannerRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/banner',
    });
  }
  /**
   * Delete a banner record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No banner record with this id`,
      },
    });
  }
  /**
   * Read one banner record
   * @returns BannerRecord
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
        404: `No banner record with this id`,
      },
    });
  }
  /**
   * List business details in their order (an Admin also gets the hidden ones, marked)
   * API keys: needs the `content:read` scope.
   * @returns BusinessDetailsRecord
   * @throws ApiError
   */
  public static getBusinessDetailsList(): CancelablePromise<Array<BusinessDetailsRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/business-details',
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Delete a business details record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No business details record with this id`,
      },
    });
  }
  /**
   * Read one business details record
   * API keys: needs the `content:read` scope.
   * @returns BusinessDetailsRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No business details record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a business details record
   * API keys: needs the `content:write` scope.
   * @returns BusinessDetailsRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No business details record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * List contact details in their order (an Admin also gets the hidden ones, marked)
   * @returns ContactRecord
   * @throws ApiError
   */
  public static getContacts(): CancelablePromise<Array<ContactRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/contacts',
    });
  }
  /**
   * Delete a contact details record
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No contact details record with this id`,
      },
    });
  }
  /**
   * Read one contact details record
   * @returns ContactRecord
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
        404: `No contact details record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a contact details record
   * API keys: needs the `content:write` scope.
   * @returns ContactRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No contact details record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * List copyright in their order (an Admin also gets the hidden ones, marked)
   * @returns CopyrightRecord
   * @throws ApiError
   */
  public static getCopyrights(): CancelablePromise<Array<CopyrightRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/copyrights',
    });
  }
  /**
   * Delete a copyright record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No copyright record with this id`,
      },
    });
  }
  /**
   * Read one copyright record
   * @returns CopyrightRecord
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
        404: `No copyright record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a copyright record
   * API keys: needs the `content:write` scope.
   * @returns CopyrightRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No copyright record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * List counters in their order (an Admin also gets the hidden ones, marked)
   * @returns CounterRecord
   * @throws ApiError
   */
  public static getCounters(): CancelablePromise<Array<CounterRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/counters',
    });
  }
  /**
   * Delete a counters record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No counters record with this id`,
      },
    });
  }
  /**
   * Read one counters record
   * @returns CounterRecord
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
        404: `No counters record with this id`,
      },
    });
  }
  /**
   * List experience in their order (an Admin also gets the hidden ones, marked)
   * @returns ExperienceRecord
   * @throws ApiError
   */
  public static getExperiences(): CancelablePromise<Array<ExperienceRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/experiences',
    });
  }
  /**
   * Delete a experience record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No experience record with this id`,
      },
    });
  }
  /**
   * Read one experience record
   * @returns ExperienceRecord
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
        404: `No experience record with this id`,
      },
    });
  }
  /**
   * List faq text in their order (an Admin also gets the hidden ones, marked)
   * @returns FaqTextRecord
   * @throws ApiError
   */
  public static getFaqTexts(): CancelablePromise<Array<FaqTextRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/faq',
    });
  }
  /**
   * Delete a faq items record
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No faq items record with this id`,
      },
    });
  }
  /**
   * Read one faq items record
   * @returns FaqItemRecord
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
        404: `No faq items record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a faq items record
   * API keys: needs the `content:write` scope.
   * @returns FaqItemRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No faq items record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * List faq items in their order (an Admin also gets the hidden ones, marked)
   * @returns FaqItemRecord
   * @throws ApiError
   */
  public static getFaqItems(): CancelablePromise<Array<FaqItemRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/faq-items',
    });
  }
  /**
   * Delete a faq text record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No faq text record with this id`,
      },
    });
  }
  /**
   * Read one faq text record
   * @returns FaqTextRecord
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
        404: `No faq text record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a faq text record
   * API keys: needs the `content:write` scope.
   * @returns FaqTextRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No faq text record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * List feature items in their order (an Admin also gets the hidden ones, marked)
   * @returns FeatureItemRecord
   * @throws ApiError
   */
  public static getFeatureItems(): CancelablePromise<Array<FeatureItemRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/featureitems',
    });
  }
  /**
   * Delete a feature items record
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No feature items record with this id`,
      },
    });
  }
  /**
   * Read one feature items record
   * @returns FeatureItemRecord
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
        404: `No feature items record with this id`,
      },
    });
  }
  /**
   * List features text in their order (an Admin also gets the hidden ones, marked)
   * @returns FeaturesTextRecord
   * @throws ApiError
   */
  public static getFeaturesTexts(): CancelablePromise<Array<FeaturesTextRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/featurestext',
    });
  }
  /**
   * Delete a features text record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No features text record with this id`,
      },
    });
  }
  /**
   * Read one features text record
   * @returns FeaturesTextRecord
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
        404: `No features text record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a features text record
   * API keys: needs the `content:write` scope.
   * @returns FeaturesTextRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No features text record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * List footer about in their order (an Admin also gets the hidden ones, marked)
   * @returns FooterAboutRecord
   * @throws ApiError
   */
  public static getFooterAbouts(): CancelablePromise<Array<FooterAboutRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/footer-about',
    });
  }
  /**
   * Delete a footer about record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No footer about record with this id`,
      },
    });
  }
  /**
   * Read one footer about record
   * @returns FooterAboutRecord
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
        404: `No footer about record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a footer about record
   * API keys: needs the `content:write` scope.
   * @returns FooterAboutRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No footer about record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * List address, phone and e-mail in their order (an Admin also gets the hidden ones, marked)
   * @returns FooterAddressRecord
   * @throws ApiError
   */
  public static getFooterAddresses(): CancelablePromise<Array<FooterAddressRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/footer-address',
    });
  }
  /**
   * Delete a address, phone and e-mail record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No address, phone and e-mail record with this id`,
      },
    });
  }
  /**
   * Read one address, phone and e-mail record
   * @returns FooterAddressRecord
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
        404: `No address, phone and e-mail record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a address, phone and e-mail record
   * API keys: needs the `content:write` scope.
   * @returns FooterAddressRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No address, phone and e-mail record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * List footer social links in their order (an Admin also gets the hidden ones, marked)
   * @returns FooterSocialRecord
   * @throws ApiError
   */
  public static getFooterSocials(): CancelablePromise<Array<FooterSocialRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/footer-social',
    });
  }
  /**
   * Delete a footer social links record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No footer social links record with this id`,
      },
    });
  }
  /**
   * Read one footer social links record
   * @returns FooterSocialRecord
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
        404: `No footer social links record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a footer social links record
   * API keys: needs the `content:write` scope.
   * @returns FooterSocialRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No footer social links record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * List items in their order (an Admin also gets the hidden ones, marked)
   * API keys: needs the `content:read` scope.
   * @returns ItemRecord
   * @throws ApiError
   */
  public static getItems(): CancelablePromise<Array<ItemRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/items',
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Delete a items record
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No items record with this id`,
      },
    });
  }
  /**
   * Read one items record
   * API keys: needs the `content:read` scope.
   * @returns ItemRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No items record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a items record
   * API keys: needs the `content:write` scope.
   * @returns ItemRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No items record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * List logo in their order (an Admin also gets the hidden ones, marked)
   * @returns LogoRecord
   * @throws ApiError
   */
  public static getLogos(): CancelablePromise<Array<LogoRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/logo',
    });
  }
  /**
   * Delete a logo record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No logo record with this id`,
      },
    });
  }
  /**
   * Read one logo record
   * @returns LogoRecord
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
        404: `No logo record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a logo record
   * API keys: needs the `content:write` scope.
   * @returns LogoRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No logo record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * List search engines & analytics in their order (an Admin also gets the hidden ones, marked)
   * API keys: needs the `content:read` scope.
   * @returns SearchEnginesRecord
   * @throws ApiError
   */
  public static getSearchEnginesList(): CancelablePromise<Array<SearchEnginesRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/search-engines',
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Delete a search engines & analytics record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No search engines & analytics record with this id`,
      },
    });
  }
  /**
   * Read one search engines & analytics record
   * API keys: needs the `content:read` scope.
   * @returns SearchEnginesRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No search engines & analytics record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a search engines & analytics record
   * API keys: needs the `content:write` scope.
   * @returns SearchEnginesRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No search engines & analytics record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * API keys: needs the `content:read` scope.
   * @returns SectionDefinitionDto
   * @throws ApiError
   */
  public static getSections(): CancelablePromise<Array<SectionDefinitionDto>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/sections',
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * The section's recently deleted records, newest first
   * API keys: needs the `content:read` scope.
   * @returns DeletedRecordDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No such section or record`,
      },
    });
  }
  /**
   * Move a record to a place in its list; the public pages follow at once
   * API keys: needs the `content:write` scope.
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
  }): CancelablePromise<any> {
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No such section or record`,
      },
    });
  }
  /**
   * A record's revisions, newest first (also of a deleted record)
   * API keys: needs the `content:read` scope.
   * @returns RevisionDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No such section or record`,
      },
    });
  }
  /**
   * Hide a record from visitors without deleting it, or show it again
   * API keys: needs the `content:write` scope.
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
  }): CancelablePromise<any> {
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No such section or record`,
      },
    });
  }
  /**
   * Bring a record back to a revision (a deleted one comes back); itself a revision
   * API keys: needs the `content:write` scope.
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
  }): CancelablePromise<any> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/sections/{key}/revisions/{revisionId}/restore',
      path: {
        'revisionId': revisionId,
        'key': key,
      },
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No such section or record`,
        409: `A one-record section has a record already`,
      },
    });
  }
  /**
   * Hide a whole section from visitors, or show it again
   * API keys: needs the `content:write` scope.
   * @returns SectionVisibilityDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No such section or record`,
      },
    });
  }
  /**
   * List service text in their order (an Admin also gets the hidden ones, marked)
   * @returns ServiceTextRecord
   * @throws ApiError
   */
  public static getServiceTexts(): CancelablePromise<Array<ServiceTextRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/service',
    });
  }
  /**
   * Delete a service items record
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No service items record with this id`,
      },
    });
  }
  /**
   * Read one service items record
   * @returns ServiceItemRecord
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
        404: `No service items record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a service items record
   * API keys: needs the `content:write` scope.
   * @returns ServiceItemRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No service items record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * List service items in their order (an Admin also gets the hidden ones, marked)
   * @returns ServiceItemRecord
   * @throws ApiError
   */
  public static getServiceItems(): CancelablePromise<Array<ServiceItemRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/service-items',
    });
  }
  /**
   * Delete a service text record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No service text record with this id`,
      },
    });
  }
  /**
   * Read one service text record
   * @returns ServiceTextRecord
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
        404: `No service text record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a service text record
   * API keys: needs the `content:write` scope.
   * @returns ServiceTextRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No service text record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * List brand & site in their order (an Admin also gets the hidden ones, marked)
   * @returns SiteIdentityRecord
   * @throws ApiError
   */
  public static getSiteIdentities(): CancelablePromise<Array<SiteIdentityRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/site-identity',
    });
  }
  /**
   * Delete a brand & site record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No brand & site record with this id`,
      },
    });
  }
  /**
   * Read one brand & site record
   * @returns SiteIdentityRecord
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
        404: `No brand & site record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a brand & site record
   * API keys: needs the `content:write` scope.
   * @returns SiteIdentityRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No brand & site record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * List fixed texts in their order (an Admin also gets the hidden ones, marked)
   * @returns SiteTextsRecord
   * @throws ApiError
   */
  public static getSiteTextsList(): CancelablePromise<Array<SiteTextsRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/site-texts',
    });
  }
  /**
   * Delete a fixed texts record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No fixed texts record with this id`,
      },
    });
  }
  /**
   * Read one fixed texts record
   * @returns SiteTextsRecord
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
        404: `No fixed texts record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a fixed texts record
   * API keys: needs the `content:write` scope.
   * @returns SiteTextsRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No fixed texts record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * Delete a work steps record
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No work steps record with this id`,
      },
    });
  }
  /**
   * Read one work steps record
   * @returns StepRecord
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
        404: `No work steps record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a work steps record
   * API keys: needs the `content:write` scope.
   * @returns StepRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No work steps record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * List work steps in their order (an Admin also gets the hidden ones, marked)
   * @returns StepRecord
   * @throws ApiError
   */
  public static getSteps(): CancelablePromise<Array<StepRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/steps',
    });
  }
  /**
   * List team members in their order (an Admin also gets the hidden ones, marked)
   * @returns TeamItemRecord
   * @throws ApiError
   */
  public static getTeamItems(): CancelablePromise<Array<TeamItemRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/teamitems',
    });
  }
  /**
   * Delete a team members record
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No team members record with this id`,
      },
    });
  }
  /**
   * Read one team members record
   * @returns TeamItemRecord
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
        404: `No team members record with this id`,
      },
    });
  }
  /**
   * List team text in their order (an Admin also gets the hidden ones, marked)
   * @returns TeamTextRecord
   * @throws ApiError
   */
  public static getTeamTexts(): CancelablePromise<Array<TeamTextRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/teamstext',
    });
  }
  /**
   * Delete a team text record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No team text record with this id`,
      },
    });
  }
  /**
   * Read one team text record
   * @returns TeamTextRecord
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
        404: `No team text record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a team text record
   * API keys: needs the `content:write` scope.
   * @returns TeamTextRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No team text record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * Delete a testimonials record
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No testimonials record with this id`,
      },
    });
  }
  /**
   * Read one testimonials record
   * @returns TestimonialRecord
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
        404: `No testimonials record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a testimonials record
   * API keys: needs the `content:write` scope.
   * @returns TestimonialRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No testimonials record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * List testimonials in their order (an Admin also gets the hidden ones, marked)
   * @returns TestimonialRecord
   * @throws ApiError
   */
  public static getTestimonials(): CancelablePromise<Array<TestimonialRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/testimonials',
    });
  }
  /**
   * List testimonial text in their order (an Admin also gets the hidden ones, marked)
   * @returns TestimonialTextRecord
   * @throws ApiError
   */
  public static getTestimonialTexts(): CancelablePromise<Array<TestimonialTextRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/testimonialtext',
    });
  }
  /**
   * Delete a testimonial text record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No testimonial text record with this id`,
      },
    });
  }
  /**
   * Read one testimonial text record
   * @returns TestimonialTextRecord
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
        404: `No testimonial text record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a testimonial text record
   * API keys: needs the `content:write` scope.
   * @returns TestimonialTextRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No testimonial text record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * Replace the fields of a about record
   * API keys: needs the `content:write` scope.
   * @returns AboutRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No about record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * Replace the fields of a call to action record
   * API keys: needs the `content:write` scope.
   * @returns ActionRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No call to action record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * Replace the fields of a banner record
   * API keys: needs the `content:write` scope.
   * @returns BannerRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No banner record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * Replace the fields of a counters record
   * API keys: needs the `content:write` scope.
   * @returns CounterRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No counters record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * Replace the fields of a experience record
   * API keys: needs the `content:write` scope.
   * @returns ExperienceRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No experience record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * Replace the fields of a feature items record
   * API keys: needs the `content:write` scope.
   * @returns FeatureItemRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No feature items record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * Replace the fields of a team members record
   * API keys: needs the `content:write` scope.
   * @returns TeamItemRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No team members record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * Replace the fields of a video section record
   * API keys: needs the `content:write` scope.
   * @returns VideoRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No video section record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * Replace the fields of a work section record
   * API keys: needs the `content:write` scope.
   * @returns WorkSectionRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No work section record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * List video section in their order (an Admin also gets the hidden ones, marked)
   * @returns VideoRecord
   * @throws ApiError
   */
  public static getVideos(): CancelablePromise<Array<VideoRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/videos',
    });
  }
  /**
   * List video items in their order (an Admin also gets the hidden ones, marked)
   * @returns VideoItemRecord
   * @throws ApiError
   */
  public static getVideoItems(): CancelablePromise<Array<VideoItemRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/videos-items',
    });
  }
  /**
   * Delete a video items record
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No video items record with this id`,
      },
    });
  }
  /**
   * Read one video items record
   * @returns VideoItemRecord
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
        404: `No video items record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a video items record
   * API keys: needs the `content:write` scope.
   * @returns VideoItemRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No video items record with this id`,
        409: `Someone saved the record since the version named in If-Match`,
      },
    });
  }
  /**
   * Delete a video section record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No video section record with this id`,
      },
    });
  }
  /**
   * Read one video section record
   * @returns VideoRecord
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
        404: `No video section record with this id`,
      },
    });
  }
  /**
   * List work section in their order (an Admin also gets the hidden ones, marked)
   * @returns WorkSectionRecord
   * @throws ApiError
   */
  public static getWorkSections(): CancelablePromise<Array<WorkSectionRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/worksec',
    });
  }
  /**
   * Delete a work section record (the section can then be added again)
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No work section record with this id`,
      },
    });
  }
  /**
   * Read one work section record
   * @returns WorkSectionRecord
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
        404: `No work section record with this id`,
      },
    });
  }
}
