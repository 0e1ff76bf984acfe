import { getRouteApi } from '@tanstack/react-router';
import { AccountService } from '../../api/client';
import { useSiteTexts } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { currentPasswordError } from './AccountSection';
import { MailedLinkPage, useReadViewerAfter } from './MailedLinkPage';

/** The link mailed to a new address: the account moves to it. */
export function ConfirmEmailPage() {
  const { token } = getRouteApi('/confirm-email').useSearch();
  const readViewerAfter = useReadViewerAfter();
  const texts = useSiteTexts();
  return (
    <MailedLinkPage
      token={token}
      title={texts.confirmNewEmailHeading}
      intro={texts.confirmNewEmailIntro}
      action={texts.confirmNewEmailButton}
      noToken={texts.confirmNewEmailNoToken}
      passwordStep={{ label: texts.currentPasswordLabel, autoComplete: 'current-password', check: (password) => currentPasswordError(password, texts) }}
      confirm={async (link, password) => {
        const { message } = await AccountService.confirmEmailChange({ requestBody: { token: link, currentPassword: password } });
        return readViewerAfter(message);
      }}
      footer={
        <AnchorLink to="/account" size="sm">
          {texts.goToAccount}
        </AnchorLink>
      }
    />
  );
}
