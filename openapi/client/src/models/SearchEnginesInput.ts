/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SearchEnginesInput = {
  /**
   * Analytics tool
   */
  analyticsTool?: 'None' | 'Plausible' | 'Matomo' | 'Umami' | 'Google Analytics 4' | 'Google Tag Manager';
  /**
   * Baidu: verification token
   */
  baiduVerification?: string;
  /**
   * Bing Webmaster Tools: verification token (msvalidate.01)
   */
  bingVerification?: string;
  /**
   * Microsoft Clarity: project ID
   */
  clarityProjectId?: string;
  /**
   * Google Analytics 4: measurement ID (G-…)
   */
  ga4Id?: string;
  /**
   * Google Search Console: verification token
   */
  googleVerification?: string;
  /**
   * Google Tag Manager: container ID (GTM-…)
   */
  gtmId?: string;
  /**
   * Hotjar: site ID
   */
  hotjarSiteId?: string;
  /**
   * LinkedIn Insight Tag: partner ID
   */
  linkedinPartnerId?: string;
  /**
   * Matomo: cookies
   */
  matomoMode?: 'Cookies after consent' | 'Without cookies';
  /**
   * Matomo: site ID
   */
  matomoSiteId?: string;
  /**
   * Matomo: its address (https://…)
   */
  matomoUrl?: string;
  /**
   * Meta Pixel: pixel ID
   */
  metaPixelId?: string;
  /**
   * Naver Search Advisor: verification token
   */
  naverVerification?: string;
  /**
   * Pinterest: domain verification token
   */
  pinterestVerification?: string;
  /**
   * Plausible: the site’s domain (e.g. example.com)
   */
  plausibleDomain?: string;
  /**
   * Plausible: self-hosted address (empty: plausible.io)
   */
  plausibleHost?: string;
  /**
   * Additions to robots.txt (after the built-in rules)
   */
  robotsAdditions?: string;
  /**
   * Umami: script address (https://…/script.js)
   */
  umamiScriptUrl?: string;
  /**
   * Umami: website ID
   */
  umamiWebsiteId?: string;
  /**
   * Yandex Webmaster: verification token
   */
  yandexVerification?: string;
};

