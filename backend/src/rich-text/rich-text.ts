// PLACEHOLDER until branch `richtext` (contract C1) is merged: on merge, take richtext's file.
// Paragraphs and text only; every character escaped.
import { BadRequestException } from '@nestjs/common';

export type RichTextNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
};
export type RichTextDoc = { type: 'doc'; content?: RichTextNode[] };
export type MediaLike = { id: string; width: number; height: number; alt: string };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const textOf = (node: RichTextNode): string => (node.text ?? '') + (node.content ?? []).map(textOf).join(node.type === 'doc' ? '\n' : '');

export function cleanRichText(input: unknown): RichTextDoc {
  if (!input || typeof input !== 'object' || (input as { type?: unknown }).type !== 'doc') throw new BadRequestException('body must be a rich-text document');
  const content = (input as RichTextDoc).content;
  if (content !== undefined && !Array.isArray(content)) throw new BadRequestException('body must be a rich-text document');
  return {
    type: 'doc',
    content: (content ?? []).map((node) => ({ type: 'paragraph', content: [{ type: 'text', text: typeof node === 'object' && node ? textOf(node) : '' }] })),
  };
}

export function renderRichText(doc: RichTextDoc, _media?: Record<string, MediaLike>): string {
  return (doc.content ?? []).map((node) => `<p>${escape(textOf(node))}</p>`).join('');
}

export function richTextToPlainText(doc: RichTextDoc): string {
  return (doc.content ?? []).map(textOf).join('\n');
}

export function richTextMediaIds(_doc: RichTextDoc): string[] {
  return [];
}
