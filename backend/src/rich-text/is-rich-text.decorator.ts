import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { describeCheck } from '../common/api-docs.js';
import { cleanRichText } from './rich-text.js';
import { RICH_TEXT_LIMITS } from './texts.js';

/** What the API documentation shows as a body: a heading, a paragraph with a link, a call to action. */
export const RICH_TEXT_EXAMPLE = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'What we do' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'See our ' },
        { type: 'text', marks: [{ type: 'link', attrs: { href: '/pricing/' } }], text: 'packages' },
        { type: 'text', text: '.' },
      ],
    },
    { type: 'callToAction', attrs: { text: 'Ask for a free analysis', href: '/contact-us', variant: 'primary' } },
  ],
};

/**
 * The document's shape as the schema says it (what the check below refuses first): an object
 * whose `type` is "doc" and whose `content`, if any, is a list of nodes, each an object naming its
 * `type`, at most RICH_TEXT_LIMITS.nodes of them. Nodes and marks outside the allow-list are
 * dropped rather than refused, so the schema does not list them; the description does.
 */
export const RICH_TEXT_SCHEMA = {
  required: ['type'],
  properties: {
    type: { type: 'string', enum: ['doc'] },
    content: {
      type: 'array',
      maxItems: RICH_TEXT_LIMITS.nodes,
      // A node's other members (attrs, content, marks, text) are the allow-list's; none is refused.
      items: { type: 'object', required: ['type'], properties: { type: { type: 'string' } }, additionalProperties: true },
    },
  },
};
describeCheck('isRichText', () => RICH_TEXT_SCHEMA);

/** Why cleanRichText refuses the value, or undefined when it takes it. */
function problemOf(value: unknown, field: string): string | undefined {
  try {
    cleanRichText(value, field);
    return undefined;
  } catch (error) {
    if (error instanceof BadRequestException) return error.message;
    throw error;
  }
}

/**
 * A DTO property holding a rich-text document (named `body`): the validation pipe refuses what
 * `cleanRichText` refuses, with its message, and the handler receives the cleaned document (the
 * allow-list applied), so a service stores what it is given. Swagger documents it as an object.
 * A route taking such a DTO also needs `@RichTextBody()` (common/body-limit.decorator.ts): a
 * document nests deeper than the forms the default JSON limits are made for.
 */
export function IsRichText(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      type: 'object',
      additionalProperties: true,
      example: RICH_TEXT_EXAMPLE,
      description:
        'A rich-text document as the editor (Tiptap) gives it: nodes paragraph, heading (levels 2–4), bulletList, orderedList, listItem, blockquote, hardBreak, horizontalRule, table, tableRow, tableHeader, tableCell, image (src /media/{id} or https, alt required, empty for a decorative image), callToAction (text, href, variant primary|secondary); marks bold, italic, underline, strike, code, link (http(s), mailto, tel, /path or #fragment). Anything else is dropped. At most 20 levels, 20,000 nodes and 200 KB.',
    }),
    // Cleaned on the way in; a value the cleaner refuses is left as it came for the check below to name.
    Transform(({ value, key }) => {
      try {
        return cleanRichText(value, key);
      } catch {
        return value;
      }
    }),
    ValidateBy({
      name: 'isRichText',
      validator: {
        validate: (value: unknown, args?: ValidationArguments) => problemOf(value, args?.property ?? 'body') === undefined,
        defaultMessage: (args?: ValidationArguments) => problemOf(args?.value, args?.property ?? 'body') ?? 'body must be a rich-text document',
      },
    }),
  ) as PropertyDecorator;
}
