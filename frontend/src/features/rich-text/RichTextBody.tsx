/**
 * A body as the server rendered it (backend/src/rich-text: `renderRichText`, the allow-list
 * applied and every text escaped), with the site's typography. Never given HTML from anywhere
 * else; no editor code comes with it.
 */
export function RichTextBody({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `rich-text-body ${className}` : 'rich-text-body'} dangerouslySetInnerHTML={{ __html: html }} />;
}
