import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Changes } from '../changes/changes.service.js';
import { PublicationSchedule } from '../documents/publication-schedule.js';

/** The lock every case study write takes, so slug checks, the count and the schedule's mark see each other's saves. */
export const CASE_STUDIES_LOCK = 7343;

/** Scheduled case studies appear at their time on every instance (documents/publication-schedule.ts); every write goes through `run`. */
@Injectable()
export class CaseStudySchedule extends PublicationSchedule {
  constructor(@InjectDataSource() dataSource: DataSource, changes: Changes) {
    super(dataSource, changes, {
      table: 'case_study',
      lock: CASE_STUDIES_LOCK,
      markKey: 'case_study_schedule_mark',
      logger: 'CaseStudySchedule',
      unchecked: 'Scheduled case studies not checked',
    });
  }
}
