import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { DeletedDto } from '../common/deleted.dto.js';
import { IdParam } from '../common/ids.js';
import { PageOf } from '../common/pagination/page.dto.js';
import { Allow } from '../common/roles.decorator.js';
import { Scopes } from '../common/scopes.decorator.js';
import { AcceptsMultipart } from '../common/same-origin.guard.js';
import { expectedVersion } from '../content/section-controller.factory.js';
import { MediaDeleteQuery, MediaFile, MediaQuery, MediaRecord, MediaUpdate, MediaUpload } from './media.dto.js';
import { MediaService } from './media.service.js';
import { readUpload } from './multipart.js';
import { ApiArea } from '../common/api-docs.js';

const IF_MATCH = { name: 'if-match', required: false, description: 'The version the editor loaded; a change after a newer one is refused with 409' };

@ApiArea('media', 'The image library: uploads, variants, alt texts and where each image is used.')
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Allow('media:upload')
  @AcceptsMultipart()
  @Scopes('content:write')
  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: MediaUpload })
  @ApiCreatedResponse({ type: MediaRecord })
  @ApiBadRequestResponse({ description: 'Not an accepted image, not what it claims, over 40 megapixels, or alt missing' })
  @ApiPayloadTooLargeResponse({ description: 'The file is larger than 20 MB' })
  @ApiUnsupportedMediaTypeResponse({ description: 'The body is not multipart/form-data' })
  @ApiOperation({
    operationId: 'uploadMedia',
    summary: 'Upload an image',
    description:
      'Adds an image (JPEG, PNG, WebP, AVIF, GIF or SVG, at most 20 MB and 40 megapixels; an SVG is sanitised) to the library as multipart/form-data with its alt text (or `decorative`); its resized variants are made at once. Recorded in the audit log.',
  })
  async uploadMedia(@CurrentUser() viewer: Viewer, @Req() request: FastifyRequest): Promise<MediaRecord> {
    const { file, fields } = await readUpload(request, ['alt', 'decorative', 'name']);
    return this.media.upload(file, fields, viewer);
  }

  @Scopes('content:read')
  @Allow('media:read')
  @Get()
  @ApiOkResponse({ type: PageOf(MediaRecord) })
  @ApiOperation({ operationId: 'getMediaList', summary: 'List images', description: 'One page of the library, newest first, searched by name or alt text.' })
  getMediaList(@Query() query: MediaQuery) {
    return this.media.page(query);
  }

  @Scopes('content:read')
  @Allow('media:read')
  @Get(':id')
  @ApiOkResponse({ type: MediaRecord })
  @ApiNotFoundResponse({ description: 'No image with this id' })
  @ApiOperation({ operationId: 'getMedia', summary: 'Read an image', description: 'One image with its variants and where it is used.' })
  getMedia(@IdParam() id: string): Promise<MediaRecord> {
    return this.media.get(id);
  }

  @Scopes('content:write')
  @Allow('media:write')
  @Put(':id')
  @ApiHeader(IF_MATCH)
  @ApiOkResponse({ type: MediaRecord })
  @ApiBadRequestResponse({ description: 'alt missing for an image that is not decorative, or a value out of bounds' })
  @ApiNotFoundResponse({ description: 'No image with this id' })
  @ApiConflictResponse({ description: 'Someone changed the image since the version named in If-Match' })
  @ApiOperation({
    operationId: 'updateMedia',
    summary: "Change an image's details",
    description: "Changes an image's alt text, label, decorative flag or focal point. Send the version read in If-Match: a change since then answers 409.",
  })
  updateMedia(
    @CurrentUser() viewer: Viewer,
    @IdParam() id: string,
    @Body() input: MediaUpdate,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<MediaRecord> {
    return this.media.update(id, input, viewer, expectedVersion(ifMatch));
  }

  @Allow('media:write')
  @AcceptsMultipart()
  @Scopes('content:write')
  @Put(':id/file')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: MediaFile })
  @ApiHeader(IF_MATCH)
  @ApiOkResponse({ type: MediaRecord })
  @ApiBadRequestResponse({ description: 'Not an accepted image, not what it claims, or over 40 megapixels' })
  @ApiNotFoundResponse({ description: 'No image with this id' })
  @ApiConflictResponse({ description: 'Someone changed the image since the version named in If-Match' })
  @ApiPayloadTooLargeResponse({ description: 'The file is larger than 20 MB' })
  @ApiUnsupportedMediaTypeResponse({ description: 'The body is not multipart/form-data' })
  @ApiOperation({
    operationId: 'replaceMedia',
    summary: "Replace an image's file",
    description: 'Replaces the file of an image: its id and address stay, so every use shows the new one.',
  })
  async replaceMedia(
    @CurrentUser() viewer: Viewer,
    @IdParam() id: string,
    @Req() request: FastifyRequest,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<MediaRecord> {
    const version = expectedVersion(ifMatch);
    // An unknown id is answered before the file is read.
    await this.media.exists(id);
    const { file } = await readUpload(request, []);
    return this.media.replace(id, file, viewer, version);
  }

  @Scopes('content:write')
  @Allow('media:write')
  @Delete(':id')
  @ApiOkResponse({ type: DeletedDto })
  @ApiNotFoundResponse({ description: 'No image with this id' })
  @ApiConflictResponse({ description: 'A record uses the image (the message names where), or, with purge, another image has the same file' })
  @ApiOperation({
    operationId: 'deleteMedia',
    summary: 'Delete an image',
    description:
      'Deletes an image from the library: its stable address `/media/{id}` answers 404 at once. Its files (the original and every variant, whose addresses are content-addressed and cached as immutable) stay served for 7 days, so pages and caches that still name them keep working, and are then deleted. With `purge=true` the files are deleted at once, from the database or the bucket, and every address answers 404 now; copies a browser or a CDN already fetched are out of the server’s reach. Refused with 409 while a record uses the image (the message names where), and a purge while another image of the library has the same file.',
  })
  deleteMedia(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Query() query: MediaDeleteQuery): Promise<DeletedDto> {
    return this.media.remove(id, viewer, query.purge === 'true');
  }
}
