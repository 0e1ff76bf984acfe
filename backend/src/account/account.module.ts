import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailChange } from '../auth/account.entity.js';
import { ProjectsModule } from '../projects/projects.module.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';

/** The signed-in customer's own account page: password, address, a copy of their data, leaving. */
@Module({
  imports: [TypeOrmModule.forFeature([EmailChange]), ProjectsModule],
  controllers: [AccountController],
  providers: [AccountService],
})
export class AccountModule {}
