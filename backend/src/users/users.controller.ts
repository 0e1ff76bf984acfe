import { ApiArea } from '../common/api-docs.js';
import { CurrentUser, type Viewer } from '../auth/viewer.js';
import { ApiOperation, ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { IdParam } from '../common/ids.js';
import { Allow } from '../common/roles.decorator.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { RosterService } from './roster.service.js';
import { TeamSettingsDto, UserInput, UserListRecord, UserRecord } from './users.dto.js';

@ApiArea('users', 'The admin roster: which e-mail addresses are Admins. Never reachable with a key.')
@Controller()
export class UsersController {
  constructor(private readonly roster: RosterService) {}

  @Allow('team:read')
  @Get('users')
  @ApiOkResponse({ type: [UserListRecord] })
  @ApiOperation({ summary: 'List the admin roster', description: 'Every e-mail address on the admin roster with its role.' })
  getUsers() {
    return this.roster.list();
  }

  @Allow('team:read')
  @Get('users/:id')
  @ApiOkResponse({ type: UserRecord })
  @ApiNotFoundResponse({ description: 'No roster entry with this id' })
  @ApiOperation({ summary: 'Read a roster entry', description: 'One roster entry by id.' })
  getUser(@IdParam() id: string) {
    return this.roster.get(id);
  }

  /** The entry makes an account Admin only once that account has verified the address. */
  @Allow('team')
  @RateLimit(10, 60)
  @Post('add-user')
  @ApiCreatedResponse({ type: UserRecord })
  @ApiBadRequestResponse({ description: 'userEmail or userRole invalid' })
  @ApiConflictResponse({ description: 'Already on the roster' })
  @ApiOperation({
    summary: 'Add an Admin',
    description:
      'Puts an e-mail address on the roster in a role (Admin unless `userRole` says otherwise). It gives the account that role only once that account has verified the address. Only the Owner may. Recorded in the audit log.',
  })
  addUser(@CurrentUser() viewer: Viewer, @Body() input: UserInput) {
    return this.roster.add(input.userEmail, input.userRole ?? 'Admin', viewer);
  }

  @Allow('team')
  @Put('upadete-users/:id')
  @ApiOkResponse({ type: UserRecord })
  @ApiNotFoundResponse({ description: 'No roster entry with this id' })
  @ApiConflictResponse({ description: 'Another entry has this e-mail, or the change would leave the site without an Admin' })
  @ApiOperation({
    summary: 'Change a roster entry',
    description: "Changes an entry's e-mail address or role. A change that would leave the site without an Admin answers 409. Recorded in the audit log.",
  })
  updateUser(@CurrentUser() viewer: Viewer, @IdParam() id: string, @Body() input: UserInput) {
    return this.roster.update(id, input.userEmail, input.userRole ?? 'Admin', viewer);
  }

  @Allow('team')
  @RateLimit(10, 60)
  @Post('users/:id/owner')
  @HttpCode(200)
  @ApiOkResponse({ type: UserRecord })
  @ApiNotFoundResponse({ description: 'No roster entry with this id' })
  @ApiConflictResponse({ description: 'The account of this entry has not proved its address' })
  @ApiOperation({
    summary: 'Make another member the Owner',
    description:
      'Moves ownership (roles, payment settings, API keys, webhooks, settings that add script) to the entry, which becomes an Admin; the present Owner stays an Admin. Only the Owner may. Recorded in the audit log.',
  })
  transferOwnership(@CurrentUser() viewer: Viewer, @IdParam() id: string) {
    return this.roster.transfer(id, viewer);
  }

  @Allow('team:read')
  @Get('team-settings')
  @ApiOkResponse({ type: TeamSettingsDto })
  @ApiOperation({ summary: 'The team’s sign-in rule', description: 'Whether the Owner requires two-factor sign-in of every member of the team.' })
  getTeamSettings() {
    return this.roster.teamSettings();
  }

  @Allow('team')
  @Put('team-settings')
  @ApiOkResponse({ type: TeamSettingsDto })
  @ApiConflictResponse({ description: 'The Owner has no two-factor sign-in yet' })
  @ApiOperation({
    summary: 'Require two-factor sign-in of the team',
    description:
      'Only the Owner may, and only once their own account has two-factor sign-in. While on, a member without it is refused every operation of the team (403) until they set it up on their account page. Recorded in the audit log.',
  })
  updateTeamSettings(@CurrentUser() viewer: Viewer, @Body() input: TeamSettingsDto) {
    return this.roster.setTeamSettings(input.requireTwoFactor, viewer);
  }
}
