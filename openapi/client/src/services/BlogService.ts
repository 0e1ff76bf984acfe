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
   * @returns BlogAuthorRecord
   * @throws ApiError
   */
  public static getBlogAuthor(): CancelablePromise<BlogAuthorRecord> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/blog/author',
      errors: {
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Set the signed-in Admin's display name and photo for their posts
   * @returns BlogAuthorRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Every category, with how many published posts it has
   * @returns BlogCategoryRecord
   * @throws ApiError
   */
  public static getBlogCategories(): CancelablePromise<Array<BlogCategoryRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/blog/categories',
    });
  }
  /**
   * Add a category (its page is /blog/category/{slug}/)
   * API keys: needs the `content:write` scope.
   * @returns BlogCategoryRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `Another category has this slug (the message names it)`,
      },
    });
  }
  /**
   * Delete a category; its posts stay, without a category
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No category with this id`,
      },
    });
  }
  /**
   * Rename a category or change its slug or description
   * API keys: needs the `content:write` scope.
   * @returns BlogCategoryRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No category with this id`,
        409: `Another category has this slug; or Someone saved it since the version named in If-Match`,
      },
    });
  }
  /**
   * Every post (drafts and scheduled ones too), last changed first, searched by title or slug
   * API keys: needs the `content:read` scope.
   * @returns BlogPostListItemPage
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Write a post (a draft unless status is published); signed by the Admin
   * API keys: needs the `content:write` scope.
   * @returns BlogPostRecord
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
        400: `A field breaks its rule (the message names it)`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `The slug is the address of another post (the message names it) or one of the blog’s own pages`,
      },
    });
  }
  /**
   * Delete a post
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No post with this id`,
      },
    });
  }
  /**
   * A post as the editor loads it, with its version
   * API keys: needs the `content:read` scope.
   * @returns BlogPostRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No post with this id`,
      },
    });
  }
  /**
   * Save a post
   * API keys: needs the `content:write` scope.
   * @returns BlogPostRecord
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
        400: `A field breaks its rule (the message names it)`,
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No post with this id`,
        409: `The slug is the address of another post (the message names it) or one of the blog’s own pages; or Someone saved it since the version named in If-Match`,
      },
    });
  }
  /**
   * Publish a post now, or schedule it for a later publish time
   * API keys: needs the `content:write` scope.
   * @returns BlogPostRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No post with this id`,
        409: `Someone saved it since the version named in If-Match`,
      },
    });
  }
  /**
   * Take a post (or a scheduled one) back to draft: visitors no longer see it
   * API keys: needs the `content:write` scope.
   * @returns BlogPostRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No post with this id`,
        409: `Someone saved it since the version named in If-Match`,
      },
    });
  }
  /**
   * A page of published posts, newest first, of the whole blog or one category or tag (10 a page)
   * @returns BlogPostPage
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
        404: `No such category or tag, or a page past the last`,
      },
    });
  }
  /**
   * A published post by its slug: body as HTML, reading time, author and related posts
   * @returns BlogPostPublic
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
        404: `No published post has this slug (drafts and scheduled posts are not shown before their time)`,
      },
    });
  }
  /**
   * The blog's name and introduction
   * @returns BlogSettings
   * @throws ApiError
   */
  public static getBlogSettings(): CancelablePromise<BlogSettings> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/blog/settings',
    });
  }
  /**
   * Rename the blog (Blog, Insights, Case studies…) or change its introduction
   * API keys: needs the `content:write` scope.
   * @returns BlogSettings
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
      },
    });
  }
  /**
   * Every tag, with how many published posts it has
   * @returns BlogTagRecord
   * @throws ApiError
   */
  public static getBlogTags(): CancelablePromise<Array<BlogTagRecord>> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/blog/tags',
    });
  }
  /**
   * Add a tag (its page is /blog/tag/{slug}/)
   * API keys: needs the `content:write` scope.
   * @returns BlogTagRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        409: `Another tag has this slug (the message names it)`,
      },
    });
  }
  /**
   * Delete a tag; it is taken off its posts
   * API keys: needs the `content:write` scope.
   * @returns DeletedDto
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No tag with this id`,
      },
    });
  }
  /**
   * Rename a tag or change its slug
   * API keys: needs the `content:write` scope.
   * @returns BlogTagRecord
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
        401: `Not signed in`,
        403: `Signed in, but not an Admin`,
        404: `No tag with this id`,
        409: `Another tag has this slug; or Someone saved it since the version named in If-Match`,
      },
    });
  }
}
