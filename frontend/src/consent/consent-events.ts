/**
 * How the consent banner and the page's embeds speak: the choice is kept under one key, the banner
 * tells a change by an event, and an embed asks for the banner by another. The embeds' module and
 * the banner are loaded apart (either may come first), so neither imports the other.
 */
export const CONSENT_STORAGE_KEY = 'analytics-consent';

export const CONSENT_EVENTS = {
  /** the visitor chose: `detail` is 'granted' or 'denied' */
  changed: 'consent:changed',
  /** something on the page asks for the banner, to give or change the choice */
  open: 'consent:open',
} as const;

export type ConsentChoice = 'granted' | 'denied';

/** The visitor's choice so far; null when none (or storage is refused). */
export function consentChoice(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}
