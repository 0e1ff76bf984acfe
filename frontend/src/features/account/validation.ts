import { TEXTS } from '../../texts';

/** The same rules the API enforces (spec section 5), checked before sending. */
export function emailError(email: string): string | null {
  const value = email.trim();
  if (!value) return TEXTS.emailRequired;
  if (!/[a-z]{3}/i.test(value) || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return TEXTS.emailInvalid;
  return null;
}

export function passwordError(password: string): string | null {
  if (!password) return TEXTS.passwordRequired;
  if (password.length < 6) return TEXTS.passwordTooShort;
  return null;
}
