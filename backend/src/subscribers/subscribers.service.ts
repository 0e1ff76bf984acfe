import { Injectable, NotFoundException } from '@nestjs/common';
import { AuditService, type Actor } from '../audit/audit.service.js';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { streamCsv } from '../common/csv.js';
import { pageBounds, type Page, type PageQuery } from '../common/pagination/page.dto.js';
import { readTally } from '../database/tallies.js';
import { Subscriber } from './subscriber.entity.js';

export const SUBSCRIBER_TEXTS = {
  subscribed: 'Thanks for subscribing!',
  alreadySubscribed: 'You are already subscribed. Thank you!',
} as const;

@Injectable()
export class SubscribersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** An Admin removes an address (an erasure or unsubscribe request); the count follows. The log keeps no address. */
  async remove(id: string, actor?: Actor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const result = await manager.getRepository(Subscriber).delete({ _id: id });
      if (!result.affected) throw new NotFoundException(`Subscriber ${id} was not found`);
      await this.audit.record(manager, actor, { kind: 'subscriber', action: 'delete', subject: `Subscriber ${id}`, subjectId: id });
    });
  }

  /** A second sign-up of the same address is welcomed without a second row. */
  async subscribe(subemail: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`INSERT INTO subscriber (subemail) VALUES ($1) ON CONFLICT (subemail) DO NOTHING RETURNING id`, [
      subemail,
    ]);
    return rows.length > 0;
  }

  async page(query: PageQuery): Promise<Page<Subscriber>> {
    const { page, pageSize, offset } = pageBounds(query, 5);
    const items = await this.dataSource.getRepository(Subscriber).find({ order: { createdAt: 'DESC', _id: 'DESC' }, skip: offset, take: pageSize });
    const { count } = await readTally(this.dataSource, 'subscriber');
    return { items, total: count, page, pageSize };
  }

  /** Every subscriber, newest first, streamed as CSV so a large list never sits in memory. */
  async csv(): Promise<Readable> {
    return streamCsv(
      this.dataSource,
      `SELECT subemail AS "Email", to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "Subscribed at"
       FROM subscriber ORDER BY created_at DESC, id DESC`,
      [],
      ['Email', 'Subscribed at'],
    );
  }
}
