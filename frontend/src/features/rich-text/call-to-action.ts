import { mergeAttributes, Node } from '@tiptap/core';
import type { CallToActionVariant } from './types';

export interface CallToActionAttrs {
  text: string;
  href: string;
  variant: CallToActionVariant;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    callToAction: {
      /** Inserts a call to action, or replaces the one selected. */
      setCallToAction: (attrs: CallToActionAttrs) => ReturnType;
    };
  }
}

/** Only the node's own attributes: none of them becomes an HTML attribute as it is. */
const attribute = (fallback: string) => ({ default: fallback, renderHTML: () => ({}), parseHTML: () => fallback });

/**
 * A call to action inside a body: a button-like link with its text, address and style, stored
 * as `{ type: 'callToAction', attrs: { text, href, variant } }` (the server renders it as a
 * link; here it is shown, not followed). An atom: selected and edited as one piece.
 */
export const CallToAction = Node.create({
  name: 'callToAction',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  addAttributes() {
    return {
      text: { ...attribute(''), parseHTML: (element: HTMLElement) => element.textContent ?? '' },
      href: { ...attribute(''), parseHTML: (element: HTMLElement) => element.getAttribute('data-href') ?? '' },
      variant: {
        ...attribute('primary'),
        parseHTML: (element: HTMLElement) => (element.getAttribute('data-variant') === 'secondary' ? 'secondary' : 'primary'),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'p[data-call-to-action]' }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const { text, href, variant } = node.attrs as CallToActionAttrs;
    return [
      'p',
      mergeAttributes(HTMLAttributes, { 'data-call-to-action': '', 'data-href': href, 'data-variant': variant, class: 'rt-cta' }),
      ['span', { class: `rt-cta-link rt-cta-${variant}`, title: href }, text],
    ];
  },

  addCommands() {
    return {
      setCallToAction:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});
