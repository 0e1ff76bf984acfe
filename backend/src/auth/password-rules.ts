import { BadRequestException } from '@nestjs/common';

/** The team's minimum (issue 47); customers keep the spec's 6 (PasswordField). */
export const STAFF_PASSWORD_MIN = 12;

export const PASSWORD_TEXTS = {
  breached: 'This password is in a list of passwords leaked from other sites, so it is among the first ones tried. Please choose another.',
  staffTooShort: `Members of the team need a password of at least ${STAFF_PASSWORD_MIN} characters.`,
  mustChange: `Your password predates the team's rule (at least ${STAFF_PASSWORD_MIN} characters, not in a list of leaked passwords): choose a new one on your account page first.`,
} as const;

let breached: Promise<ReadonlySet<string>> | undefined;

/**
 * The breached-password list shipped with the product: zxcvbn-ts's common dictionary, some 49,000
 * passwords most often found in public breaches (lower-case), read once, at the first password
 * chosen, never at start-up, and kept as a Set. No network at run time.
 */
export function breachedPasswords(): Promise<ReadonlySet<string>> {
  breached ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'] as string[]));
  return breached;
}

/** Whether the password is on the list; compared lower-case, as the list is, so `Password1` counts as `password1`. */
export async function isBreached(password: string): Promise<boolean> {
  return (await breachedPasswords()).has(password.toLowerCase());
}

/** A password someone chose, checked against the list and hashed, with whether it would do for the team. */
export interface ChosenPassword {
  hash: string;
  /** at least STAFF_PASSWORD_MIN characters (and not breached, which every chosen password is not) */
  meetsStaffRule: boolean;
}

/** Refuses (400) a breached password, for anyone; the length rule for the team is the caller's, who knows the role. */
export async function refuseBreached(password: string): Promise<void> {
  if (await isBreached(password)) throw new BadRequestException(PASSWORD_TEXTS.breached);
}

/** Counted as the spec's minimum is (class-validator's MinLength, the form's `length`). */
export const meetsStaffLength = (password: string): boolean => password.length >= STAFF_PASSWORD_MIN;
