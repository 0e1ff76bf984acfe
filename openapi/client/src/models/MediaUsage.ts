/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type MediaUsage = {
  /**
   * the back office's address of the screen that edits the record, for a page, a post, a case study, a byline or a fixed page's search appearance; absent for a section's record, whose editor the back office's section declarations give
   */
  editorPath?: string;
  /**
   * the image field's name (body for an image in a rich-text body)
   */
  field: string;
  /**
   * the image field as the editor labels it
   */
  fieldLabel: string;
  /**
   * the record's id: a page's, a post's, an author's account, or the fixed page's name (home, pricing, …) for pageSeo
   */
  recordId: string;
  /**
   * the record's name in a list section (its first text), a page's or post's title, an author's name, a fixed page's address; absent for a section of one record
   */
  recordLabel?: string;
  /**
   * the section's key (banner, teamItems, …), or sitePages, blogPosts, blogAuthors or pageSeo for a page, a post, an author's byline or a fixed page's search appearance
   */
  section: string;
  /**
   * the section as the back office names it
   */
  sectionTitle: string;
};

