import { getRouteApi } from '@tanstack/react-router';
import { AccountService } from '../../api/client';
import { TEXTS } from '../../texts';
import { AnchorLink } from '../../ui/links';
import { MailedLinkPage, useReadViewerAfter } from './MailedLinkPage';

/** The link mailed to a new address: the account moves to it. */
export function ConfirmEmailPage() {
  const { token } = getRouteApi('/confirm-email').useSearch();
  const readViewerAfter = useReadViewerAfter();
  return (
    <MailedLinkPage
      token={token}
      title="Confirm your new e-mail address"
      intro="Confirm that this address is yours, and your account moves to it."
      action="Confirm my new address"
      noToken="Open the link from the e-mail we sent to your new address."
      passwordStep={{ label: 'Current password', autoComplete: 'current-password', check: (password) => (password ? null : TEXTS.passwordRequired) }}
      confirm={async (link, password) => {
        const { message } = await AccountService.confirmEmailChange({ requestBody: { token: link, currentPassword: password } });
        return readViewerAfter(message);
      }}
      footer={
        <AnchorLink to="/account" size="sm">
          Go to your account
        </AnchorLink>
      }
    />
  );
}
