import { Alert, Button, Checkbox, Group, MultiSelect, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { BlogService, type BlogPostInput, type BlogPostRecord } from '../../api/client';
import { useSave } from '../../ui/save';
import { PublishStatus } from '../../ui/PublishStatus';
import { VersionedEditor } from '../../ui/VersionedEditor';
import { StaleSaveAlert } from '../../ui/StaleSaveAlert';
import { ImageField } from '../media/ImageField';
import { RichTextBody } from '../rich-text/RichTextBody';
import { RichTextEditor } from '../rich-text/RichTextEditor';
import { EMPTY_RICH_TEXT, type RichTextDoc } from '../rich-text/types';
import { SeoFieldsEditor } from '../seo/SeoFieldsEditor';
import { seoFieldsOf, type SeoFields } from '../seo/types';
import { usePostSaves } from './post-saves';
import { blogQueries } from './queries';
import { useViewer } from '../../site/use-site';

const route = getRouteApi('/_admin/blog-post/$id');
/** As the server's IMAGE_ADDRESS (backend/src/blog/blog.dto.ts): an http(s) address or a path of the site. */
const SAFE_IMAGE = /^(https?:\/\/[^\s<>"\\\p{Cc}]+|\/(?!\/)[^\s<>"\\\p{Cc}]*)$/iu;

/** A time as `<input type="datetime-local">` shows it: the browser's local time, to the second. */
function localInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Writes a new post or edits one (`/blog-post/new` or `/blog-post/{id}`). */
export function BlogPostEditScreen() {
  const { id } = route.useParams();
  const post = useQuery({ ...blogQueries.post(id), enabled: id !== 'new' });
  return <VersionedEditor isNew={id === 'new'} remote={post} form={(loaded) => <PostForm post={loaded} />} />;
}

function PostForm({ post }: { post?: BlogPostRecord }) {
  const navigate = route.useNavigate();
  const categories = useQuery(blogQueries.categories());
  const tags = useQuery(blogQueries.tags());
  const [title, setTitle] = useState(post?.title ?? '');
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? '');
  const [coverImage, setCoverImage] = useState(post?.coverImage ?? '');
  const [coverImageAlt, setCoverImageAlt] = useState(post?.coverImageAlt ?? '');
  const [body, setBody] = useState<RichTextDoc>((post?.body as RichTextDoc | undefined) ?? EMPTY_RICH_TEXT);
  const [categoryId, setCategoryId] = useState<string | null>(post?.categoryId ?? null);
  const [tagIds, setTagIds] = useState<string[]>(post?.tagIds ?? []);
  const [publishAt, setPublishAt] = useState(localInput(post?.publishedAt));
  // A render reads no clock: "later" is later than when the editor opened.
  const [openedAt] = useState(Date.now);
  // An Author writes drafts: publishing is an Editor's or an Admin's (the server refuses it too).
  const mayPublish = useViewer()?.permissions?.includes('posts:publish') === true;
  const [redirectOldSlug, setRedirectOldSlug] = useState(true);
  /** A published post's address changes: visitors and search engines may know the old one. */
  const slugMoves = post?.status === 'published' && slug.trim() !== '' && slug.trim() !== post.slug;
  const [seo, setSeo] = useState<SeoFields>(seoFieldsOf(post));

  const input = (): BlogPostInput => ({
    title,
    slug: slug || undefined,
    ...(slugMoves ? { redirectOldSlug } : {}),
    excerpt,
    coverImage: coverImage || null,
    coverImageAlt,
    body: body as BlogPostInput['body'],
    categoryId,
    tagIds,
    publishedAt: publishAt ? new Date(publishAt).toISOString() : null,
    seoTitle: seo.seoTitle || null,
    seoDescription: seo.seoDescription || null,
    socialImage: seo.socialImage || null,
    socialImageAlt: seo.socialImageAlt || null,
    noindex: seo.noindex ?? false,
    canonicalUrl: seo.canonicalUrl || null,
  });
  const done = (saved: BlogPostRecord) => navigate({ to: '/blog-post/$id', params: { id: saved.id }, replace: true });
  const { save, publish, unpublish } = usePostSaves(post, input);
  const conflict = [save, publish, unpublish].find((one) => one.stale)?.conflict;
  // A draft has no public page yet: the preview shows its body as the post's page will.
  const [preview, setPreview] = useState<string | null>(null);
  const showPreview = useSave({
    action: () => BlogService.previewBlogPost({ requestBody: { body: body as BlogPostInput['body'] } }),
    message: 'The preview is shown below the form',
    changes: [],
    failureTitle: 'No preview',
  });

  const status = !post ? 'New post' : post.status === 'draft' ? 'Draft' : post.scheduled ? 'Scheduled' : 'Published';
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{post ? 'Edit the post' : 'Write a post'}</Title>
        <Button component={Link} to="/blog-posts" variant="default">
          All posts
        </Button>
      </Group>
      <PublishStatus status={status} address={post?.status === 'published' ? `/blog/${post.slug}` : undefined} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save.save(undefined).then((result) => result && done(result.value));
        }}
      >
        <Stack>
          <TextInput label="Title" value={title} onChange={(event) => setTitle(event.currentTarget.value)} required maxLength={200} />
          <TextInput
            label="Slug"
            description="The address /blog/{slug}: lower-case letters, digits and hyphens; made from the title when left empty"
            value={slug}
            onChange={(event) => setSlug(event.currentTarget.value)}
            maxLength={120}
          />
          {slugMoves && (
            <Checkbox
              label="Redirect the old address to the new one"
              description={`Visitors and search engines that know /blog/${post.slug} are sent to the new address (301).`}
              checked={redirectOldSlug}
              onChange={(event) => setRedirectOldSlug(event.currentTarget.checked)}
            />
          )}
          <Textarea
            label="Excerpt"
            description="A sentence or two for lists, the feed and search results"
            value={excerpt}
            onChange={(event) => setExcerpt(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
          <ImageField
            label="Cover image"
            value={coverImage}
            valid={coverImage === '' || SAFE_IMAGE.test(coverImage)}
            onChange={setCoverImage}
            inputProps={{ description: 'Choose a library image or upload one, or paste an image address' }}
          />
          <TextInput
            label="Cover image description"
            description="What the cover shows, for visitors who cannot see it (needed with a cover)"
            value={coverImageAlt}
            onChange={(event) => setCoverImageAlt(event.currentTarget.value)}
            maxLength={300}
            required={coverImage !== ''}
          />
          <RichTextEditor label="Body" value={body} onChange={setBody} />
          <Select
            label="Category"
            data={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
            value={categoryId}
            onChange={setCategoryId}
            clearable
          />
          <MultiSelect
            label="Tags"
            data={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
            value={tagIds}
            onChange={setTagIds}
            clearable
            searchable
          />
          <TextInput
            type="datetime-local"
            step={1}
            label="Publish time"
            description="Your local time. A time to come schedules the post: it appears on the blog, in the feed and the sitemap then. Empty publishes now."
            value={publishAt}
            onChange={(event) => setPublishAt(event.currentTarget.value)}
          />
          <SeoFieldsEditor value={seo} onChange={setSeo} defaults={{ title: title || 'Post title', description: excerpt, path: `/blog/${slug || 'post'}` }} />
          {post?.status === 'published' && post.scheduled && <Alert color="violet">Scheduled: visitors see it from its publish time on.</Alert>}
          <Group>
            <Button type="submit" loading={save.saving} variant="default">
              Save
            </Button>
            {mayPublish && (
              <Button
                onClick={() => void publish.save(publishAt ? new Date(publishAt).toISOString() : null).then((result) => result && done(result.value))}
                loading={publish.saving}
              >
                {publishAt && new Date(publishAt).getTime() > openedAt ? 'Schedule' : 'Publish'}
              </Button>
            )}
            <Button
              variant="default"
              loading={showPreview.saving}
              onClick={() => void showPreview.save(undefined).then((result) => result && setPreview(result.value.html))}
            >
              Preview
            </Button>
            {mayPublish && post && post.status === 'published' && (
              <Button
                color="gray"
                variant="outline"
                onClick={() => void unpublish.save(undefined).then((result) => result && done(result.value))}
                loading={unpublish.saving}
              >
                Unpublish
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      {conflict && <StaleSaveAlert {...conflict} />}
      {preview !== null && (
        <Paper withBorder p="lg" component="section" aria-labelledby="blog-post-preview">
          <Title order={2} size="h3" id="blog-post-preview" mb="sm">
            Preview
          </Title>
          <Title order={3} size="h2" mb="sm">
            {title}
          </Title>
          <RichTextBody html={preview} />
        </Paper>
      )}
    </Stack>
  );
}
