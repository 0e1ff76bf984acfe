/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BlogPostPreviewInput = {
  /**
   * A rich-text document as the editor (Tiptap) gives it: nodes paragraph, heading (levels 2–4), bulletList, orderedList, listItem, blockquote, hardBreak, horizontalRule, table, tableRow, tableHeader, tableCell, image (src /media/{id} or https, alt required, empty for a decorative image), callToAction (text, href, variant primary|secondary); marks bold, italic, underline, strike, code, link (http(s), mailto, tel, /path or #fragment). Anything else is dropped. At most 20 levels, 20,000 nodes and 200 KB.
   */
  body: Record<string, any>;
};

