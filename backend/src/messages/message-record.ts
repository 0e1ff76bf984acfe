import { apiShape, type ApiShape } from '../common/api-shape.js';
import type { Message } from './message.entity.js';
import type { MessageRecord } from './messages.dto.js';

/** A message as the API and its webhooks show it: the documented fields and no others (see orderRecord). */
export const messageRecord = (message: Message): ApiShape<MessageRecord> =>
  apiShape({
    _id: message._id,
    name: message.name,
    email: message.email,
    number: message.number,
    subject: message.subject,
    message: message.message,
    messageStatus: message.messageStatus,
    createdAt: message.createdAt,
  });
