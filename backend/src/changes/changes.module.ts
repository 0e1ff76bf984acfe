import { Global, Module } from '@nestjs/common';
import { Changes } from './changes.service.js';

/** The one write path (Changes); global, as every module that changes what the site shows uses it. */
@Global()
@Module({ providers: [Changes], exports: [Changes] })
export class ChangesModule {}
