/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type MailKind = 'emailVerification' | 'passwordReset' | 'emailChange' | 'emailChangeNotice' | 'signInFactorChanged' | 'subscriptionConfirmation' | 'newMessage' | 'orderPlaced' | 'newOrder' | 'paymentReceived' | 'orderDelivered' | 'projectStage' | 'projectDeliverable' | 'projectReport' | 'projectApproval' | 'projectApprovalAdmin' | 'projectMessage' | 'projectMessageAdmin' | 'paymentReceivedAdmin' | 'duplicatePayment' | 'paymentReversed' | 'subscriptionNotice' | 'subscriptionNoticeAdmin' | 'subscriptionModifiedAdmin' | 'auditReport' | 'webhookDisabled';
