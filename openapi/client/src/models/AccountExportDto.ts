/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ExportedAccount } from './ExportedAccount';
import type { ExportedMessage } from './ExportedMessage';
import type { ExportedOrder } from './ExportedOrder';
import type { ExportedPayment } from './ExportedPayment';
import type { ExportedProject } from './ExportedProject';
import type { ExportedSubscription } from './ExportedSubscription';
export type AccountExportDto = {
  account: ExportedAccount;
  exportedAt: string;
  /**
   * messages sent through the contact form with the account's address; only once the address is confirmed, as until then it may be someone else's
   */
  messages: Array<ExportedMessage>;
  /**
   * the newsletter subscription of the account's address (confirmed addresses only)
   */
  newsletter: ExportedSubscription | null;
  /**
   * why messages and newsletter are empty, when the address is not confirmed yet
   */
  note: string | null;
  /**
   * every order of the account, all fields
   */
  orders: Array<ExportedOrder>;
  /**
   * PayPal payments received for those orders
   */
  payments: Array<ExportedPayment>;
  /**
   * the client portal: each project of the account with its answers, stages, messages, deliverables' metadata, approvals and site reports
   */
  projects: Array<ExportedProject>;
};

