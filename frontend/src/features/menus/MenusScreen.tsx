import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RemoteState } from '../../ui/RemoteState';
import { blogQueries } from '../blog/queries';
import { caseStudyQueries } from '../case-studies/queries';
import { pageQueries } from '../site-pages/queries';
import { MenuEditor } from './MenuEditor';
import type { TargetLists } from './MenuItemFields';
import { menuQueries } from './queries';

/** The newest posts offered as targets; an older one is linked by its address ("Other address of this site"). */
export const POSTS_OFFERED = 100;

/**
 * The navigation bar's and the footer's menus: what each item says, where it leads (a home page
 * section, a fixed page, a page, a post, a category, a case study, another address), their order by dragging,
 * and one level of dropdown.
 */
export function MenusScreen() {
  const menus = useQuery(menuQueries.list());
  const pages = useQuery(pageQueries.list());
  const posts = useQuery(blogQueries.posts({ page: 1 }, POSTS_OFFERED));
  const categories = useQuery(blogQueries.categories());
  const studies = useQuery(caseStudyQueries.list());
  const draft = (status: string) => (status === 'published' ? '' : ` (${status})`);
  const targets: TargetLists = {
    page: (pages.data ?? []).map((page) => ({ value: page.id, label: `${page.title}${draft(page.status)}` })),
    post: (posts.data?.items ?? []).map((post) => ({ value: post.id, label: `${post.title}${draft(post.status)}` })),
    category: (categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
    caseStudy: (studies.data ?? []).map((study) => ({ value: study.id, label: `${study.title}${draft(study.status)}` })),
  };
  const ready = pages.data !== undefined && posts.data !== undefined && categories.data !== undefined && studies.data !== undefined;
  return (
    <Stack>
      <Title order={1}>Menus</Title>
      <Text c="gray.7">
        The links of the navigation bar and of the footer’s columns. Drag an item by its handle to reorder it; an item with links under it opens a dropdown. A
        link to a page or post that is deleted or not published is left out of the site until it is back. Pages switched on with “Show in the navigation bar” or
        “Show in the footer” follow the bar’s and the first column’s items.
      </Text>
      <RemoteState remote={menus}>
        {(records) => (ready ? records.map((menu) => <MenuEditor key={`${menu.key}-${menu.updatedAt ?? ''}`} menu={menu} targets={targets} />) : null)}
      </RemoteState>
    </Stack>
  );
}
