/** Texts the accounts area shows, spelled as the spec spells them. */
export const AUTH_TEXTS = {
  emailRequired: 'Email is Required',
  emailInvalid: 'Provide a Valid Email',
  passwordRequired: 'Password is Required',
  passwordTooShort: 'Minimum 6 Characters',
  loginFailed: 'Incorrect email or password. Please try again.',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  resetSent: 'If an account exists for this email, a link to set a new password is on its way.',
  resetInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  signInRequired: 'Please sign in',
  noPermission: "You don't have any permission",
} as const;
