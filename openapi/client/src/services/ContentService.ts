/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AboutRecord } from '../models/AboutRecord';
import type { ActionRecord } from '../models/ActionRecord';
import type { BannerRecord } from '../models/BannerRecord';
import type { ContactRecord } from '../models/ContactRecord';
import type { CopyrightRecord } from '../models/CopyrightRecord';
import type { CounterRecord } from '../models/CounterRecord';
import type { ExperienceRecord } from '../models/ExperienceRecord';
import type { FaqItemRecord } from '../models/FaqItemRecord';
import type { FaqTextRecord } from '../models/FaqTextRecord';
import type { FeatureItemRecord } from '../models/FeatureItemRecord';
import type { FeaturesTextRecord } from '../models/FeaturesTextRecord';
import type { FooterAboutRecord } from '../models/FooterAboutRecord';
import type { FooterAddressRecord } from '../models/FooterAddressRecord';
import type { FooterSocialRecord } from '../models/FooterSocialRecord';
import type { ItemRecord } from '../models/ItemRecord';
import type { LogoRecord } from '../models/LogoRecord';
import type { ServiceItemRecord } from '../models/ServiceItemRecord';
import type { ServiceTextRecord } from '../models/ServiceTextRecord';
import type { StepRecord } from '../models/StepRecord';
import type { TeamItemRecord } from '../models/TeamItemRecord';
import type { TeamTextRecord } from '../models/TeamTextRecord';
import type { TestimonialRecord } from '../models/TestimonialRecord';
import type { TestimonialTextRecord } from '../models/TestimonialTextRecord';
import type { VideoItemRecord } from '../models/VideoItemRecord';
import type { VideoRecord } from '../models/VideoRecord';
import type { WorkSectionRecord } from '../models/WorkSectionRecord';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class ContentService {
  /**
   * List about
   * @returns AboutRecord
   * @throws ApiError
   */
  public static getApiAbout(): CancelablePromise<Array<AboutRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/about',
    });
  }
  /**
   * Read one about record
   * @returns AboutRecord
   * @throws ApiError
   */
  public static getApiAboutUs(): CancelablePromise<AboutRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/about-us/{id}',
      errors: {
        404: `No about record with this id`,
      },
    });
  }
  /**
   * List call to action
   * @returns ActionRecord
   * @throws ApiError
   */
  public static getApiActions(): CancelablePromise<Array<ActionRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/actions',
    });
  }
  /**
   * Read one call to action record
   * @returns ActionRecord
   * @throws ApiError
   */
  public static getApiActions1(): CancelablePromise<ActionRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/actions/{id}',
      errors: {
        404: `No call to action record with this id`,
      },
    });
  }
  /**
   * Add service text (one record; a second is refused with 409)
   * @returns ServiceTextRecord
   * @throws ApiError
   */
  public static postApiAddService(): CancelablePromise<ServiceTextRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-Service',
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
   * @returns AboutRecord
   * @throws ApiError
   */
  public static postApiAddAbout(): CancelablePromise<AboutRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-about',
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
   * @returns ActionRecord
   * @throws ApiError
   */
  public static postApiAddAction(): CancelablePromise<ActionRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-action',
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
   * @returns BannerRecord
   * @throws ApiError
   */
  public static postApiAddBanner(): CancelablePromise<BannerRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-banner',
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
   * @returns ContactRecord
   * @throws ApiError
   */
  public static postApiAddContact(): CancelablePromise<ContactRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-contact',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add counters (one record; a second is refused with 409)
   * @returns CounterRecord
   * @throws ApiError
   */
  public static postApiAddCounter(): CancelablePromise<CounterRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-counter',
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
   * @returns ExperienceRecord
   * @throws ApiError
   */
  public static postApiAddExperience(): CancelablePromise<ExperienceRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-experience',
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
   * @returns FaqTextRecord
   * @throws ApiError
   */
  public static postApiAddFaq(): CancelablePromise<FaqTextRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-faq',
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
   * @returns FaqItemRecord
   * @throws ApiError
   */
  public static postApiAddFaqItem(): CancelablePromise<FaqItemRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-faq-item',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add feature items
   * @returns FeatureItemRecord
   * @throws ApiError
   */
  public static postApiAddFeatureItem(): CancelablePromise<FeatureItemRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-feature-Item',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add features text (one record; a second is refused with 409)
   * @returns FeaturesTextRecord
   * @throws ApiError
   */
  public static postApiAddFeatureText(): CancelablePromise<FeaturesTextRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-feature-text',
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
   * @returns FooterAboutRecord
   * @throws ApiError
   */
  public static postApiAddFooterAbout(): CancelablePromise<FooterAboutRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-footer-about',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * Add footer address (one record; a second is refused with 409)
   * @returns FooterAddressRecord
   * @throws ApiError
   */
  public static postApiAddFooterAddress(): CancelablePromise<FooterAddressRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-footer-address',
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
   * @returns CopyrightRecord
   * @throws ApiError
   */
  public static postApiAddFooterCopyright(): CancelablePromise<CopyrightRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-footer-copyright',
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
   * @returns FooterSocialRecord
   * @throws ApiError
   */
  public static postApiAddFooterSocial(): CancelablePromise<FooterSocialRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-footer-social',
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
   * @returns ItemRecord
   * @throws ApiError
   */
  public static postApiAddItem(): CancelablePromise<ItemRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-item',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add logo (one record; a second is refused with 409)
   * @returns LogoRecord
   * @throws ApiError
   */
  public static postApiAddLogo(): CancelablePromise<LogoRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-logo',
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
   * @returns ServiceItemRecord
   * @throws ApiError
   */
  public static postApiAddServiceItem(): CancelablePromise<ServiceItemRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-service-item',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add work steps
   * @returns StepRecord
   * @throws ApiError
   */
  public static postApiAddStep(): CancelablePromise<StepRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-step',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add team members
   * @returns TeamItemRecord
   * @throws ApiError
   */
  public static postApiAddTeamItem(): CancelablePromise<TeamItemRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-team-Item',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add team text (one record; a second is refused with 409)
   * @returns TeamTextRecord
   * @throws ApiError
   */
  public static postApiAddTeamText(): CancelablePromise<TeamTextRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-team-text',
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
   * @returns TestimonialRecord
   * @throws ApiError
   */
  public static postApiAddTestimonial(): CancelablePromise<TestimonialRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-testimonial',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add testimonial text (one record; a second is refused with 409)
   * @returns TestimonialTextRecord
   * @throws ApiError
   */
  public static postApiAddTestimonialText(): CancelablePromise<TestimonialTextRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-testimonial-text',
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
   * @returns VideoRecord
   * @throws ApiError
   */
  public static postApiAddVideo(): CancelablePromise<VideoRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-video',
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
   * @returns VideoItemRecord
   * @throws ApiError
   */
  public static postApiAddVideoItem(): CancelablePromise<VideoItemRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-video-item',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Add work section (one record; a second is refused with 409)
   * @returns WorkSectionRecord
   * @throws ApiError
   */
  public static postApiAddWorksec(): CancelablePromise<WorkSectionRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/add-worksec',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The record already exists`,
      },
    });
  }
  /**
   * List banner
   * @returns BannerRecord
   * @throws ApiError
   */
  public static getApiBanner(): CancelablePromise<Array<BannerRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/banner',
    });
  }
  /**
   * Read one banner record
   * @returns BannerRecord
   * @throws ApiError
   */
  public static getApiBanner1(): CancelablePromise<BannerRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/banner/{id}',
      errors: {
        404: `No banner record with this id`,
      },
    });
  }
  /**
   * List contact details
   * @returns ContactRecord
   * @throws ApiError
   */
  public static getApiContacts(): CancelablePromise<Array<ContactRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/contacts',
    });
  }
  /**
   * Read one contact details record
   * @returns ContactRecord
   * @throws ApiError
   */
  public static getApiContacts1(): CancelablePromise<ContactRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/contacts/{id}',
      errors: {
        404: `No contact details record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a contact details record
   * @returns ContactRecord
   * @throws ApiError
   */
  public static putApiContacts(): CancelablePromise<ContactRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/contacts/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No contact details record with this id`,
      },
    });
  }
  /**
   * List copyright
   * @returns CopyrightRecord
   * @throws ApiError
   */
  public static getApiCopyrights(): CancelablePromise<Array<CopyrightRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/copyrights',
    });
  }
  /**
   * Read one copyright record
   * @returns CopyrightRecord
   * @throws ApiError
   */
  public static getApiCopyrights1(): CancelablePromise<CopyrightRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/copyrights/{id}',
      errors: {
        404: `No copyright record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a copyright record
   * @returns CopyrightRecord
   * @throws ApiError
   */
  public static putApiCopyrights(): CancelablePromise<CopyrightRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/copyrights/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No copyright record with this id`,
      },
    });
  }
  /**
   * List counters
   * @returns CounterRecord
   * @throws ApiError
   */
  public static getApiCounters(): CancelablePromise<Array<CounterRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/counters',
    });
  }
  /**
   * Read one counters record
   * @returns CounterRecord
   * @throws ApiError
   */
  public static getApiCounters1(): CancelablePromise<CounterRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/counters/{id}',
      errors: {
        404: `No counters record with this id`,
      },
    });
  }
  /**
   * List experience
   * @returns ExperienceRecord
   * @throws ApiError
   */
  public static getApiExperiences(): CancelablePromise<Array<ExperienceRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/experiences',
    });
  }
  /**
   * Read one experience record
   * @returns ExperienceRecord
   * @throws ApiError
   */
  public static getApiExperiences1(): CancelablePromise<ExperienceRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/experiences/{id}',
      errors: {
        404: `No experience record with this id`,
      },
    });
  }
  /**
   * List faq text
   * @returns FaqTextRecord
   * @throws ApiError
   */
  public static getApiFaq(): CancelablePromise<Array<FaqTextRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/faq',
    });
  }
  /**
   * Read one faq items record
   * @returns FaqItemRecord
   * @throws ApiError
   */
  public static getApiFaqItem(): CancelablePromise<FaqItemRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/faq-item/{id}',
      errors: {
        404: `No faq items record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a faq items record
   * @returns FaqItemRecord
   * @throws ApiError
   */
  public static putApiFaqItem(): CancelablePromise<FaqItemRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/faq-item/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No faq items record with this id`,
      },
    });
  }
  /**
   * List faq items
   * @returns FaqItemRecord
   * @throws ApiError
   */
  public static getApiFaqItems(): CancelablePromise<Array<FaqItemRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/faq-items',
    });
  }
  /**
   * Read one faq text record
   * @returns FaqTextRecord
   * @throws ApiError
   */
  public static getApiFaq1(): CancelablePromise<FaqTextRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/faq/{id}',
      errors: {
        404: `No faq text record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a faq text record
   * @returns FaqTextRecord
   * @throws ApiError
   */
  public static putApiFaq(): CancelablePromise<FaqTextRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/faq/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No faq text record with this id`,
      },
    });
  }
  /**
   * List feature items
   * @returns FeatureItemRecord
   * @throws ApiError
   */
  public static getApiFeatureitems(): CancelablePromise<Array<FeatureItemRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/featureitems',
    });
  }
  /**
   * Read one feature items record
   * @returns FeatureItemRecord
   * @throws ApiError
   */
  public static getApiFeatureitems1(): CancelablePromise<FeatureItemRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/featureitems/{id}',
      errors: {
        404: `No feature items record with this id`,
      },
    });
  }
  /**
   * List features text
   * @returns FeaturesTextRecord
   * @throws ApiError
   */
  public static getApiFeaturestext(): CancelablePromise<Array<FeaturesTextRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/featurestext',
    });
  }
  /**
   * Read one features text record
   * @returns FeaturesTextRecord
   * @throws ApiError
   */
  public static getApiFeaturestext1(): CancelablePromise<FeaturesTextRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/featurestext/{id}',
      errors: {
        404: `No features text record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a features text record
   * @returns FeaturesTextRecord
   * @throws ApiError
   */
  public static putApiFeaturestext(): CancelablePromise<FeaturesTextRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/featurestext/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No features text record with this id`,
      },
    });
  }
  /**
   * List footer about
   * @returns FooterAboutRecord
   * @throws ApiError
   */
  public static getApiFooterAbout(): CancelablePromise<Array<FooterAboutRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/footer-about',
    });
  }
  /**
   * Read one footer about record
   * @returns FooterAboutRecord
   * @throws ApiError
   */
  public static getApiFooterAbout1(): CancelablePromise<FooterAboutRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/footer-about/{id}',
      errors: {
        404: `No footer about record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a footer about record
   * @returns FooterAboutRecord
   * @throws ApiError
   */
  public static putApiFooterAbout(): CancelablePromise<FooterAboutRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/footer-about/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No footer about record with this id`,
      },
    });
  }
  /**
   * List footer address
   * @returns FooterAddressRecord
   * @throws ApiError
   */
  public static getApiFooterAddress(): CancelablePromise<Array<FooterAddressRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/footer-address',
    });
  }
  /**
   * Read one footer address record
   * @returns FooterAddressRecord
   * @throws ApiError
   */
  public static getApiFooterAddress1(): CancelablePromise<FooterAddressRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/footer-address/{id}',
      errors: {
        404: `No footer address record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a footer address record
   * @returns FooterAddressRecord
   * @throws ApiError
   */
  public static putApiFooterAddress(): CancelablePromise<FooterAddressRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/footer-address/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No footer address record with this id`,
      },
    });
  }
  /**
   * List footer social links
   * @returns FooterSocialRecord
   * @throws ApiError
   */
  public static getApiFooterSocial(): CancelablePromise<Array<FooterSocialRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/footer-social',
    });
  }
  /**
   * Read one footer social links record
   * @returns FooterSocialRecord
   * @throws ApiError
   */
  public static getApiFooterSocial1(): CancelablePromise<FooterSocialRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/footer-social/{id}',
      errors: {
        404: `No footer social links record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a footer social links record
   * @returns FooterSocialRecord
   * @throws ApiError
   */
  public static putApiFooterSocial(): CancelablePromise<FooterSocialRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/footer-social/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No footer social links record with this id`,
      },
    });
  }
  /**
   * List items
   * @returns ItemRecord
   * @throws ApiError
   */
  public static getApiItems(): CancelablePromise<Array<ItemRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/items',
    });
  }
  /**
   * Read one items record
   * @returns ItemRecord
   * @throws ApiError
   */
  public static getApiItems1(): CancelablePromise<ItemRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/items/{id}',
      errors: {
        404: `No items record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a items record
   * @returns ItemRecord
   * @throws ApiError
   */
  public static putApiItems(): CancelablePromise<ItemRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/items/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No items record with this id`,
      },
    });
  }
  /**
   * List logo
   * @returns LogoRecord
   * @throws ApiError
   */
  public static getApiLogo(): CancelablePromise<Array<LogoRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/logo',
    });
  }
  /**
   * Read one logo record
   * @returns LogoRecord
   * @throws ApiError
   */
  public static getApiLogo1(): CancelablePromise<LogoRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/logo/{id}',
      errors: {
        404: `No logo record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a logo record
   * @returns LogoRecord
   * @throws ApiError
   */
  public static putApiLogo(): CancelablePromise<LogoRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/logo/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No logo record with this id`,
      },
    });
  }
  /**
   * List service text
   * @returns ServiceTextRecord
   * @throws ApiError
   */
  public static getApiService(): CancelablePromise<Array<ServiceTextRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/service',
    });
  }
  /**
   * Read one service items record
   * @returns ServiceItemRecord
   * @throws ApiError
   */
  public static getApiServiceItem(): CancelablePromise<ServiceItemRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/service-item/{id}',
      errors: {
        404: `No service items record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a service items record
   * @returns ServiceItemRecord
   * @throws ApiError
   */
  public static putApiServiceItem(): CancelablePromise<ServiceItemRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/service-item/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No service items record with this id`,
      },
    });
  }
  /**
   * List service items
   * @returns ServiceItemRecord
   * @throws ApiError
   */
  public static getApiServiceItems(): CancelablePromise<Array<ServiceItemRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/service-items',
    });
  }
  /**
   * Read one service text record
   * @returns ServiceTextRecord
   * @throws ApiError
   */
  public static getApiService1(): CancelablePromise<ServiceTextRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/service/{id}',
      errors: {
        404: `No service text record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a service text record
   * @returns ServiceTextRecord
   * @throws ApiError
   */
  public static putApiService(): CancelablePromise<ServiceTextRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/service/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No service text record with this id`,
      },
    });
  }
  /**
   * Read one work steps record
   * @returns StepRecord
   * @throws ApiError
   */
  public static getApiStepItem(): CancelablePromise<StepRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/step-item/{id}',
      errors: {
        404: `No work steps record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a work steps record
   * @returns StepRecord
   * @throws ApiError
   */
  public static putApiStepItem(): CancelablePromise<StepRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/step-item/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No work steps record with this id`,
      },
    });
  }
  /**
   * List work steps
   * @returns StepRecord
   * @throws ApiError
   */
  public static getApiSteps(): CancelablePromise<Array<StepRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/steps',
    });
  }
  /**
   * List team members
   * @returns TeamItemRecord
   * @throws ApiError
   */
  public static getApiTeamitems(): CancelablePromise<Array<TeamItemRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/teamitems',
    });
  }
  /**
   * Read one team members record
   * @returns TeamItemRecord
   * @throws ApiError
   */
  public static getApiTeamitems1(): CancelablePromise<TeamItemRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/teamitems/{id}',
      errors: {
        404: `No team members record with this id`,
      },
    });
  }
  /**
   * List team text
   * @returns TeamTextRecord
   * @throws ApiError
   */
  public static getApiTeamstext(): CancelablePromise<Array<TeamTextRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/teamstext',
    });
  }
  /**
   * Read one team text record
   * @returns TeamTextRecord
   * @throws ApiError
   */
  public static getApiTeamstext1(): CancelablePromise<TeamTextRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/teamstext/{id}',
      errors: {
        404: `No team text record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a team text record
   * @returns TeamTextRecord
   * @throws ApiError
   */
  public static putApiTeamstext(): CancelablePromise<TeamTextRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/teamstext/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No team text record with this id`,
      },
    });
  }
  /**
   * Read one testimonials record
   * @returns TestimonialRecord
   * @throws ApiError
   */
  public static getApiTestimonial(): CancelablePromise<TestimonialRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/testimonial/{id}',
      errors: {
        404: `No testimonials record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a testimonials record
   * @returns TestimonialRecord
   * @throws ApiError
   */
  public static putApiTestimonial(): CancelablePromise<TestimonialRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/testimonial/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No testimonials record with this id`,
      },
    });
  }
  /**
   * List testimonials
   * @returns TestimonialRecord
   * @throws ApiError
   */
  public static getApiTestimonials(): CancelablePromise<Array<TestimonialRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/testimonials',
    });
  }
  /**
   * List testimonial text
   * @returns TestimonialTextRecord
   * @throws ApiError
   */
  public static getApiTestimonialtext(): CancelablePromise<Array<TestimonialTextRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/testimonialtext',
    });
  }
  /**
   * Read one testimonial text record
   * @returns TestimonialTextRecord
   * @throws ApiError
   */
  public static getApiTestimonialtext1(): CancelablePromise<TestimonialTextRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/testimonialtext/{id}',
      errors: {
        404: `No testimonial text record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a testimonial text record
   * @returns TestimonialTextRecord
   * @throws ApiError
   */
  public static putApiTestimonialtext(): CancelablePromise<TestimonialTextRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/testimonialtext/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No testimonial text record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a about record
   * @returns AboutRecord
   * @throws ApiError
   */
  public static putApiUpdateAbout(): CancelablePromise<AboutRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/update-about/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No about record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a call to action record
   * @returns ActionRecord
   * @throws ApiError
   */
  public static putApiUpdateActions(): CancelablePromise<ActionRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/update-actions/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No call to action record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a banner record
   * @returns BannerRecord
   * @throws ApiError
   */
  public static putApiUpdateBanner(): CancelablePromise<BannerRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/update-banner/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No banner record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a counters record
   * @returns CounterRecord
   * @throws ApiError
   */
  public static putApiUpdateCounters(): CancelablePromise<CounterRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/update-counters/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No counters record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a experience record
   * @returns ExperienceRecord
   * @throws ApiError
   */
  public static putApiUpdateExperiences(): CancelablePromise<ExperienceRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/update-experiences/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No experience record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a feature items record
   * @returns FeatureItemRecord
   * @throws ApiError
   */
  public static putApiUpdateFeatureitems(): CancelablePromise<FeatureItemRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/update-featureitems/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No feature items record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a team members record
   * @returns TeamItemRecord
   * @throws ApiError
   */
  public static putApiUpdateTeamitems(): CancelablePromise<TeamItemRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/update-teamitems/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No team members record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a video section record
   * @returns VideoRecord
   * @throws ApiError
   */
  public static putApiUpdateVideos(): CancelablePromise<VideoRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/update-videos/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No video section record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a work section record
   * @returns WorkSectionRecord
   * @throws ApiError
   */
  public static putApiUpdateWorksec(): CancelablePromise<WorkSectionRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/update-worksec/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No work section record with this id`,
      },
    });
  }
  /**
   * List video section
   * @returns VideoRecord
   * @throws ApiError
   */
  public static getApiVideos(): CancelablePromise<Array<VideoRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/videos',
    });
  }
  /**
   * List video items
   * @returns VideoItemRecord
   * @throws ApiError
   */
  public static getApiVideosItems(): CancelablePromise<Array<VideoItemRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/videos-items',
    });
  }
  /**
   * Read one video items record
   * @returns VideoItemRecord
   * @throws ApiError
   */
  public static getApiVideosItems1(): CancelablePromise<VideoItemRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/videos-items/{id}',
      errors: {
        404: `No video items record with this id`,
      },
    });
  }
  /**
   * Replace the fields of a video items record
   * @returns VideoItemRecord
   * @throws ApiError
   */
  public static putApiVideosItems(): CancelablePromise<VideoItemRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/videos-items/{id}',
      errors: {
        400: `A field is missing or invalid; the message names it`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No video items record with this id`,
      },
    });
  }
  /**
   * Read one video section record
   * @returns VideoRecord
   * @throws ApiError
   */
  public static getApiVideos1(): CancelablePromise<VideoRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/videos/{id}',
      errors: {
        404: `No video section record with this id`,
      },
    });
  }
  /**
   * List work section
   * @returns WorkSectionRecord
   * @throws ApiError
   */
  public static getApiWorksec(): CancelablePromise<Array<WorkSectionRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/worksec',
    });
  }
  /**
   * Read one work section record
   * @returns WorkSectionRecord
   * @throws ApiError
   */
  public static getApiWorksec1(): CancelablePromise<WorkSectionRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/worksec/{id}',
      errors: {
        404: `No work section record with this id`,
      },
    });
  }
}
