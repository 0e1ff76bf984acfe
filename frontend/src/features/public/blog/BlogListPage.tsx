import { PublicLayout } from '../../../layout/PublicLayout';
import { Container } from '../../../site/Container';
import { fillIn } from '../../../site/fill-in';
import { useSiteTexts } from '../../../site/use-site';
import text from '../../../site/text.module.css';
import layout from '../../../ui/layout.module.css';
import { NotFoundPage } from '../pages';
import { BlogCard } from './BlogCard';
import { useBlogList } from './blog-data';

/** The address of page n of a list whose first page is `base` (/blog/, /blog/category/x/…). */
const pageHref = (base: string, page: number) => (page <= 1 ? base : `${base}page/${page}/`);

/**
 * /blog/, a category's or a tag's posts: ten a page, newest first, with links to the other pages.
 * One page for six routes (the blog, a category, a tag, each paged): each hands it its own params.
 */
export function BlogListPage(params: { page?: string; category?: string; tag?: string }) {
  const page = params.page ? Number(params.page) : 1;
  const { data, missing } = useBlogList({ page, category: params.category, tag: params.tag });
  const texts = useSiteTexts();
  if (missing) return <NotFoundPage />;
  const base = params.category ? `/blog/category/${params.category}/` : params.tag ? `/blog/tag/${params.tag}/` : '/blog/';
  const heading = data?.category?.name ?? (data?.tag ? fillIn(texts.blogTaggedHeading, { tag: data.tag.name }) : (data?.blogName ?? 'Blog'));
  return (
    <PublicLayout>
      <Container width="wide" className={`blog-page ${layout.stack} ${layout.gapLg}`}>
        <h1 className={text.h1}>{page > 1 ? `${heading} ${fillIn(texts.blogPageSuffix, { page })}` : heading}</h1>
        {data?.category?.description && <p className={text.body}>{data.category.description}</p>}
        {data && data.items.length === 0 && <p className={text.body}>{texts.blogNoPosts}</p>}
        {data && (
          <ul className="blog-list">
            {data.items.map((post, index) => (
              <BlogCard key={post.id} post={post} priority={index === 0} />
            ))}
          </ul>
        )}
        {data && data.pages > 1 && (
          <nav aria-label={texts.blogPagerLabel} className="blog-pager">
            {page > 1 ? <a href={pageHref(base, page - 1)}>{texts.blogNewerPosts}</a> : <span />}
            <span className={text.body}>{fillIn(texts.blogPageOf, { page, pages: data.pages })}</span>
            {page < data.pages ? <a href={pageHref(base, page + 1)}>{texts.blogOlderPosts}</a> : <span />}
          </nav>
        )}
      </Container>
    </PublicLayout>
  );
}
