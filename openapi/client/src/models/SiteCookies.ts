/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SiteCookies = {
  /**
   * none: no analytics or tracking tool; cookieless: a tool counts visits without cookies; afterConsent: a tool sets cookies once the visitor accepts
   */
  mode: 'none' | 'cookieless' | 'afterConsent';
  /**
   * the privacy page the consent banner links to: absent while no such page is published
   */
  privacyPage?: string;
};

