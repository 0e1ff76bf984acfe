import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MenusController } from './menus.controller.js';
import { MenusService } from './menus.service.js';
import { SiteMenu } from './site-menu.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([SiteMenu])],
  controllers: [MenusController],
  providers: [MenusService],
  exports: [MenusService],
})
export class MenusModule {}
