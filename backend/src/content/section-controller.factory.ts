import { Body, Controller, Delete, Get, HttpCode, Post, Put, applyDecorators, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiProperty,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { IdParam } from '../common/ids.js';
import { Public } from '../common/public.decorator.js';
import { AdminOnly } from '../common/roles.decorator.js';
import { ContentService } from './content.service.js';
import type { SectionDtos } from './dto/section-dtos.js';
import type { SectionDefinition } from './sections.js';

/** The answer to a delete: what the admin is told. */
export class DeletedDto {
  @ApiProperty() message: string;
}

/**
 * One controller per section, at the spec's own paths, with operation names
 * get{Plural}, get{Name}, add{Name}, update{Name} and delete{Name} for the generated client.
 */
export function createSectionController(section: SectionDefinition, dtos: SectionDtos): Type<unknown> {
  const { Record } = dtos;
  // A value and a type of one name: the decorator metadata of `input: Input` names this section's
  // class, so the validation pipe and Swagger see the section's own input (a use ESLint cannot see).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const Input = dtos.Input;
  type Input = InstanceType<typeof Input>;

  const title = section.title.toLowerCase();
  // A back-office section (public: false) is the Admins' own; its reads are guarded like its writes.
  const Readers = () => (section.public === false ? AdminOnly() : Public());
  const NotFound = () => ApiNotFoundResponse({ description: `No ${title} record with this id` });
  const Invalid = () => ApiBadRequestResponse({ description: 'A field is missing or invalid; the message names it' });
  const Operation = (operationId: string, summary: string) => ApiOperation({ operationId, summary });

  @ApiTags('content')
  @Controller()
  class SectionController {
    constructor(readonly content: ContentService) {}

    @Readers()
    @Get(section.paths.list)
    @Operation(`get${section.plural}`, `List ${title}`)
    @ApiOkResponse({ type: [Record] })
    list() {
      return this.content.list(section);
    }

    @Readers()
    @Get(section.paths.one)
    @Operation(`get${section.name}`, `Read one ${title} record`)
    @ApiOkResponse({ type: Record })
    @NotFound()
    one(@IdParam() id: string) {
      return this.content.get(section, id);
    }

    @AdminOnly()
    @Post(section.paths.create)
    @HttpCode(201)
    @Operation(`add${section.name}`, `Add ${title}${section.singleton ? ' (one record; a second is refused with 409)' : ''}`)
    @ApiCreatedResponse({ type: Record })
    @Invalid()
    @(section.singleton ? ApiConflictResponse({ description: 'The record already exists' }) : applyDecorators())
    add(@Body() input: Input) {
      return this.content.create(section, input);
    }

    @AdminOnly()
    @Put(section.paths.update)
    @Operation(`update${section.name}`, `Replace the fields of a ${title} record`)
    @ApiOkResponse({ type: Record })
    @NotFound()
    @Invalid()
    update(@IdParam() id: string, @Body() input: Input) {
      return this.content.update(section, id, input);
    }

    @AdminOnly()
    @Delete(section.paths.one)
    @Operation(`delete${section.name}`, `Delete a ${title} record${section.singleton ? ' (the section can then be added again)' : ''}`)
    @ApiOkResponse({ type: DeletedDto })
    @NotFound()
    async remove(@IdParam() id: string): Promise<DeletedDto> {
      await this.content.remove(section, id);
      return { message: `${section.title} is Deleted` };
    }
  }
  Object.defineProperty(SectionController, 'name', { value: `${section.name}Controller` });
  return SectionController;
}
