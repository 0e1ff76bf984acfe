/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BlogAuthorInput } from '../models/BlogAuthorInput';
import type { BlogAuthorRecord } from '../models/BlogAuthorRecord';
import type { BlogCategoryInput } from '../models/BlogCategoryInput';
import type { BlogCategoryRecord } from '../models/BlogCategoryRecord';
import type { BlogPostInput } from '../models/BlogPostInput';
import type { BlogPostListItemPage } from '../models/BlogPostListItemPage';
import type { BlogPostPage } from '../models/BlogPostPage';
import type { BlogPostPreview } from '../models/BlogPostPreview';
import type { BlogPostPreviewInput } from '../models/BlogPostPreviewInput';
import type { BlogPostPublic } from '../models/BlogPostPublic';
import type { BlogPostRecord } from '../models/BlogPostRecord';
import type { BlogPublishInput } from '../models/BlogPublishInput';
import type { BlogSettings } from '../models/BlogSettings';
import type { BlogTagInput } from '../models/BlogTagInput';
import type { BlogTagRecord } from '../models/BlogTagRecord';
import type { DeletedDto } from '../models/DeletedDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class BlogService {
  /**
   * How the signed-in Admin signs their posts
   * The display name and photo the signed-in Admin signs their posts with (empty when never set). It belongs to a person, so no API key reaches it.
   *
   * **Access:** a member of the team whose role holds `posts:write` (session cookie or access token); API keys are refused.
   * @returns BlogAuthorRecord How the signed-in Admin signs their posts
   * @throws ApiError
   */
  public static getBlogAuthor(): CancelablePromise<BlogAuthorRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/blog/author',
      errors: {
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`posts:write\`; or an API key was sent: keys cannot call this operation`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Set the signed-in Admin's display name and photo for their posts
   * Sets the display name and photo shown on the signed-in Admin’s posts, existing and future. It belongs to a person, so no API key reaches it.
   *
   * **Access:** a member of the team whose role holds `posts:write` (session cookie or access token); API keys are refused.
   * @returns BlogAuthorRecord Set the signed-in Admin's display name and photo for their posts
   * @throws ApiError
   */
  public static updateBlogAuthor({
    requestBody,
  }: {
    requestBody: BlogAuthorInput,
  }): CancelablePromise<BlogAuthorRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/blog/author',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in, or the session expired`,
        403: `Signed in, but the role lacks \`posts:write\`; or an API key was sent: keys cannot call this operation`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Every category, with how many published posts it has
   * Every category of the blog with its slug and the number of its published posts, for the public category list and the editor. Anyone may call it.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns BlogCategoryRecord Every category, with how many published posts it has
   * @throws ApiError
   */
  public static getBlogCategories(): CancelablePromise<Array<BlogCategoryRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/blog/categories',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a category (its page is /blog/category/{slug}/)
   * Creates a category; its public page is /blog/category/{slug}/. The slug must not be another category’s. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `posts:publish` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns BlogCategoryRecord Add a category (its page is /blog/category/{slug}/)
   * @throws ApiError
   */
  public static addBlogCategory({
    requestBody,
  }: {
    requestBody: BlogCategoryInput,
  }): CancelablePromise<BlogCategoryRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/blog/categories',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`posts:publish\`; or the API key lacks the scope`,
        409: `Another category has this slug (the message names it)`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a category; its posts stay, without a category
   * Deletes a category; its posts are kept, without a category, and its page answers 404. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `posts:publish` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a category; its posts stay, without a category
   * @throws ApiError
   */
  public static deleteBlogCategory({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/blog/categories/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`posts:publish\`; or the API key lacks the scope`,
        404: `No category with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Rename a category or change its slug or description
   * Replaces a category’s name, slug and description; its posts follow it. Send the loaded version in If-Match to refuse a save over someone else’s (409). Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `posts:publish` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns BlogCategoryRecord Rename a category or change its slug or description
   * @throws ApiError
   */
  public static updateBlogCategory({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: BlogCategoryInput,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<BlogCategoryRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/blog/categories/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`posts:publish\`; or the API key lacks the scope`,
        404: `No category with this id`,
        409: `Another category has this slug; or Someone saved it since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Every post, drafts and scheduled ones too, last changed first
   * The back office’s list of posts in every status (draft, scheduled, published), the last changed first, paged; `search` finds part of a title or slug, `status` keeps drafts, scheduled or published ones. Bodies are not included; load one post for its body.
   *
   * **Access:** a member of the team whose role holds `posts:write` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns BlogPostListItemPage Every post, drafts and scheduled ones too, last changed first
   * @throws ApiError
   */
  public static listBlogPosts({
    page = 1,
    pageSize = 20,
    status,
    search,
  }: {
    page?: number,
    pageSize?: number,
    /**
     * draft, published (visible now) or scheduled
     */
    status?: 'draft' | 'published' | 'scheduled',
    /**
     * part of the title or slug, whatever the case
     */
    search?: string,
  }): CancelablePromise<BlogPostListItemPage> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/blog/manage/posts',
      query: {
        'page': page,
        'pageSize': pageSize,
        'status': status,
        'search': search,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`posts:write\`; or the API key lacks the scope`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Write a post (a draft unless status is published); signed by the Admin
   * Creates a post, a draft unless `status` is published (a `publishedAt` in the future schedules it). The slug must be free; the category and tags must exist; a cover image needs its alt text. Signed by the Admin who writes it (a post added with an API key has no author). Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `posts:write` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns BlogPostRecord Write a post (a draft unless status is published); signed by the Admin
   * @throws ApiError
   */
  public static addBlogPost({
    requestBody,
  }: {
    requestBody: BlogPostInput,
  }): CancelablePromise<BlogPostRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/blog/manage/posts',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field breaks its rule (the message names it): an unknown category or tag, a cover image without its alt text, a bad date…`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`posts:write\`; or the API key lacks the scope`,
        409: `The slug is the address of another post (the message names it) or one of the blog’s own pages`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a post
   * Deletes the post for good; its address then answers the not-found page. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `posts:write` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a post
   * @throws ApiError
   */
  public static deleteBlogPost({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/blog/manage/posts/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`posts:write\`; or the API key lacks the scope`,
        404: `No post with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * A post as the editor loads it, with its version
   * One post with every field the editor needs (body as rich text, SEO fields, category, tags, status) and its version, to send back in If-Match when saving.
   *
   * **Access:** a member of the team whose role holds `posts:write` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns BlogPostRecord A post as the editor loads it, with its version
   * @throws ApiError
   */
  public static getBlogPostForEdit({
    id,
  }: {
    id: string,
  }): CancelablePromise<BlogPostRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/blog/manage/posts/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`posts:write\`; or the API key lacks the scope`,
        404: `No post with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Save a post
   * Replaces a post’s fields. Send the loaded version in If-Match so a save over someone else’s is refused (409). A changed slug must be free. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `posts:write` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns BlogPostRecord Save a post
   * @throws ApiError
   */
  public static updateBlogPost({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: BlogPostInput,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<BlogPostRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/blog/manage/posts/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `A field breaks its rule (the message names it): an unknown category or tag, a cover image without its alt text, a bad date…`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`posts:write\`; or the API key lacks the scope`,
        404: `No post with this id`,
        409: `The slug is the address of another post (the message names it) or one of the blog’s own pages; or Someone saved it since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Publish a post now, or schedule it for a later publish time
   * Publishes the post now, or at `publishedAt` when that time is in the future (the post is scheduled and appears by itself). Send the loaded version in If-Match to refuse a stale publish. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `posts:publish` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns BlogPostRecord Publish a post now, or schedule it for a later publish time
   * @throws ApiError
   */
  public static publishBlogPost({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: BlogPublishInput,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<BlogPostRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/blog/manage/posts/{id}/publish',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`posts:publish\`; or the API key lacks the scope`,
        404: `No post with this id`,
        409: `Someone saved it since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Take a post (or a scheduled one) back to draft: visitors no longer see it
   * Takes a published or scheduled post back to draft: it leaves the blog, its lists, the feed and the sitemap. Its content is kept. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `posts:publish` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns BlogPostRecord Take a post (or a scheduled one) back to draft: visitors no longer see it
   * @throws ApiError
   */
  public static unpublishBlogPost({
    id,
    ifMatch,
  }: {
    id: string,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<BlogPostRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/blog/manage/posts/{id}/unpublish',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`posts:publish\`; or the API key lacks the scope`,
        404: `No post with this id`,
        409: `Someone saved it since the version named in If-Match`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * An unsaved post body as the post page will show it (nothing is stored)
   * Renders an unsaved rich-text body to the HTML the post’s page would show, so the editor can preview a draft before it is saved or published. Nothing is stored and nothing changes; it only reads, hence the `content:read` scope.
   *
   * **Access:** a member of the team whose role holds `posts:write` (session cookie or access token), or an API key with the `content:read` scope.
   * @returns BlogPostPreview An unsaved post body as the post page will show it (nothing is stored)
   * @throws ApiError
   */
  public static previewBlogPost({
    requestBody,
  }: {
    requestBody: BlogPostPreviewInput,
  }): CancelablePromise<BlogPostPreview> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/blog/manage/preview',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body is not rich text, or too deep or large`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`posts:write\`; or the API key lacks the scope`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Published posts, newest first, of the blog or one category or tag (10 a page)
   * A page of the published posts as the public blog lists them (scheduled posts appear once their time has come). Filter by one category or tag slug; an unknown category or tag, or a page past the last, answers 404. Anyone may call it.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns BlogPostPage Published posts, newest first, of the blog or one category or tag (10 a page)
   * @throws ApiError
   */
  public static getBlogPosts({
    page = 1,
    category,
    tag,
  }: {
    page?: number,
    /**
     * a category's slug
     */
    category?: string,
    /**
     * a tag's slug
     */
    tag?: string,
  }): CancelablePromise<BlogPostPage> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/blog/posts',
      query: {
        'page': page,
        'category': category,
        'tag': tag,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No such category or tag, or a page past the last`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * A published post by its slug, body as HTML, with author and related posts
   * One published post as its public page shows it: the body rendered to HTML, the reading time, the author’s name and photo, its category and tags, and related posts. Drafts, and scheduled posts before their time, answer 404. Anyone may call it.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns BlogPostPublic A published post by its slug, body as HTML, with author and related posts
   * @throws ApiError
   */
  public static getBlogPost({
    slug,
  }: {
    slug: string,
  }): CancelablePromise<BlogPostPublic> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/blog/posts/{slug}',
      path: {
        'slug': slug,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        404: `No published post has this slug (drafts and scheduled posts are not shown before their time)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * The blog's name and introduction
   * The blog’s name (Blog, Insights…) and its introduction, as the public blog pages show them. Anyone may call it.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns BlogSettings The blog's name and introduction
   * @throws ApiError
   */
  public static getBlogSettings(): CancelablePromise<BlogSettings> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/blog/settings',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Rename the blog (Blog, Insights, Case studies…) or change its introduction
   * Replaces the blog’s name and introduction that the public blog pages show. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `posts:publish` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns BlogSettings Rename the blog (Blog, Insights, Case studies…) or change its introduction
   * @throws ApiError
   */
  public static updateBlogSettings({
    requestBody,
  }: {
    requestBody: BlogSettings,
  }): CancelablePromise<BlogSettings> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/blog/settings',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`posts:publish\`; or the API key lacks the scope`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Every tag, with how many published posts it has
   * Every tag of the blog with its slug and the number of its published posts, for the public tag list and the editor. Anyone may call it.
   *
   * **Access:** anyone, no sign-in needed; an API key is served as a visitor.
   * @returns BlogTagRecord Every tag, with how many published posts it has
   * @throws ApiError
   */
  public static getBlogTags(): CancelablePromise<Array<BlogTagRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/blog/tags',
      errors: {
        401: `An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Add a tag (its page is /blog/tag/{slug}/)
   * Creates a tag; its public page is /blog/tag/{slug}/. The slug must not be another tag’s. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `posts:publish` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns BlogTagRecord Add a tag (its page is /blog/tag/{slug}/)
   * @throws ApiError
   */
  public static addBlogTag({
    requestBody,
  }: {
    requestBody: BlogTagInput,
  }): CancelablePromise<BlogTagRecord> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/blog/tags',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`posts:publish\`; or the API key lacks the scope`,
        409: `Another tag has this slug (the message names it)`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Delete a tag; it is taken off its posts
   * Deletes a tag and takes it off every post that had it; its page answers 404. Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `posts:publish` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns DeletedDto Delete a tag; it is taken off its posts
   * @throws ApiError
   */
  public static deleteBlogTag({
    id,
  }: {
    id: string,
  }): CancelablePromise<DeletedDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/blog/tags/{id}',
      path: {
        'id': id,
      },
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`posts:publish\`; or the API key lacks the scope`,
        404: `No tag with this id`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
  /**
   * Rename a tag or change its slug
   * Replaces a tag’s name and slug. Send the loaded version in If-Match to refuse a save over someone else’s (409). Recorded in the audit log.
   *
   * **Access:** a member of the team whose role holds `posts:publish` (session cookie or access token), or an API key with the `content:write` scope.
   * @returns BlogTagRecord Rename a tag or change its slug
   * @throws ApiError
   */
  public static updateBlogTag({
    id,
    requestBody,
    ifMatch,
  }: {
    id: string,
    requestBody: BlogTagInput,
    /**
     * The version the editor loaded; a save after a newer one is refused with 409
     */
    ifMatch?: string,
  }): CancelablePromise<BlogTagRecord> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/blog/tags/{id}',
      path: {
        'id': id,
      },
      headers: {
        'if-match': ifMatch,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The request is malformed: the message names each missing or invalid field`,
        401: `Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which`,
        403: `Signed in, but the role lacks \`posts:publish\`; or the API key lacks the scope`,
        404: `No tag with this id`,
        409: `Another tag has this slug; or Someone saved it since the version named in If-Match`,
        413: `The body is larger than the limit (256 KB unless stated)`,
        429: `Too many requests: more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT); Retry-After says when to try again`,
        500: `Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it`,
      },
    });
  }
}
