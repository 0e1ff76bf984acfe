/**
 * An article's Open Graph tags, one `article:tag` each (ogp.me repeats the property). Rendered by the
 * page, which React 19 puts in the head: the router's head keeps one meta per property, so it
 * cannot carry them.
 */
export function ArticleTags({ tags }: { tags: readonly string[] }) {
  return tags.map((tag) => <meta key={tag} property="article:tag" content={tag} />);
}
