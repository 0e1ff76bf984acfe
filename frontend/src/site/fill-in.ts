/**
 * A Fixed text with its {placeholders} (the address, a number) filled in. A function replaces them,
 * so a value holding `$&` stays as it is; a placeholder with no value stays as written.
 */
export function fillIn(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}
