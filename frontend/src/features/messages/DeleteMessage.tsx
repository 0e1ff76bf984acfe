import { MessagesService, type MessageRecord } from '../../api/client';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { messageKeys } from './queries';

/** Deletes a message (spam, an erasure request); both boxes and the unread count follow. */
export function DeleteMessage({ message, onDeleted }: { message: Pick<MessageRecord, '_id' | 'name' | 'subject'>; onDeleted?: () => void }) {
  return (
    <ConfirmDelete
      label={`Delete the message “${message.subject}” from ${message.name}`}
      title="Delete this message?"
      action={() => MessagesService.deleteMessage({ id: message._id })}
      changes={[messageKeys.all]}
      onDeleted={onDeleted}
    >
      Delete the message “{message.subject}” from {message.name}? It cannot be brought back.
    </ConfirmDelete>
  );
}
