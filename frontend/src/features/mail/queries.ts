import { queryOptions } from '@tanstack/react-query';
import { MailService, withSession, type MailKind } from '../../api/client';

/** Loaded with the screen, so the bundle every visit loads carries none of the mail client. */
export const mailQueries = {
  kinds: () => queryOptions({ queryKey: ['mail-previews', 'list'], queryFn: () => withSession(() => MailService.getMailPreviews()) }),
  // A preview follows the brand, so it is fetched again each time the screen shows it.
  preview: (kind: MailKind) =>
    queryOptions({ queryKey: ['mail-previews', 'one', kind], queryFn: () => withSession(() => MailService.getMailPreview({ kind })), staleTime: 0 }),
};
