import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminUser } from './admin-user.entity.js';
import { TeamSettings } from './team-settings.entity.js';
import { RosterService } from './roster.service.js';
import { UsersController } from './users.controller.js';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AdminUser, TeamSettings])],
  controllers: [UsersController],
  providers: [RosterService],
  exports: [RosterService],
})
export class UsersModule {}
