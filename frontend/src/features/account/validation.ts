/** The messages of the checks below: the owner's Fixed texts, the spec's by default. */
export type CheckTexts = Record<'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordTooShort', string>;

/** The same rules the API enforces (spec section 5), checked before sending. */
export function emailError(email: string, texts: CheckTexts): string | null {
  const value = email.trim();
  if (!value) return texts.emailRequired;
  if (!/[a-z]{3}/i.test(value) || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return texts.emailInvalid;
  return null;
}

export function passwordError(password: string, texts: CheckTexts): string | null {
  if (!password) return texts.passwordRequired;
  if (password.length < 6) return texts.passwordTooShort;
  return null;
}

/** The team's rule (the server's password-rules.ts): members of the team need 12 characters. */
export const STAFF_PASSWORD_MIN = 12;

export const PASSWORD_RULE_TEXTS = {
  staffTooShort: `Members of the team need a password of at least ${STAFF_PASSWORD_MIN} characters.`,
  staffHint: `At least ${STAFF_PASSWORD_MIN} characters, as every member of the team needs, and not a password leaked from other sites.`,
  mustChange: `Your password predates the team's rule (at least ${STAFF_PASSWORD_MIN} characters, not in a list of leaked passwords): choose a new one to open the back office.`,
  newPasswordStep: 'Choose a new password',
} as const;

/** A new password of a member of the team: the spec's checks, then the team's length. */
export function staffPasswordError(password: string, texts: CheckTexts): string | null {
  return passwordError(password, texts) ?? (password.length < STAFF_PASSWORD_MIN ? PASSWORD_RULE_TEXTS.staffTooShort : null);
}
