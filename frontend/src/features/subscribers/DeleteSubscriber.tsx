import { SubscribersService, type SubscriberRecord } from '../../api/client';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { subscriberKeys } from './queries';

/** Removes an address from the newsletter list (an unsubscribe by hand, an erasure request); the lists and counts follow. */
export function DeleteSubscriber({ subscriber }: { subscriber: SubscriberRecord }) {
  return (
    <ConfirmDelete
      label={`Delete the subscriber ${subscriber.subemail}`}
      title="Delete this subscriber?"
      action={() => SubscribersService.deleteSubscriber({ id: subscriber._id })}
      changes={[subscriberKeys.all]}
    >
      Delete {subscriber.subemail} from the subscribers? It leaves the list and the CSV download.
    </ConfirmDelete>
  );
}
