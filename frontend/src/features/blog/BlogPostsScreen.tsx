import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { BlogService, type BlogPostListItem } from '../../api/client';
import { useDateTime } from '../../site/dates';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { Pager } from '../../ui/Pager';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { SearchField } from '../../ui/SearchField';
import { useFollowingState } from '../../ui/address-field';
import { blogKeys, blogQueries } from './queries';
import { useViewer } from '../../site/use-site';

const PAGE_SIZE = 20;

/** Draft, scheduled (published with a time to come) or published, in words and colour. */
function PostStatus({ post }: { post: BlogPostListItem }) {
  if (post.status === 'draft') return <Badge color="gray">Draft</Badge>;
  return post.scheduled ? <Badge color="violet">Scheduled</Badge> : <Badge color="teal">Published</Badge>;
}

const columns = (dateTime: (date: Date) => string): DataColumn<BlogPostListItem>[] => [
  {
    header: 'Title',
    cell: (post) => (
      <>
        <Link to="/blog-post/$id" params={{ id: post.id }}>
          {post.title}
        </Link>
        <Text size="sm" c="gray.7">
          /blog/{post.slug}
        </Text>
      </>
    ),
  },
  { header: 'Status', cell: (post) => <PostStatus post={post} /> },
  { header: 'Publish time', cell: (post) => (post.publishedAt ? dateTime(new Date(post.publishedAt)) : '—') },
  { header: 'Category', cell: (post) => post.categoryName ?? '—' },
  { header: 'Last saved', cell: (post) => dateTime(new Date(post.updatedAt)) },
];

/** Every post of the blog, drafts and scheduled ones too, last changed first; and the blog's name. */
export function BlogPostsScreen() {
  const [search, setSearch] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const list = useQuery(blogQueries.posts({ search, page }, PAGE_SIZE));
  const dateTime = useDateTime();
  const navigate = useNavigate();
  // An Author keeps to their own drafts: the blog's name is an Editor's (the server refuses it too).
  const mayPublish = useViewer()?.permissions?.includes('posts:publish') === true;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Blog posts</Title>
        <Group>
          <Button component={Link} to="/blog-terms" variant="default">
            Categories, tags and author
          </Button>
          <Button onClick={() => void navigate({ to: '/blog-post/$id', params: { id: 'new' } })}>Write a post</Button>
        </Group>
      </Group>
      {mayPublish && <BlogName />}
      <SearchField
        label="Search by title or slug"
        value={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        width={320}
      />
      <RemoteState remote={list}>
        {(result) => (
          <>
            {result.items.length === 0 ? (
              <Text>{search ? 'No post matches this search.' : 'No posts yet.'}</Text>
            ) : (
              <DataTable label="Blog posts" minWidth={760} columns={columns(dateTime)} rows={result.items} rowKey={(post) => post.id} />
            )}
            <Pager page={page} pageSize={PAGE_SIZE} total={result.total} onChange={setPage} label="Post pages" />
          </>
        )}
      </RemoteState>
    </Stack>
  );
}

/** What the blog is called (Blog, Insights, Case studies…) in its pages, its feed and its title. */
function BlogName() {
  const settings = useQuery(blogQueries.settings());
  const [name, setName] = useFollowingState(settings.data?.name ?? '');
  const { save, saving } = useSave({
    action: (value: string) => BlogService.updateBlogSettings({ requestBody: { name: value, description: settings.data?.description } }),
    message: 'The blog’s name was saved',
    changes: [blogKeys.all],
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save(name);
      }}
    >
      <Group align="end">
        <TextInput
          label="The blog’s name"
          description="Blog, Insights, Case studies…"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={40}
          required
        />
        <Button type="submit" variant="default" loading={saving}>
          Save the name
        </Button>
      </Group>
    </form>
  );
}
