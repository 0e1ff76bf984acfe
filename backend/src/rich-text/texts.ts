/** What a rich-text body may hold, in one place (the editor's form and the API's answers say the same). */
export const RICH_TEXT_LIMITS = {
  /** nesting of nodes below the document (a list in a list item in a list is 4) */
  depth: 20,
  /** every node of the document, text included */
  nodes: 20_000,
  /** the stored JSON, in bytes (UTF-8) */
  bytes: 200 * 1024,
  /** a call to action's label */
  ctaText: 120,
  /** an image's alt */
  altLength: 300,
  /** a link's or an image's address */
  urlLength: 2000,
} as const;

export const RICH_TEXT_TEXTS = {
  notADoc: (field: string) => `${field} must be a rich-text document: an object { "type": "doc", "content": [ … ] }`,
  tooDeep: (field: string) => `${field} is nested more than ${RICH_TEXT_LIMITS.depth} levels deep`,
  tooManyNodes: (field: string) => `${field} holds more than ${RICH_TEXT_LIMITS.nodes.toLocaleString('en-US')} nodes`,
  tooLarge: (field: string) => `${field} is larger than ${RICH_TEXT_LIMITS.bytes / 1024} KB`,
  altRequired: (field: string) =>
    `Every image of ${field} needs alt: describe it (what a visitor who cannot see it needs to know), or give an empty alt for a decorative image`,
  altTooLong: (field: string) => `An image's alt in ${field} must be at most ${RICH_TEXT_LIMITS.altLength} characters`,
  ctaText: (field: string) => `A call to action in ${field} needs a text of 1 to ${RICH_TEXT_LIMITS.ctaText} characters`,
  /** the accessible name of the scrolling box around a table (a focusable region needs one) */
  tableRegion: 'Table',
} as const;
