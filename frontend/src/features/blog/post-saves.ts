import { useQueryClient } from '@tanstack/react-query';
import { BlogService, type BlogPostInput, type BlogPostRecord } from '../../api/client';
import { useVersionedSave } from '../../ui/versioned-save';
import { blogKeys, blogQueries } from './queries';

const ifMatch = (version: number | undefined) => (version === undefined ? undefined : String(version));

/**
 * The post's saves: each names the version the editor loaded (If-Match), so a save after someone
 * else's is refused and the editor offers to reload theirs or keep its own. A new post has no version.
 */
export function usePostSaves(post: BlogPostRecord | undefined, input: () => BlogPostInput) {
  const client = useQueryClient();
  const versioned = {
    version: post?.version,
    changes: [blogKeys.all],
    readTheirs: () => BlogService.getBlogPostForEdit({ id: post!.id }),
    // The editor is drawn anew from the record it is given (it is keyed by the version).
    showTheirs: (theirs: BlogPostRecord) => client.setQueryData(blogQueries.post(theirs.id).queryKey, theirs),
  };
  const update = (version: number | undefined) =>
    post ? BlogService.updateBlogPost({ id: post.id, requestBody: input(), ifMatch: ifMatch(version) }) : BlogService.addBlogPost({ requestBody: input() });
  const save = useVersionedSave({ ...versioned, action: (_: void, version) => update(version), message: 'The post was saved' });
  const publish = useVersionedSave({
    ...versioned,
    action: async (publishedAt: string | null, version) => {
      const saved = await update(version);
      return BlogService.publishBlogPost({ id: saved.id, ifMatch: String(saved.version), requestBody: publishedAt ? { publishedAt } : {} });
    },
    message: (saved) => (saved.scheduled ? 'The post is scheduled' : 'The post is published'),
  });
  const unpublish = useVersionedSave({
    ...versioned,
    action: (_: void, version) => BlogService.unpublishBlogPost({ id: post!.id, ifMatch: ifMatch(version) }),
    message: 'The post is a draft again: visitors no longer see it',
  });
  return { save, publish, unpublish };
}
