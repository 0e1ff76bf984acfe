import { getRouteApi } from '@tanstack/react-router';
import { SubscribersService } from '../../api/client';
import { AnchorLink } from '../../ui/links';
import { MailedLinkPage } from '../account/MailedLinkPage';

/** The link from the newsletter's confirmation mail: the sign-up is confirmed and counts from now on. */
export function ConfirmSubscriptionPage() {
  const { token } = getRouteApi('/confirm-subscription').useSearch();
  return (
    <MailedLinkPage
      token={token}
      title="Confirm your subscription"
      intro="Confirm that you want the newsletter at this address. You can unsubscribe from every newsletter in one click."
      action="Confirm my subscription"
      noToken="Open the link from the e-mail we sent you."
      confirm={async (link) => (await SubscribersService.confirmSubscription({ requestBody: { token: link } })).message}
      footer={
        <AnchorLink to="/" size="sm">
          Go to the home page
        </AnchorLink>
      }
    />
  );
}
