/** What the admin and visitors are told about the blog, in one place. */
export const BLOG_LIMITS = {
  titleLength: 200,
  slugLength: 120,
  excerptLength: 500,
  imageLength: 2048,
  altLength: 300,
  tagsPerPost: 20,
  termSlugLength: 80,
  termNameLength: 100,
  descriptionLength: 300,
  blogNameLength: 40,
  authorNameLength: 100,
  /** posts per page of /blog/ and of a category's or tag's page */
  pageSize: 10,
  /** related posts under a post */
  related: 3,
  /** posts in the feed */
  feedItems: 20,
  /** words a visitor reads per minute, for the reading time */
  wordsPerMinute: 200,
} as const;

export const BLOG_DEFAULT_NAME = 'Blog';

/** Addresses under /blog/ that are the blog's own pages, so no post may take them as its slug. */
export const RESERVED_POST_SLUGS = ['page', 'category', 'tag', 'feed'] as const;

export const BLOG_TEXTS = {
  notYourPost: 'Your role may edit only your own posts',
  publishingNeedsEditor: 'Your role may write drafts only: an Editor or Admin publishes them',
  publishedNeedsEditor: 'This post is published or scheduled: an Editor or Admin edits it now',
  slugPattern: 'The slug may hold lower-case letters, digits and single hyphens between them (for example seo-audit-checklist)',
  slugReserved: (slug: string) => `/blog/${slug}/ is one of the blog's own pages (its list, categories, tags or feed): choose another slug`,
  slugTaken: (slug: string, title: string) => `/blog/${slug} is already the address of the post "${title}"`,
  categorySlugTaken: (slug: string, name: string) => `/blog/category/${slug}/ is already the address of the category "${name}"`,
  tagSlugTaken: (slug: string, name: string) => `/blog/tag/${slug}/ is already the address of the tag "${name}"`,
  titleRequired: 'The title must not be empty',
  titleTooLong: `The title must be at most ${BLOG_LIMITS.titleLength} characters`,
  slugTooLong: `The slug must be at most ${BLOG_LIMITS.slugLength} characters`,
  termSlugTooLong: `The slug must be at most ${BLOG_LIMITS.termSlugLength} characters`,
  nameRequired: 'The name must not be empty',
  nameTooLong: `The name must be at most ${BLOG_LIMITS.termNameLength} characters`,
  excerptTooLong: `The excerpt must be at most ${BLOG_LIMITS.excerptLength} characters`,
  imageNotSafe: 'The image must be a library image (/media/…), a path of this site or an http(s) address',
  profileUrlNotSafe: 'The profile address must be an http(s) address or a path of this site',
  altTooLong: `The image description must be at most ${BLOG_LIMITS.altLength} characters`,
  coverAltRequired: 'Describe the cover image for visitors who cannot see it (its alternative text)',
  descriptionTooLong: `The description must be at most ${BLOG_LIMITS.descriptionLength} characters`,
  tooManyTags: `A post takes at most ${BLOG_LIMITS.tagsPerPost} tags`,
  badStatus: 'The status must be draft or published',
  badDate: 'The publish time must be a date and time (ISO 8601, for example 2026-05-01T09:00:00Z)',
  unknownCategory: (id: string) => `There is no category with the id ${id}`,
  unknownTag: (id: string) => `There is no tag with the id ${id}`,
  redirectNote: (title: string) => `The post “${title}” moved`,
  postNotFound: (id: string) => `There is no post with the id ${id}`,
  publicPostNotFound: (slug: string) => `There is no published post at /blog/${slug}`,
  categoryNotFound: (id: string) => `There is no category ${id}`,
  tagNotFound: (id: string) => `There is no tag ${id}`,
  stale: (loaded: number, current: number) =>
    `Someone saved this since you opened it (you loaded version ${loaded}, it is now version ${current}): reload it, then make your change again`,
  deleted: (title: string) => `The post "${title}" was deleted`,
  categoryDeleted: (name: string) => `The category "${name}" was deleted; its posts have no category now`,
  tagDeleted: (name: string) => `The tag "${name}" was deleted and taken off its posts`,
  blogNameRequired: 'The blog needs a name (for example Blog, Insights or Case studies)',
  blogNameTooLong: `The blog's name must be at most ${BLOG_LIMITS.blogNameLength} characters`,
  authorNameRequired: 'Your display name must not be empty',
  authorNameTooLong: `Your display name must be at most ${BLOG_LIMITS.authorNameLength} characters`,
  authorNeedsAccount: 'An API key signs no posts: sign in as an Admin to set an author profile',
  seoTitleTooLong: 'The SEO title must be at most 70 characters',
  seoDescriptionTooLong: 'The meta description must be at most 200 characters',
  canonicalNotSafe: 'The canonical address must be an https:// address or a path of this site starting with /',
} as const;
