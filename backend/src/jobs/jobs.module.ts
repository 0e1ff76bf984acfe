import { Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue.js';

/** The job queue; global, as any module may queue background work. */
@Global()
@Module({ providers: [JobQueue], exports: [JobQueue] })
export class JobsModule {}
