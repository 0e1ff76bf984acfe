/** Texts of the customer's account page, as the API answers them. */
export const ACCOUNT_TEXTS = {
  passwordChanged: 'Your password is changed. You stay signed in here; every other device is signed out.',
  sameEmail: 'This is the address your account uses already.',
  emailTaken: 'Another account uses this address.',
  emailChangeSent: (address: string) => `We sent a link to ${address}. Open it within 48 hours to move your account to that address.`,
  emailChangeTooOften: 'You asked for several address changes in the last hour. Please use the newest link, or try again later.',
  emailChangeHeld: 'This address was sent several confirmation links in the last hour. Please try again later.',
  emailChangeInvalid: 'This link is invalid, used or expired. Ask for a new one on your account page.',
  emailChangeNeedsPassword: 'Open this link in the browser where you are signed in, or enter the password of the account that asked for the change.',
  emailChanged: 'Your e-mail address is changed. Use the new address to log in from now on.',
  deleted: 'Your account is deleted.',
  notificationOfDeletedAccount: 'the account was deleted before PayPal verified this notification; its payer fields were removed',
  unconfirmedExport:
    'Your e-mail address is not confirmed yet, so messages and newsletter subscriptions under it are left out: they may be someone else’s. Confirm the address and download again to include them.',
} as const;

/** Where a deleted account's paid orders keep their customer fields: nothing that names or reaches anyone. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';
