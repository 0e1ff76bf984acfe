import { Body, Controller, Get, HttpCode, Post, Put, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../common/ids.js';
import { Public } from '../common/public.decorator.js';
import { AdminOnly } from '../common/roles.decorator.js';
import { ContentService } from './content.service.js';
import type { SectionDtos } from './dto/section-dtos.js';
import type { SectionDefinition } from './sections.js';

type Handler = (this: { content: ContentService }, ...args: never[]) => unknown;

function defineRoute(target: object, name: string, handler: Handler, parameterTypes: unknown[], decorators: MethodDecorator[]): void {
  // The method's own name is what Nest and Swagger read for argument metadata and the operation id.
  Object.defineProperty(handler, 'name', { value: name });
  Object.defineProperty(target, name, { value: handler, writable: true, configurable: true, enumerable: false });
  Reflect.defineMetadata('design:paramtypes', parameterTypes, target, name);
  Reflect.defineMetadata('design:returntype', Promise, target, name);
  for (const decorate of decorators) {
    const descriptor = Object.getOwnPropertyDescriptor(target, name)!;
    decorate(target, name, descriptor);
  }
}

/**
 * One controller per section, at the spec's own paths, with operation names
 * get{Plural}, get{Name}, add{Name} and update{Name} for the generated client.
 */
export function createSectionController(section: SectionDefinition, dtos: SectionDtos): Type<unknown> {
  const { Input, Record } = dtos;

  @ApiTags('content')
  @Controller()
  class SectionController {
    constructor(readonly content: ContentService) {}
  }
  Object.defineProperty(SectionController, 'name', { value: `${section.name}Controller` });
  Reflect.defineMetadata('design:paramtypes', [ContentService], SectionController);
  const proto = SectionController.prototype;
  const guarded = [AdminOnly()];
  // A back-office section (public: false) is the Admins' own; its reads are guarded like its writes.
  const readers = section.public === false ? guarded : [Public()];
  const notFound = ApiNotFoundResponse({ description: `No ${section.title.toLowerCase()} record with this id` });
  const invalid = ApiBadRequestResponse({ description: 'A field is missing or invalid; the message names it' });

  defineRoute(
    proto,
    `get${section.plural}`,
    function () {
      return this.content.list(section);
    },
    [],
    [...readers, Get(section.paths.list), ApiOperation({ summary: `List ${section.title.toLowerCase()}` }), ApiOkResponse({ type: [Record] })],
  );
  defineRoute(
    proto,
    `get${section.name}`,
    function (id: string) {
      return this.content.get(section, id);
    } as Handler,
    [String],
    [
      ...readers,
      Get(section.paths.one),
      ApiOperation({ summary: `Read one ${section.title.toLowerCase()} record` }),
      ApiOkResponse({ type: Record }),
      notFound,
    ],
  );
  IdParam()(proto, `get${section.name}`, 0);

  defineRoute(
    proto,
    `add${section.name}`,
    function (input: object) {
      return this.content.create(section, input);
    } as Handler,
    [Input],
    [
      ...guarded,
      Post(section.paths.create),
      HttpCode(201),
      ApiOperation({ summary: `Add ${section.title.toLowerCase()}${section.singleton ? ' (one record; a second is refused with 409)' : ''}` }),
      ApiCreatedResponse({ type: Record }),
      invalid,
      ...(section.singleton ? [ApiConflictResponse({ description: 'The record already exists' })] : []),
    ],
  );
  Body()(proto, `add${section.name}`, 0);

  defineRoute(
    proto,
    `update${section.name}`,
    function (id: string, input: object) {
      return this.content.update(section, id, input);
    } as Handler,
    [String, Input],
    [
      ...guarded,
      Put(section.paths.update),
      ApiOperation({ summary: `Replace the fields of a ${section.title.toLowerCase()} record` }),
      ApiOkResponse({ type: Record }),
      notFound,
      invalid,
    ],
  );
  IdParam()(proto, `update${section.name}`, 0);
  Body()(proto, `update${section.name}`, 1);

  return SectionController;
}
