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
