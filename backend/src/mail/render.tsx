import { render, toPlainText } from '@react-email/render';
import type { FormatCallback, HtmlToTextOptions } from 'html-to-text';
import { MailLayout, type MailBrand } from './layout.js';
import { mailKind, REASONS, type MailData, type MailKindName } from './templates.js';

export interface RenderedMail {
  subject: string;
  html: string;
  /** made from the HTML, so both parts always say the same */
  text: string;
  /** set for a mail that must offer it: the List-Unsubscribe header names it too */
  unsubscribeUrl?: string;
}

/**
 * A link in the plain text is its label, a colon and the address, on a line of its own for the
 * call to action: readers (and the tests) find the address whole, with nothing glued to it.
 */
const textLink =
  (ownLine: boolean): FormatCallback =>
  (elem, walk, builder) => {
    const href = elem.attribs?.href ?? '';
    if (ownLine) builder.openBlock({ leadingLineBreaks: 2 });
    walk(elem.children, builder);
    builder.addInline(':');
    if (ownLine) builder.addLineBreak();
    else builder.addInline(' ');
    builder.addInline(href, { noWordTransform: true });
    if (ownLine) builder.closeBlock({ trailingLineBreaks: 2 });
  };

const TEXT_OPTIONS: HtmlToTextOptions = {
  formatters: { actionLink: textLink(true), inlineLink: textLink(false) },
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'a[data-text-link=action]', format: 'actionLink' },
    { selector: 'a[data-text-link=inline]', format: 'inlineLink' },
  ],
};

/** A mail of one kind with its data, in the agency's layout: subject, HTML and plain text. */
export async function renderMail<K extends MailKindName>({ kind, data }: { kind: K; data: MailData<K> }, brand: MailBrand): Promise<RenderedMail> {
  const definition = mailKind(kind);
  const unsubscribeUrl = definition.unsubscribeUrl?.(data);
  if (!definition.transactional && !unsubscribeUrl) throw new Error(`A ${kind} mail must carry an unsubscribe link`);
  const content = definition.content(data, brand);
  const html = await render(
    <MailLayout
      brand={brand}
      heading={content.heading}
      preview={content.preview ?? content.heading}
      reason={REASONS[definition.audience](brand)}
      unsubscribeUrl={unsubscribeUrl}
    >
      {content.body}
    </MailLayout>,
  );
  return { subject: definition.subject(data, brand), html, text: toPlainText(html, TEXT_OPTIONS).trim(), unsubscribeUrl };
}
