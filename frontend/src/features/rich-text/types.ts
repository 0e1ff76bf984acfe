/**
 * A rich-text body as it is stored and sent: the editor's structured document (Tiptap/ProseMirror
 * JSON, as `editor.getJSON()` gives it), never HTML. The server keeps what its allow-list names
 * (backend/src/rich-text/rich-text.ts) and renders the HTML pages show (`RichTextBody`).
 */
export interface RichTextMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: RichTextMark[];
  text?: string;
}

export interface RichTextDoc {
  type: 'doc';
  content?: RichTextNode[];
}

export type CallToActionVariant = 'primary' | 'secondary';

/** An empty document: what a new page or post starts with. */
export const EMPTY_RICH_TEXT: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] };
