/**
 * A slug from a title, by the server's rule (slugFrom in backend/src/documents/published-document.ts):
 * lower-case ASCII words joined by single hyphens ("Ünïcode & SEO!" → "unicode-seo"), at most
 * `maxLength` characters, empty when nothing is left.
 */
export function slugFrom(text: string, maxLength: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
