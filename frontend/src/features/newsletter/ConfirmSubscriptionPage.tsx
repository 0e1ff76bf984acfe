import { getRouteApi } from '@tanstack/react-router';
import { SubscribersService } from '../../api/client';
import { useSiteTexts } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { MailedLinkPage } from '../account/MailedLinkPage';

/** The link from the newsletter's confirmation mail: the sign-up is confirmed and counts from now on. */
export function ConfirmSubscriptionPage() {
  const { token } = getRouteApi('/confirm-subscription').useSearch();
  const texts = useSiteTexts();
  return (
    <MailedLinkPage
      token={token}
      title={texts.subscriptionHeading}
      intro={texts.subscriptionIntro}
      action={texts.subscriptionButton}
      noToken={texts.noTokenText}
      confirm={async (link) => (await SubscribersService.confirmSubscription({ requestBody: { token: link } })).message}
      footer={
        <AnchorLink to="/" size="sm">
          {texts.goToHome}
        </AnchorLink>
      }
    />
  );
}
