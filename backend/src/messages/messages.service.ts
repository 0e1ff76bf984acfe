import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService, type Actor } from '../audit/audit.service.js';
import { pageBounds, type Page } from '../common/pagination/page.dto.js';
import { readTallies, readTally } from '../database/tallies.js';
import { Message } from './message.entity.js';
import type { MessageCounts, MessageInput, MessageQuery } from './messages.dto.js';

@Injectable()
export class MessagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The server decides the status of a new message, whatever the request says. */
  async receive(input: MessageInput): Promise<Message> {
    return this.dataSource.getRepository(Message).save({
      name: input.name,
      email: input.email,
      number: input.number || null,
      subject: input.subject,
      message: input.message,
      messageStatus: 'UnRead',
    });
  }

  async page(query: MessageQuery): Promise<Page<Message>> {
    const { page, pageSize, offset } = pageBounds(query, 3);
    const items = await this.dataSource.getRepository(Message).find({
      where: query.status ? { messageStatus: query.status } : {},
      order: { createdAt: 'DESC', _id: 'DESC' },
      skip: offset,
      take: pageSize,
    });
    const { count } = await readTally(this.dataSource, 'message', query.status);
    return { items, total: count, page, pageSize };
  }

  async counts(): Promise<MessageCounts> {
    const tallies = await readTallies(this.dataSource, 'message');
    return { unread: tallies.get('UnRead')?.count ?? 0, read: tallies.get('Read')?.count ?? 0 };
  }

  async get(id: string): Promise<Message> {
    const message = await this.dataSource.getRepository(Message).findOneBy({ _id: id });
    if (!message) throw new NotFoundException(`Message ${id} was not found`);
    return message;
  }

  /** An Admin deletes a message (spam, an erasure request); the counts follow (tally triggers). The log names it by id only. */
  async remove(id: string, actor?: Actor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const result = await manager.getRepository(Message).delete({ _id: id });
      if (!result.affected) throw new NotFoundException(`Message ${id} was not found`);
      await this.audit.record(manager, actor, { kind: 'message', action: 'delete', subject: `Message ${id}`, subjectId: id });
    });
  }

  async markRead(id: string): Promise<Message> {
    const message = await this.get(id);
    if (message.messageStatus !== 'Read') {
      await this.dataSource.getRepository(Message).update({ _id: id }, { messageStatus: 'Read' });
      message.messageStatus = 'Read';
    }
    return message;
  }
}
