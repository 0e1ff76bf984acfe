import { Body, Controller, Delete, Get, Headers, HttpCode, NotFoundException, Param, Post, Put, Query, type PipeTransform } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, OwnPostsOnly, type Viewer } from '../auth/viewer.js';
import { ApiArea, ApiErrors } from '../common/api-docs.js';
import { RichTextBody } from '../common/body-limit.decorator.js';
import { DeletedDto } from '../common/deleted.dto.js';
import { IdParam } from '../common/ids.js';
import { PageOf } from '../common/pagination/page.dto.js';
import { Public } from '../common/public.decorator.js';
import { Allow } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { expectedVersion } from '../content/section-controller.factory.js';
import {
  BlogAuthorInput,
  BlogAuthorRecord,
  BlogCategoryInput,
  BlogCategoryRecord,
  BlogPostInput,
  BlogPostListItem,
  BlogPostListQuery,
  BlogPostPage,
  BlogPostPreview,
  BlogPostPreviewInput,
  BlogPostPublic,
  BlogPostRecord,
  BlogPostsQuery,
  BlogPublishInput,
  BlogSettings,
  BlogTagInput,
  BlogTagRecord,
  SLUG,
} from './blog.dto.js';
import { BlogAuthorsService } from './blog-authors.service.js';
import { BlogPostsService } from './blog-posts.service.js';
import { BlogReadingService } from './blog-reading.service.js';
import { BlogTermsService } from './blog-terms.service.js';
import { BLOG_LIMITS } from './texts.js';

const IF_MATCH = { name: 'if-match', required: false, description: 'The version the editor loaded; a save after a newer one is refused with 409' };
const FIELD_RULE = 'A field breaks its rule (the message names it): an unknown category or tag, a cover image without its alt text, a bad date…';
const STALE = 'Someone saved it since the version named in If-Match';
const SLUG_CONFLICT = 'The slug is the address of another post (the message names it) or one of the blog’s own pages';

/** A slug that cannot be one names no post: 404, like an unknown one. */
class SlugPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (value.length > BLOG_LIMITS.slugLength || !SLUG.test(value)) throw new NotFoundException(`There is no published post at /blog/${value}`);
    return value;
  }
}

@ApiArea('blog', 'The blog: public posts, categories, tags and its name; the back office’s posts (drafts, scheduled, published), categories, tags and authors.')
@Controller('blog')
export class BlogController {
  constructor(
    private readonly reading: BlogReadingService,
    private readonly posts: BlogPostsService,
    private readonly terms: BlogTermsService,
    private readonly authors: BlogAuthorsService,
  ) {}

  // ---- visitors

  @Public()
  @Get('settings')
  @ApiOperation({
    operationId: 'getBlogSettings',
    summary: "The blog's name and introduction",
    description: 'The blog’s name (Blog, Insights…) and its introduction, as the public blog pages show them. Anyone may call it.',
  })
  @ApiOkResponse({ type: BlogSettings })
  getBlogSettings() {
    return this.authors.settings();
  }

  @Public()
  @Get('posts')
  @ApiOperation({
    operationId: 'getBlogPosts',
    summary: 'Published posts, newest first, of the blog or one category or tag (10 a page)',
    description:
      'A page of the published posts as the public blog lists them (scheduled posts appear once their time has come). Filter by one category or tag slug; an unknown category or tag, or a page past the last, answers 404. Anyone may call it.',
  })
  @ApiOkResponse({ type: BlogPostPage })
  @ApiErrors({ 404: 'No such category or tag, or a page past the last' })
  getBlogPosts(@Query() query: BlogPostsQuery): Promise<BlogPostPage> {
    return this.reading.publicPage(query);
  }

  @Public()
  @Get('posts/:slug')
  @ApiOperation({
    operationId: 'getBlogPost',
    summary: 'A published post by its slug, body as HTML, with author and related posts',
    description:
      'One published post as its public page shows it: the body rendered to HTML, the reading time, the author’s name and photo, its category and tags, and related posts. Drafts, and scheduled posts before their time, answer 404. Anyone may call it.',
  })
  @ApiOkResponse({ type: BlogPostPublic })
  @ApiErrors({ 404: 'No published post has this slug (drafts and scheduled posts are not shown before their time)' })
  getBlogPost(@Param('slug', SlugPipe) slug: string): Promise<BlogPostPublic> {
    return this.reading.publicPost(slug);
  }

  @Public()
  @Get('categories')
  @ApiOperation({
    operationId: 'getBlogCategories',
    summary: 'Every category, with how many published posts it has',
    description:
      'Every category of the blog with its slug and the number of its published posts, for the public category list and the editor. Anyone may call it.',
  })
  @ApiOkResponse({ type: [BlogCategoryRecord] })
  getBlogCategories(): Promise<BlogCategoryRecord[]> {
    return this.terms.categories();
  }

  @Public()
  @Get('tags')
  @ApiOperation({
    operationId: 'getBlogTags',
    summary: 'Every tag, with how many published posts it has',
    description: 'Every tag of the blog with its slug and the number of its published posts, for the public tag list and the editor. Anyone may call it.',
  })
  @ApiOkResponse({ type: [BlogTagRecord] })
  getBlogTags(): Promise<BlogTagRecord[]> {
    return this.terms.tags();
  }

  // ---- the back office

  @Scopes('content:write')
  @Allow('posts:publish')
  @Put('settings')
  @ApiOperation({
    operationId: 'updateBlogSettings',
    summary: 'Rename the blog (Blog, Insights, Case studies…) or change its introduction',
    description: 'Replaces the blog’s name and introduction that the public blog pages show. Recorded in the audit log.',
  })
  @ApiOkResponse({ type: BlogSettings })
  updateBlogSettings(@CurrentUser() viewer: Viewer, @Body() input: BlogSettings) {
    return this.authors.saveSettings(input, viewer);
  }

  @Allow('posts:write')
  @Get('author')
  @ApiOperation({
    operationId: 'getBlogAuthor',
    summary: 'How the signed-in Admin signs their posts',
    description:
      'The display name and photo the signed-in Admin signs their posts with (empty when never set). It belongs to a person, so no API key reaches it.',
  })
  @ApiOkResponse({ type: BlogAuthorRecord })
  getBlogAuthor(@CurrentUser() viewer: Viewer): Promise<BlogAuthorRecord> {
    return this.authors.author(viewer);
  }

  @Allow('posts:write')
  @Put('author')
  @ApiOperation({
    operationId: 'updateBlogAuthor',
    summary: "Set the signed-in Admin's display name and photo for their posts",
    description: 'Sets the display name and photo shown on the signed-in Admin’s posts, existing and future. It belongs to a person, so no API key reaches it.',
  })
  @ApiOkResponse({ type: BlogAuthorRecord })
  updateBlogAuthor(@CurrentUser() viewer: Viewer, @Body() input: BlogAuthorInput): Promise<BlogAuthorRecord> {
    return this.authors.saveAuthor(viewer, input);
  }

  @Scopes('content:read')
  @Allow('posts:write')
  @Get('manage/posts')
  @ApiOperation({
    operationId: 'listBlogPosts',
    summary: 'Every post, drafts and scheduled ones too, last changed first',
    description:
      'The back office’s list of posts in every status (draft, scheduled, published), the last changed first, paged; `search` finds part of a title or slug, `status` keeps drafts, scheduled or published ones. Bodies are not included; load one post for its body.',
  })
  @ApiOkResponse({ type: PageOf(BlogPostListItem) })
  listBlogPosts(@Query() query: BlogPostListQuery, @OwnPostsOnly() ownOnly: string | null) {
    return this.posts.adminList(query, ownOnly);
  }

  @Scopes('content:read')
  @Allow('posts:write')
  @Get('manage/posts/:id')
  @ApiOperation({
    operationId: 'getBlogPostForEdit',
    summary: 'A post as the editor loads it, with its version',
    description:
      'One post with every field the editor needs (body as rich text, SEO fields, category, tags, status) and its version, to send back in If-Match when saving.',
  })
  @ApiOkResponse({ type: BlogPostRecord })
  @ApiErrors({ 404: 'No post with this id' })
  getBlogPostForEdit(@IdParam() id: string, @OwnPostsOnly() ownOnly: string | null): Promise<BlogPostRecord> {
    return this.posts.adminGet(id, ownOnly);
  }

  @Scopes('content:write')
  @Allow('posts:write')
  @Post('manage/posts')
  @RichTextBody()
  @ApiOperation({
    operationId: 'addBlogPost',
    summary: 'Write a post (a draft unless status is published); signed by the Admin',
    description:
      'Creates a post, a draft unless `status` is published (a `publishedAt` in the future schedules it). The slug must be free; the category and tags must exist; a cover image needs its alt text. Signed by the Admin who writes it (a post added with an API key has no author). Recorded in the audit log.',
  })
  @ApiCreatedResponse({ type: BlogPostRecord })
  @ApiErrors({ 400: FIELD_RULE, 409: SLUG_CONFLICT })
  addBlogPost(@CurrentUser() viewer: Viewer, @Body() input: BlogPostInput, @OwnPostsOnly() ownOnly: string | null): Promise<BlogPostRecord> {
    return this.posts.create(input, viewer, ownOnly);
  }

  @Scopes('content:read')
  @Allow('posts:write')
  @Post('manage/preview')
  @RichTextBody()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'previewBlogPost',
    summary: 'An unsaved post body as the post page will show it (nothing is stored)',
    description:
      'Renders an unsaved rich-text body to the HTML the post’s page would show, so the editor can preview a draft before it is saved or published. Nothing is stored and nothing changes; it only reads, hence the `content:read` scope.',
  })
  @ApiOkResponse({ type: BlogPostPreview })
  @ApiErrors({ 400: 'The body is not rich text, or too deep or large' })
  async previewBlogPost(@Body() input: BlogPostPreviewInput): Promise<BlogPostPreview> {
    return { html: await this.reading.previewHtml(input.body) };
  }

  @Scopes('content:write')
  @Allow('posts:write')
  @Put('manage/posts/:id')
  @RichTextBody()
  @ApiHeader(IF_MATCH)
  @ApiOperation({
    operationId: 'updateBlogPost',
    summary: 'Save a post',
    description:
      'Replaces a post’s fields. Send the loaded version in If-Match so a save over someone else’s is refused (409). A changed slug must be free. Recorded in the audit log.',
  })
  @ApiOkResponse({ type: BlogPostRecord })
  @ApiErrors({ 400: FIELD_RULE, 404: 'No post with this id', 409: `${SLUG_CONFLICT}; or ${STALE}` })
  updateBlogPost(
    @CurrentUser() viewer: Viewer,
    @IdParam() id: string,
    @Body() input: BlogPostInput,
    @Headers('if-match') ifMatch: string | undefined,
    @OwnPostsOnly() ownOnly: string | null,
  ): Promise<BlogPostRecord> {
    return this.posts.update(id, input, viewer, expectedVersion(ifMatch), ownOnly);
  }

  @Scopes('content:write')
  @Allow('posts:publish')
  @Post('manage/posts/:id/publish')
  @HttpCode(200)
  @ApiHeader(IF_MATCH)
  @ApiOperation({
    operationId: 'publishBlogPost',
    summary: 'Publish a post now, or schedule it for a later publish time',
    description:
      'Publishes the post now, or at `publishedAt` when that time is in the future (the post is scheduled and appears by itself). Send the loaded version in If-Match to refuse a stale publish. Recorded in the audit log.',
  })
  @ApiOkResponse({ type: BlogPostRecord })
  @ApiErrors({ 404: 'No post with this id', 409: STALE })
  publishBlogPost(
    @CurrentUser() viewer: Viewer,
    @IdParam() id: string,
    @Body() input: BlogPublishInput,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<BlogPostRecord> {
    return this.posts.publish(id, input.publishedAt, viewer, expectedVersion(ifMatch));
  }

  @Scopes('content:write')
  @Allow('posts:publish')
  @Post('manage/posts/:id/unpublish')
  @HttpCode(200)
  @ApiHeader(IF_MATCH)
  @ApiOperation({
    operationId: 'unpublishBlogPost',
    summary: 'Take a post (or a scheduled one) back to draft: visitors no longer see it',
    description:
      'Takes a published or scheduled post back to draft: it leaves the blog, its lists, the feed and the sitemap. Its content is kept. Recorded in the audit log.',
  })
  @ApiOkResponse({ type: BlogPostRecord })
  @ApiErrors({ 404: 'No post with this id', 409: STALE })
  unpublishBlogPost(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Headers('if-match') ifMatch: string | undefined): Promise<BlogPostRecord> {
    return this.posts.unpublish(id, viewer, expectedVersion(ifMatch));
  }

  @Scopes('content:write')
  @Allow('posts:write')
  @Delete('manage/posts/:id')
  @ApiOperation({
    operationId: 'deleteBlogPost',
    summary: 'Delete a post',
    description: 'Deletes the post for good; its address then answers the not-found page. Recorded in the audit log.',
  })
  @ApiOkResponse({ type: DeletedDto })
  @ApiErrors({ 404: 'No post with this id' })
  deleteBlogPost(@CurrentUser() viewer: Viewer, @IdParam() id: string, @OwnPostsOnly() ownOnly: string | null): Promise<DeletedDto> {
    return this.posts.remove(id, viewer, ownOnly);
  }

  @Scopes('content:write')
  @Allow('posts:publish')
  @Post('categories')
  @ApiOperation({
    operationId: 'addBlogCategory',
    summary: 'Add a category (its page is /blog/category/{slug}/)',
    description: 'Creates a category; its public page is /blog/category/{slug}/. The slug must not be another category’s. Recorded in the audit log.',
  })
  @ApiCreatedResponse({ type: BlogCategoryRecord })
  @ApiErrors({ 409: 'Another category has this slug (the message names it)' })
  addBlogCategory(@CurrentUser() viewer: Viewer, @Body() input: BlogCategoryInput): Promise<BlogCategoryRecord> {
    return this.terms.saveCategory(undefined, input, viewer);
  }

  @Scopes('content:write')
  @Allow('posts:publish')
  @Put('categories/:id')
  @ApiHeader(IF_MATCH)
  @ApiOperation({
    operationId: 'updateBlogCategory',
    summary: 'Rename a category or change its slug or description',
    description:
      'Replaces a category’s name, slug and description; its posts follow it. Send the loaded version in If-Match to refuse a save over someone else’s (409). Recorded in the audit log.',
  })
  @ApiOkResponse({ type: BlogCategoryRecord })
  @ApiErrors({ 404: 'No category with this id', 409: `Another category has this slug; or ${STALE}` })
  updateBlogCategory(
    @CurrentUser() viewer: Viewer,
    @IdParam() id: string,
    @Body() input: BlogCategoryInput,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<BlogCategoryRecord> {
    return this.terms.saveCategory(id, input, viewer, expectedVersion(ifMatch));
  }

  @Scopes('content:write')
  @Allow('posts:publish')
  @Delete('categories/:id')
  @ApiOperation({
    operationId: 'deleteBlogCategory',
    summary: 'Delete a category; its posts stay, without a category',
    description: 'Deletes a category; its posts are kept, without a category, and its page answers 404. Recorded in the audit log.',
  })
  @ApiOkResponse({ type: DeletedDto })
  @ApiErrors({ 404: 'No category with this id' })
  deleteBlogCategory(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    return this.terms.removeCategory(id, viewer);
  }

  @Scopes('content:write')
  @Allow('posts:publish')
  @Post('tags')
  @ApiOperation({
    operationId: 'addBlogTag',
    summary: 'Add a tag (its page is /blog/tag/{slug}/)',
    description: 'Creates a tag; its public page is /blog/tag/{slug}/. The slug must not be another tag’s. Recorded in the audit log.',
  })
  @ApiCreatedResponse({ type: BlogTagRecord })
  @ApiErrors({ 409: 'Another tag has this slug (the message names it)' })
  addBlogTag(@CurrentUser() viewer: Viewer, @Body() input: BlogTagInput): Promise<BlogTagRecord> {
    return this.terms.saveTag(undefined, input, viewer);
  }

  @Scopes('content:write')
  @Allow('posts:publish')
  @Put('tags/:id')
  @ApiHeader(IF_MATCH)
  @ApiOperation({
    operationId: 'updateBlogTag',
    summary: 'Rename a tag or change its slug',
    description: 'Replaces a tag’s name and slug. Send the loaded version in If-Match to refuse a save over someone else’s (409). Recorded in the audit log.',
  })
  @ApiOkResponse({ type: BlogTagRecord })
  @ApiErrors({ 404: 'No tag with this id', 409: `Another tag has this slug; or ${STALE}` })
  updateBlogTag(
    @CurrentUser() viewer: Viewer,
    @IdParam() id: string,
    @Body() input: BlogTagInput,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<BlogTagRecord> {
    return this.terms.saveTag(id, input, viewer, expectedVersion(ifMatch));
  }

  @Scopes('content:write')
  @Allow('posts:publish')
  @Delete('tags/:id')
  @ApiOperation({
    operationId: 'deleteBlogTag',
    summary: 'Delete a tag; it is taken off its posts',
    description: 'Deletes a tag and takes it off every post that had it; its page answers 404. Recorded in the audit log.',
  })
  @ApiOkResponse({ type: DeletedDto })
  @ApiErrors({ 404: 'No tag with this id' })
  deleteBlogTag(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    return this.terms.removeTag(id, viewer);
  }
}
