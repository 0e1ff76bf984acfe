/** Texts the accounts area shows, spelled as the spec spells them. */
export const AUTH_TEXTS = {
  emailRequired: 'Email is Required',
  emailInvalid: 'Provide a Valid Email',
  passwordRequired: 'Password is Required',
  passwordTooShort: 'Minimum 6 Characters',
  loginFailed: 'Incorrect email or password. Please try again.',
  emailTaken: 'An account with this email already exists. Please log in instead, or set a new password if it is yours.',
  resetSent: 'If an account exists for this email, a link to set a new password is on its way.',
  resetInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  signInRequired: 'Please sign in',
  noPermission: "You don't have any permission",
  twoFactorRequired: 'The Owner requires two-factor sign-in for the team: set it up on your account page first.',
  verificationSent: 'We sent a link to your e-mail address. Open it to confirm the address is yours.',
  verified: 'Your e-mail address is confirmed.',
  alreadyVerified: 'Your e-mail address is confirmed already.',
  verificationNeedsPassword: 'Open this link in the browser where you are signed in to your account, or choose a new password to confirm the address.',
  verificationInvalid: 'This confirmation link is invalid, used or expired. Sign in and ask for a new one.',
  verificationTooOften: 'You asked for several links in the last hour. Please use the newest one, or try again later.',
  setupInvalid: 'This setup link is invalid, used or expired. Restart the server to print a new one.',
  setupDone: 'This site has an Admin already. Please log in.',
  setupSpent: 'This setup link is used or expired, and this site has an Admin already. Please log in, or ask an Admin to add you.',
  returnToInvalid: 'returnTo must be a path of this site, such as /order-now/{id}',
  setupWrongPassword: 'An account with this email exists. Enter its password to make it the first Admin.',
} as const;

export const TWO_FACTOR_TEXTS = {
  alreadyOn: 'Two-factor sign-in is on already. Turn it off first to set up another app.',
  notStarted: 'Start setting up two-factor sign-in first: the app needs its secret.',
  notOn: 'Two-factor sign-in is not on for this account.',
  wrongCode: 'That code is not right. Enter the 6-digit code your app shows now, or one of your recovery codes.',
  challengeGone: 'This sign-in expired or had too many wrong codes. Please sign in again.',
  tooManyCodes: 'Too many wrong codes for this account. Please wait 15 minutes and try again.',
  signInWithCode: 'Enter the code from your authenticator app, or a recovery code.',
} as const;

export const PASSKEY_TEXTS = {
  tooMany: 'This account has 20 passkeys already. Remove one first.',
  challengeGone: 'This passkey request expired or was used already. Please try again.',
  notVerified: 'The passkey could not be checked. Please try again, or use another way to sign in.',
  known: 'This passkey is on an account already.',
  notFound: 'No such passkey on this account.',
  unknown: 'This passkey is not known here. Sign in with your password, then add the passkey on your account page.',
  signInGone: 'This sign-in expired or had too many wrong codes. Please sign in again.',
  none: 'This account has no passkey. Enter a code instead.',
  tooMany429: 'Too many failed sign-ins for this account. Please wait 15 minutes and try again.',
  nameRequired: 'Give the passkey a name, such as the device it is on.',
} as const;
