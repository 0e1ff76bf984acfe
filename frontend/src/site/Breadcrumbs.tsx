import text from './text.module.css';

/** One step of a visible trail: its name and the site path it links to. */
export interface TrailStep {
  name: string;
  path: string;
}

/** Home › blog › (category ›) post: the post page's trail, the blog named as its settings name it. */
export function postTrail(
  siteName: string,
  blogName: string,
  post: { title: string; slug: string; category?: { name: string; slug: string } | null },
): TrailStep[] {
  return [
    { name: siteName, path: '/' },
    { name: blogName, path: '/blog/' },
    ...(post.category ? [{ name: post.category.name, path: `/blog/category/${post.category.slug}/` }] : []),
    { name: post.title, path: `/blog/${post.slug}` },
  ];
}

/** Home › page: the trail of a page the agency added. */
export const pageTrail = (siteName: string, page: { title: string; slug: string }): TrailStep[] => [
  { name: siteName, path: '/' },
  { name: page.title, path: `/${page.slug}` },
];

/**
 * The trail a page shows above its heading, the same steps its BreadcrumbList names (structured
 * data must match what a visitor sees): a navigation landmark of its own, the current page last
 * and not a link.
 */
export function Breadcrumbs({ trail }: { trail: readonly TrailStep[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol className={text.small}>
        {trail.map((step, index) =>
          index === trail.length - 1 ? (
            <li key={step.path} aria-current="page">
              {step.name}
            </li>
          ) : (
            <li key={step.path}>
              <a href={step.path}>{step.name}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
