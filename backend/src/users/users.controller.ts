import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Public } from '../common/public.decorator.js';
import { AdminOrFirstRun, Roles } from '../common/roles.decorator.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { RosterService } from './roster.service.js';
import { RosterStatusDto, UserInput, UserRecord } from './users.dto.js';

@ApiTags('users')
@Controller()
export class UsersController {
  constructor(private readonly roster: RosterService) {}

  @Roles('Admin')
  @Get('users')
  @ApiOkResponse({ type: [UserRecord] })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not an Admin' })
  getUsers() {
    return this.roster.list();
  }

  @Public()
  @Get('users-status')
  @ApiOkResponse({ type: RosterStatusDto })
  async getRosterStatus(): Promise<RosterStatusDto> {
    return { hasAdmin: await this.roster.hasAnyAdmin() };
  }

  @Roles('Admin')
  @Get('users/:id')
  @ApiOkResponse({ type: UserRecord })
  @ApiNotFoundResponse({ description: 'No roster entry with this id' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not an Admin' })
  getUser(@Param('id') id: string) {
    return this.roster.get(id);
  }

  /** Open while the roster holds no Admin, so the owner can name the first one; Admin-only after. */
  @AdminOrFirstRun()
  @RateLimit(10, 60)
  @Post('add-user')
  @ApiCreatedResponse({ type: UserRecord })
  @ApiBadRequestResponse({ description: 'userEmail or userRole invalid' })
  @ApiConflictResponse({ description: 'Already on the roster' })
  @ApiUnauthorizedResponse({ description: 'An Admin exists and nobody is signed in' })
  @ApiForbiddenResponse({ description: 'An Admin exists and the caller is not one' })
  addUser(@Body() input: UserInput) {
    return this.roster.add(input.userEmail, input.userRole ?? 'Admin');
  }

  @Roles('Admin')
  @Put('upadete-users/:id')
  @ApiOkResponse({ type: UserRecord })
  @ApiNotFoundResponse({ description: 'No roster entry with this id' })
  @ApiConflictResponse({ description: 'Another entry has this e-mail' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not an Admin' })
  updateUser(@Param('id') id: string, @Body() input: UserInput) {
    return this.roster.update(id, input.userEmail, input.userRole ?? 'Admin');
  }
}
