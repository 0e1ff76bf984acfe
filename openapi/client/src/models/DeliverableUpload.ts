/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type DeliverableUpload = {
  /**
   * PDF, PNG, JPEG, WebP, GIF, XLSX, DOCX, PPTX, ZIP, CSV or plain text; at most 20 MB
   */
  file: Blob;
  /**
   * What it is, as the client reads it
   */
  title: string;
};

