/** What the pages' screens say, in one place (the server's own messages come from backend/src/site-pages/texts.ts). */
export const PAGES_TEXTS = {
  listTitle: 'Pages',
  newPage: 'New page',
  editTitle: 'Edit the page',
  newTitle: 'New page',
  none: 'No pages yet.',
  orderTitle: 'Order in the navigation bar and footer',
  orderHelp: 'Published pages placed in the navigation bar or the footer’s Quick Links show in this order.',
  moved: 'The order is saved',
  saved: 'The page was saved',
  published: 'The page is published',
  unpublished: 'The page is a draft again: visitors no longer see it',
  redirectOld: 'Redirect the old address to the new one',
  redirectHelp: (from: string) => `Visitors and search engines asking for /${from} are sent to the new address (301).`,
  slugHelp: 'The address /{slug}: lowercase letters, digits and hyphens, for example privacy-policy',
  deleteHelp: (title: string) => `“${title}” is deleted and its address answers the not-found page. This cannot be undone.`,
} as const;
