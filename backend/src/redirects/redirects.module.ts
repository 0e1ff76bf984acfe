import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Redirect } from './redirect.entity.js';
import { RedirectsController } from './redirects.controller.js';
import { RedirectsService } from './redirects.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Redirect])],
  controllers: [RedirectsController],
  providers: [RedirectsService],
  exports: [RedirectsService],
})
export class RedirectsModule {}
