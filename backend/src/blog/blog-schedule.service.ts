import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Changes } from '../changes/changes.service.js';
import { PublicationSchedule } from '../documents/publication-schedule.js';

/** The lock every blog write takes, so the schedule's mark and the site version move in order. */
export const BLOG_LOCK = 7305;

/** Scheduled posts appear at their time on every instance (documents/publication-schedule.ts); every blog write goes through `run`. */
@Injectable()
export class BlogSchedule extends PublicationSchedule {
  constructor(@InjectDataSource() dataSource: DataSource, changes: Changes) {
    super(dataSource, changes, {
      table: 'blog_post',
      lock: BLOG_LOCK,
      markKey: 'blog_schedule_mark',
      logger: 'BlogSchedule',
      unchecked: 'Scheduled posts not checked',
    });
  }
}
