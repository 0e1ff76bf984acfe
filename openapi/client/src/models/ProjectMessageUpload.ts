/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ProjectMessageUpload = {
  /**
   * The message; the file’s name when left out
   */
  body?: string;
  /**
   * PDF, PNG, JPEG, WebP, GIF, XLSX, DOCX, PPTX, ZIP, CSV or plain text; at most 20 MB
   */
  file: Blob;
};

