// A blog post as an agency writes one, for the benches that measure the blog's pages.
import { photo } from './photo.mjs';

/** A published blog post with a library photo as its cover, as an agency writes one: its slug. */
export async function blogPost(site, cookie) {
  const form = new FormData();
  form.append('alt', 'A search traffic chart on a laptop');
  form.append('decorative', 'false');
  form.append('file', new Blob([await photo(3)], { type: 'image/jpeg' }), 'cover.jpg');
  const uploaded = await fetch(`${site}/api/media`, { method: 'POST', headers: { cookie }, body: form });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const { url } = await uploaded.json();
  const text = (words) => ({ type: 'paragraph', content: [{ type: 'text', text: words }] });
  const body = {
    type: 'doc',
    content: [
      text('Crawl budget is how many pages a search engine fetches from a site in a given time.'),
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Why it matters' }] },
      text('Large sites with slow answers or many near-duplicate addresses waste it on pages that never rank.'),
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'What to do' }] },
      text('Answer fast, keep one address per page, and list what should be found in the sitemap.'),
    ],
  };
  const json = { cookie, 'content-type': 'application/json' };
  const created = await fetch(`${site}/api/blog/manage/posts`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      title: 'Crawl budget, explained',
      excerpt: 'What crawl budget is and when it matters.',
      coverImage: url,
      coverImageAlt: 'A search traffic chart on a laptop',
      body,
    }),
  });
  if (created.status !== 201) throw new Error(`post: ${created.status} ${await created.text()}`);
  const { id, slug } = await created.json();
  const published = await fetch(`${site}/api/blog/manage/posts/${id}/publish`, { method: 'POST', headers: json, body: '{}' });
  if (!published.ok) throw new Error(`publish: ${published.status} ${await published.text()}`);
  return slug;
}
