import { ActionIcon, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { BlogService } from '../../api/client';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { useFollowingState } from '../../ui/address-field';
import { blogKeys, blogQueries } from './queries';

/** The blog's categories and tags, and how the signed-in Admin signs their posts. */
export function BlogTermsScreen() {
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Categories, tags and author</Title>
        <Button component={Link} to="/blog-posts" variant="default">
          All posts
        </Button>
      </Group>
      <AuthorProfile />
      <Terms kind="category" />
      <Terms kind="tag" />
    </Stack>
  );
}

function AuthorProfile() {
  const author = useQuery(blogQueries.author());
  const [displayName, setDisplayName] = useFollowingState(author.data?.displayName ?? '');
  const [photo, setPhoto] = useFollowingState(author.data?.photo ?? '');
  const [profileUrl, setProfileUrl] = useFollowingState(author.data?.profileUrl ?? '');
  const { save, saving } = useSave({
    action: () => BlogService.updateBlogAuthor({ requestBody: { displayName, photo: photo || null, profileUrl: profileUrl || null } }),
    message: 'Your author profile was saved',
    changes: [blogKeys.all],
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save(undefined);
      }}
    >
      <Stack gap="xs">
        <Title order={2}>Your author profile</Title>
        <Text size="sm">Your posts show this name and photo as their byline.</Text>
        <TextInput label="Display name" value={displayName} onChange={(event) => setDisplayName(event.currentTarget.value)} maxLength={100} required />
        <TextInput
          label="Photo"
          description="A library image (/media/…) or an image address"
          value={photo}
          onChange={(event) => setPhoto(event.currentTarget.value)}
        />
        <TextInput
          label="Profile address"
          description="Your bio or a profile page (https://…): search engines read it as who wrote your posts"
          value={profileUrl}
          onChange={(event) => setProfileUrl(event.currentTarget.value)}
          maxLength={2048}
        />
        <Group>
          <Button type="submit" variant="default" loading={saving}>
            Save the profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Terms({ kind }: { kind: 'category' | 'tag' }) {
  const categories = useQuery({ ...blogQueries.categories(), enabled: kind === 'category' });
  const tags = useQuery({ ...blogQueries.tags(), enabled: kind === 'tag' });
  const list = (kind === 'category' ? categories : tags) as UseQueryResult<{ id: string; name: string; slug: string; posts: number }[]>;
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const plural = kind === 'category' ? 'Categories' : 'Tags';
  const add = useSave({
    action: () =>
      kind === 'category'
        ? BlogService.addBlogCategory({ requestBody: { name, slug: slug || undefined } })
        : BlogService.addBlogTag({ requestBody: { name, slug: slug || undefined } }),
    message: `The ${kind} was added`,
    changes: [blogKeys.all],
  });
  const remove = useSave({
    action: (id: string) => (kind === 'category' ? BlogService.deleteBlogCategory({ id }) : BlogService.deleteBlogTag({ id })),
    message: (result) => result.message,
    changes: [blogKeys.all],
  });
  return (
    <Stack gap="xs">
      <Title order={2}>{plural}</Title>
      <RemoteState remote={list}>
        {(terms) =>
          terms.length === 0 ? (
            <Text>None yet.</Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Address</Table.Th>
                  <Table.Th>Published posts</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden">Actions</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {terms.map((term) => (
                  <Table.Tr key={term.id}>
                    <Table.Td>{term.name}</Table.Td>
                    <Table.Td>
                      /blog/{kind}/{term.slug}/
                    </Table.Td>
                    <Table.Td>{term.posts}</Table.Td>
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" aria-label={`Delete the ${kind} ${term.name}`} onClick={() => void remove.save(term.id)}>
                        ×
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </RemoteState>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void add.save(undefined).then((result) => {
            if (result) {
              setName('');
              setSlug('');
            }
          });
        }}
      >
        <Group align="end">
          <TextInput label={`New ${kind}`} value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={100} required />
          <TextInput label="Slug (optional)" value={slug} onChange={(event) => setSlug(event.currentTarget.value)} maxLength={80} />
          <Button type="submit" variant="default" loading={add.saving}>
            Add
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
