import { getRouteApi } from '@tanstack/react-router';
import { AuthService } from '../../api/client';
import { AnchorLink } from '../../ui/links';
import { MailedLinkPage, useReadViewerAfter } from './MailedLinkPage';
import { passwordError } from './validation';

/** The link from the confirmation e-mail sent at registration. */
export function VerifyEmailPage() {
  const { token } = getRouteApi('/verify-email').useSearch();
  const readViewerAfter = useReadViewerAfter();
  return (
    <MailedLinkPage
      token={token}
      title="Confirm your e-mail address"
      intro="Confirm that the address you signed up with is yours."
      action="Confirm my e-mail address"
      noToken="Open the link from the e-mail we sent you."
      passwordStep={{ label: 'New password', autoComplete: 'new-password', check: passwordError }}
      confirm={async (link, password) => {
        const { message } = await AuthService.verifyEmail({ requestBody: { token: link, password } });
        return readViewerAfter(message);
      }}
      footer={
        <AnchorLink to="/dashboard" size="sm">
          Go to your dashboard
        </AnchorLink>
      }
    />
  );
}
