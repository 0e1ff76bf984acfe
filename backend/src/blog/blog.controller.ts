import { Body, Controller, Delete, Get, Headers, HttpCode, NotFoundException, Param, Post, Put, Query, type PipeTransform } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { RichTextBody } from '../common/body-limit.decorator.js';
import { DeletedDto } from '../common/deleted.dto.js';
import { IdParam } from '../common/ids.js';
import { PageOf } from '../common/pagination/page.dto.js';
import { Public } from '../common/public.decorator.js';
import { AdminOnly } from '../common/roles.decorator.js';
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
  BlogPostPublic,
  BlogPostRecord,
  BlogPostsQuery,
  BlogPublishInput,
  BlogSettings,
  BlogTagInput,
  BlogTagRecord,
  SLUG,
} from './blog.dto.js';
import { BlogService } from './blog.service.js';
import { BLOG_LIMITS } from './texts.js';

const IF_MATCH = { name: 'if-match', required: false, description: 'The version the editor loaded; a save after a newer one is refused with 409' };
const STALE = 'Someone saved it since the version named in If-Match';
const SLUG_CONFLICT = 'The slug is the address of another post (the message names it) or one of the blog’s own pages';

/** A slug that cannot be one names no post: 404, like an unknown one. */
class SlugPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (value.length > BLOG_LIMITS.slugLength || !SLUG.test(value)) throw new NotFoundException(`There is no published post at /blog/${value}`);
    return value;
  }
}

@ApiTags('blog')
@Controller('blog')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  // ---- visitors

  @Public()
  @Get('settings')
  @ApiOperation({ operationId: 'getBlogSettings', summary: "The blog's name and introduction" })
  @ApiOkResponse({ type: BlogSettings })
  getBlogSettings() {
    return this.blog.settings();
  }

  @Public()
  @Get('posts')
  @ApiOperation({ operationId: 'getBlogPosts', summary: 'A page of published posts, newest first, of the whole blog or one category or tag (10 a page)' })
  @ApiOkResponse({ type: BlogPostPage })
  @ApiNotFoundResponse({ description: 'No such category or tag, or a page past the last' })
  getBlogPosts(@Query() query: BlogPostsQuery): Promise<BlogPostPage> {
    return this.blog.publicPage(query);
  }

  @Public()
  @Get('posts/:slug')
  @ApiOperation({ operationId: 'getBlogPost', summary: 'A published post by its slug: body as HTML, reading time, author and related posts' })
  @ApiOkResponse({ type: BlogPostPublic })
  @ApiNotFoundResponse({ description: 'No published post has this slug (drafts and scheduled posts are not shown before their time)' })
  getBlogPost(@Param('slug', SlugPipe) slug: string): Promise<BlogPostPublic> {
    return this.blog.publicPost(slug);
  }

  @Public()
  @Get('categories')
  @ApiOperation({ operationId: 'getBlogCategories', summary: 'Every category, with how many published posts it has' })
  @ApiOkResponse({ type: [BlogCategoryRecord] })
  getBlogCategories(): Promise<BlogCategoryRecord[]> {
    return this.blog.categories();
  }

  @Public()
  @Get('tags')
  @ApiOperation({ operationId: 'getBlogTags', summary: 'Every tag, with how many published posts it has' })
  @ApiOkResponse({ type: [BlogTagRecord] })
  getBlogTags(): Promise<BlogTagRecord[]> {
    return this.blog.tags();
  }

  // ---- the back office

  @Scopes('content:write')
  @AdminOnly()
  @Put('settings')
  @ApiOperation({ operationId: 'updateBlogSettings', summary: 'Rename the blog (Blog, Insights, Case studies…) or change its introduction' })
  @ApiOkResponse({ type: BlogSettings })
  updateBlogSettings(@CurrentUser() viewer: Viewer, @Body() input: BlogSettings) {
    return this.blog.saveSettings(input, viewer);
  }

  @AdminOnly()
  @Get('author')
  @ApiOperation({ operationId: 'getBlogAuthor', summary: 'How the signed-in Admin signs their posts' })
  @ApiOkResponse({ type: BlogAuthorRecord })
  getBlogAuthor(@CurrentUser() viewer: Viewer): Promise<BlogAuthorRecord> {
    return this.blog.author(viewer);
  }

  @AdminOnly()
  @Put('author')
  @ApiOperation({ operationId: 'updateBlogAuthor', summary: "Set the signed-in Admin's display name and photo for their posts" })
  @ApiOkResponse({ type: BlogAuthorRecord })
  updateBlogAuthor(@CurrentUser() viewer: Viewer, @Body() input: BlogAuthorInput): Promise<BlogAuthorRecord> {
    return this.blog.saveAuthor(viewer, input);
  }

  @Scopes('content:read')
  @AdminOnly()
  @Get('manage/posts')
  @ApiOperation({ operationId: 'listBlogPosts', summary: 'Every post (drafts and scheduled ones too), last changed first, searched by title or slug' })
  @ApiOkResponse({ type: PageOf(BlogPostListItem) })
  listBlogPosts(@Query() query: BlogPostListQuery) {
    return this.blog.adminList(query);
  }

  @Scopes('content:read')
  @AdminOnly()
  @Get('manage/posts/:id')
  @ApiOperation({ operationId: 'getBlogPostForEdit', summary: 'A post as the editor loads it, with its version' })
  @ApiOkResponse({ type: BlogPostRecord })
  @ApiNotFoundResponse({ description: 'No post with this id' })
  getBlogPostForEdit(@IdParam() id: string): Promise<BlogPostRecord> {
    return this.blog.adminGet(id);
  }

  @Scopes('content:write')
  @AdminOnly()
  @Post('manage/posts')
  @RichTextBody()
  @ApiOperation({ operationId: 'addBlogPost', summary: 'Write a post (a draft unless status is published); signed by the Admin' })
  @ApiCreatedResponse({ type: BlogPostRecord })
  @ApiBadRequestResponse({ description: 'A field breaks its rule (the message names it)' })
  @ApiConflictResponse({ description: SLUG_CONFLICT })
  addBlogPost(@CurrentUser() viewer: Viewer, @Body() input: BlogPostInput): Promise<BlogPostRecord> {
    return this.blog.create(input, viewer);
  }

  @Scopes('content:write')
  @AdminOnly()
  @Put('manage/posts/:id')
  @RichTextBody()
  @ApiHeader(IF_MATCH)
  @ApiOperation({ operationId: 'updateBlogPost', summary: 'Save a post' })
  @ApiOkResponse({ type: BlogPostRecord })
  @ApiBadRequestResponse({ description: 'A field breaks its rule (the message names it)' })
  @ApiNotFoundResponse({ description: 'No post with this id' })
  @ApiConflictResponse({ description: `${SLUG_CONFLICT}; or ${STALE}` })
  updateBlogPost(
    @CurrentUser() viewer: Viewer,
    @IdParam() id: string,
    @Body() input: BlogPostInput,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<BlogPostRecord> {
    return this.blog.update(id, input, viewer, expectedVersion(ifMatch));
  }

  @Scopes('content:write')
  @AdminOnly()
  @Post('manage/posts/:id/publish')
  @HttpCode(200)
  @ApiHeader(IF_MATCH)
  @ApiOperation({ operationId: 'publishBlogPost', summary: 'Publish a post now, or schedule it for a later publish time' })
  @ApiOkResponse({ type: BlogPostRecord })
  @ApiNotFoundResponse({ description: 'No post with this id' })
  @ApiConflictResponse({ description: STALE })
  publishBlogPost(
    @CurrentUser() viewer: Viewer,
    @IdParam() id: string,
    @Body() input: BlogPublishInput,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<BlogPostRecord> {
    return this.blog.publish(id, input.publishedAt, viewer, expectedVersion(ifMatch));
  }

  @Scopes('content:write')
  @AdminOnly()
  @Post('manage/posts/:id/unpublish')
  @HttpCode(200)
  @ApiHeader(IF_MATCH)
  @ApiOperation({ operationId: 'unpublishBlogPost', summary: 'Take a post (or a scheduled one) back to draft: visitors no longer see it' })
  @ApiOkResponse({ type: BlogPostRecord })
  @ApiNotFoundResponse({ description: 'No post with this id' })
  @ApiConflictResponse({ description: STALE })
  unpublishBlogPost(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Headers('if-match') ifMatch: string | undefined): Promise<BlogPostRecord> {
    return this.blog.unpublish(id, viewer, expectedVersion(ifMatch));
  }

  @Scopes('content:write')
  @AdminOnly()
  @Delete('manage/posts/:id')
  @ApiOperation({ operationId: 'deleteBlogPost', summary: 'Delete a post' })
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ description: 'No post with this id' })
  deleteBlogPost(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    return this.blog.remove(id, viewer);
  }

  @Scopes('content:write')
  @AdminOnly()
  @Post('categories')
  @ApiOperation({ operationId: 'addBlogCategory', summary: 'Add a category (its page is /blog/category/{slug}/)' })
  @ApiCreatedResponse({ type: BlogCategoryRecord })
  @ApiConflictResponse({ description: 'Another category has this slug (the message names it)' })
  addBlogCategory(@CurrentUser() viewer: Viewer, @Body() input: BlogCategoryInput): Promise<BlogCategoryRecord> {
    return this.blog.saveCategory(undefined, input, viewer);
  }

  @Scopes('content:write')
  @AdminOnly()
  @Put('categories/:id')
  @ApiHeader(IF_MATCH)
  @ApiOperation({ operationId: 'updateBlogCategory', summary: 'Rename a category or change its slug or description' })
  @ApiOkResponse({ type: BlogCategoryRecord })
  @ApiNotFoundResponse({ description: 'No category with this id' })
  @ApiConflictResponse({ description: `Another category has this slug; or ${STALE}` })
  updateBlogCategory(
    @CurrentUser() viewer: Viewer,
    @IdParam() id: string,
    @Body() input: BlogCategoryInput,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<BlogCategoryRecord> {
    return this.blog.saveCategory(id, input, viewer, expectedVersion(ifMatch));
  }

  @Scopes('content:write')
  @AdminOnly()
  @Delete('categories/:id')
  @ApiOperation({ operationId: 'deleteBlogCategory', summary: 'Delete a category; its posts stay, without a category' })
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ description: 'No category with this id' })
  deleteBlogCategory(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    return this.blog.removeCategory(id, viewer);
  }

  @Scopes('content:write')
  @AdminOnly()
  @Post('tags')
  @ApiOperation({ operationId: 'addBlogTag', summary: 'Add a tag (its page is /blog/tag/{slug}/)' })
  @ApiCreatedResponse({ type: BlogTagRecord })
  @ApiConflictResponse({ description: 'Another tag has this slug (the message names it)' })
  addBlogTag(@CurrentUser() viewer: Viewer, @Body() input: BlogTagInput): Promise<BlogTagRecord> {
    return this.blog.saveTag(undefined, input, viewer);
  }

  @Scopes('content:write')
  @AdminOnly()
  @Put('tags/:id')
  @ApiHeader(IF_MATCH)
  @ApiOperation({ operationId: 'updateBlogTag', summary: 'Rename a tag or change its slug' })
  @ApiOkResponse({ type: BlogTagRecord })
  @ApiNotFoundResponse({ description: 'No tag with this id' })
  @ApiConflictResponse({ description: `Another tag has this slug; or ${STALE}` })
  updateBlogTag(
    @CurrentUser() viewer: Viewer,
    @IdParam() id: string,
    @Body() input: BlogTagInput,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<BlogTagRecord> {
    return this.blog.saveTag(id, input, viewer, expectedVersion(ifMatch));
  }

  @Scopes('content:write')
  @AdminOnly()
  @Delete('tags/:id')
  @ApiOperation({ operationId: 'deleteBlogTag', summary: 'Delete a tag; it is taken off its posts' })
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ description: 'No tag with this id' })
  deleteBlogTag(@CurrentUser() viewer: Viewer, @IdParam() id: string): Promise<DeletedDto> {
    return this.blog.removeTag(id, viewer);
  }
}
