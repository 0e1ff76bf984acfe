import { Button } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthService } from '../../api/client';
import { isSitePath } from '../../site/links';
import { useSiteTexts } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { MailedLinkPage, useReadViewerAfter } from './MailedLinkPage';
import { passwordError } from './validation';

/** The link from the confirmation e-mail sent at registration. */
export function VerifyEmailPage() {
  const { token } = getRouteApi('/verify-email').useSearch();
  const readViewerAfter = useReadViewerAfter();
  const texts = useSiteTexts();
  const navigate = useNavigate();
  // Where the registrant was going when they signed up (the server kept it with the link); checked again here.
  const [returnTo, setReturnTo] = useState<string | null>(null);
  return (
    <MailedLinkPage
      token={token}
      title={texts.verifyHeading}
      intro={texts.verifyIntro}
      action={texts.verifyButton}
      noToken={texts.noTokenText}
      passwordStep={{ label: texts.newPasswordLabel, autoComplete: 'new-password', check: (password) => passwordError(password, texts) }}
      confirm={async (link, password) => {
        const { message, returnTo: target } = await AuthService.verifyEmail({ requestBody: { token: link, password } });
        setReturnTo(isSitePath(target ?? undefined) ? target : null);
        return readViewerAfter(message);
      }}
      footer={
        returnTo ? (
          // A browser not signed in is asked to log in by the order's route, and comes back to it.
          <Button onClick={() => void navigate({ href: returnTo })} fullWidth>
            {returnTo.startsWith('/order-now/') ? texts.continueToOrder : texts.continueWhereLeft}
          </Button>
        ) : (
          <AnchorLink to="/dashboard" size="sm">
            {texts.goToDashboard}
          </AnchorLink>
        )
      }
    />
  );
}
