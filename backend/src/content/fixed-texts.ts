/**
 * What a fixed text (Fixed texts, a `label` field) may hold: one line of plain text. Pages escape
 * it, but the same text also goes into mails, the consent banner's data and exports, where markup
 * or a line break would read as a mistake or be taken as structure.
 */
export const FIXED_TEXT_PROBLEMS = {
  control: (field: string) => `${field} must be one line of plain text, without line breaks or control characters`,
  markup: (field: string) => `${field} must be plain text, not HTML: remove the tags`,
} as const;

// Any C0/C1 control character (tabs and line breaks included).
const CONTROL = /\p{Cc}/u;
// Something a browser would read as a tag, a comment or a declaration.
const MARKUP = /<[a-z!/?]/i;

export function plainTextProblem(value: unknown, field: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (CONTROL.test(value)) return FIXED_TEXT_PROBLEMS.control(field);
  if (MARKUP.test(value)) return FIXED_TEXT_PROBLEMS.markup(field);
  return undefined;
}
