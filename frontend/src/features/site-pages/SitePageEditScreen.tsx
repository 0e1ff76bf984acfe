import { Alert, Button, Checkbox, Group, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage, PagesService, type BranchAddress, type PageBlock, type PageInput, type PageRecord, type PublishedBlock } from '../../api/client';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { useSave } from '../../ui/save';
import { PublishStatus } from '../../ui/PublishStatus';
import { VersionedEditor } from '../../ui/VersionedEditor';
import { StaleSaveAlert } from '../../ui/StaleSaveAlert';
import { isStaleSave, useVersionedSave } from '../../ui/versioned-save';
import { EMPTY_RICH_TEXT } from '../rich-text/types';
import { sectionDefinitions } from '../sections/sections-client';
import { BlockEditor } from './BlockEditor';
import { publishedOf, type BlockData } from './blocks-model';
import { branchAddressOf, LocationFields } from './LocationFields';
import { PagePreview } from './PagePreview';
import { SeoFieldsEditor } from '../seo/SeoFieldsEditor';
import { seoFieldsOf, type SeoFields } from '../seo/types';
import { slugFrom } from '../../site/slug';
import { PAGES_TEXTS } from './texts';
import { pageKeys, pageQueries } from './queries';

const route = getRouteApi('/_admin/site-pages/$id');
/** The server's PAGE_LIMITS.slugLength. */
const SLUG_LENGTH = 80;

interface FormErrors {
  title?: string;
  slug?: string;
  form?: string;
}

/**
 * Where the server's refusal belongs: a 409 or 400 naming the address next to the slug, one naming
 * the title next to the title, anything else (a stale save, a limit) in the form's error area.
 */
export function placeError(error: unknown): FormErrors {
  const message = errorMessage(error);
  if (/address|slug|redirected/i.test(message)) return { slug: message };
  if (/title/i.test(message)) return { title: message };
  return { form: message };
}

/** Writes a new page or edits one (`/site-pages/new` or `/site-pages/{id}`). */
export function SitePageEditScreen() {
  const { id } = route.useParams();
  const page = useQuery({ ...pageQueries.one(id), enabled: id !== 'new' });
  return <VersionedEditor isNew={id === 'new'} remote={page} form={(loaded) => <PageForm page={loaded} />} />;
}

/** The kinds of block and the sections' forms they are edited with, loaded once per visit of the back office. */
function useBlockKinds() {
  const kinds = useQuery({ queryKey: ['block-kinds'], queryFn: () => PagesService.getBlockKinds(), staleTime: Infinity });
  const definitions = useQuery({ queryKey: ['section-definitions'], queryFn: sectionDefinitions, staleTime: Infinity });
  return { kinds: kinds.data ?? [], definitions: definitions.data ?? new Map() };
}

function PageForm({ page }: { page?: PageRecord }) {
  const navigate = route.useNavigate();
  const client = useQueryClient();
  const [title, setTitle] = useState(page?.title ?? '');
  const [slug, setSlug] = useState(page?.slug ?? '');
  // A new page's address follows its title until the owner writes one of their own.
  const [slugEdited, setSlugEdited] = useState(page !== undefined);
  // A new page starts as pages did before blocks: one rich text, its body.
  const [blocks, setBlocks] = useState<PageBlock[]>(page?.blocks ?? [{ id: 'body', kind: 'richText', hidden: false, data: { body: EMPTY_RICH_TEXT } }]);
  const [areas, setAreas] = useState<string[]>(page?.areaServed ?? []);
  const [branch, setBranch] = useState<BranchAddress>(page?.branchAddress ?? {});
  const { kinds, definitions } = useBlockKinds();
  const [showInNav, setShowInNav] = useState(page?.showInNav ?? false);
  const [showInFooter, setShowInFooter] = useState(page?.showInFooter ?? false);
  const [redirectOldSlug, setRedirectOldSlug] = useState(true);
  const [errors, setErrors] = useState<FormErrors>({});
  const [preview, setPreview] = useState<PublishedBlock[] | null>(null);
  const [seo, setSeo] = useState<SeoFields>(seoFieldsOf(page));
  const slugMoves = page?.status === 'published' && slug.trim() !== page.slug;

  const input = (): PageInput => ({
    title,
    slug,
    blocks,
    areaServed: areas,
    branchAddress: branchAddressOf(branch),
    showInNav,
    showInFooter,
    ...(page ? { navPosition: page.navPosition } : {}),
    ...(slugMoves ? { redirectOldSlug } : {}),
    seoTitle: seo.seoTitle ?? '',
    seoDescription: seo.seoDescription ?? '',
    socialImage: seo.socialImage ?? '',
    socialImageAlt: seo.socialImageAlt ?? '',
    noindex: seo.noindex ?? false,
    canonicalUrl: seo.canonicalUrl ?? '',
  });
  /** A save whose refusal is also shown where it belongs (the notification alone goes away); a stale one has its own notice. */
  const saved = async (version: number | undefined): Promise<PageRecord> => {
    setErrors({});
    try {
      return page
        ? await PagesService.updatePage({ id: page.id, requestBody: input(), ifMatch: version === undefined ? undefined : String(version) })
        : await PagesService.addPage({ requestBody: input() });
    } catch (error) {
      if (!isStaleSave(error)) setErrors(placeError(error));
      throw error;
    }
  };
  const done = (result: PageRecord) => navigate({ to: '/site-pages/$id', params: { id: result.id }, replace: true });

  // Both name the version loaded: after someone else's save the notice below offers theirs or mine.
  const versioned = {
    version: page?.version,
    changes: [pageKeys.all],
    readTheirs: () => PagesService.getPage({ id: page!.id }),
    // The form is drawn anew from the page it is given (it is keyed by the version).
    showTheirs: (theirs: PageRecord) => client.setQueryData(pageQueries.one(theirs.id).queryKey, theirs),
  };
  const save = useVersionedSave({ ...versioned, action: (_: void, version) => saved(version), message: PAGES_TEXTS.saved });
  const publish = useVersionedSave({
    ...versioned,
    action: async (_: void, version) => PagesService.publishPage({ id: (await saved(version)).id }),
    message: PAGES_TEXTS.published,
  });
  const conflict = [save, publish].find((one) => one.stale)?.conflict;
  const unpublish = useSave({ action: () => PagesService.unpublishPage({ id: page!.id }), message: PAGES_TEXTS.unpublished, changes: [pageKeys.all] });
  // Rich text as the server renders it; the sections with their public components, from the unsaved fields.
  const showPreview = useSave({
    action: () =>
      Promise.all(
        blocks
          .filter((block) => !block.hidden)
          .map(async (block) => {
            const kind = kinds.find((candidate) => candidate.kind === block.kind);
            if (block.kind !== 'richText') return publishedOf(block, kind);
            const { html } = await PagesService.previewPage({ requestBody: { body: (block.data as BlockData).body as Record<string, unknown> } });
            return publishedOf(block, kind, html);
          }),
      ),
    message: 'The preview is shown below the form',
    changes: [],
    failureTitle: 'No preview',
  });

  const status = !page ? 'New page' : page.status === 'published' ? 'Published' : 'Draft';
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{page ? PAGES_TEXTS.editTitle : PAGES_TEXTS.newTitle}</Title>
        <Button component={Link} to="/site-pages" variant="default">
          All pages
        </Button>
      </Group>
      <PublishStatus status={status} address={page?.status === 'published' ? `/${page.slug}` : undefined} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save.save(undefined).then((result) => result && done(result.value));
        }}
      >
        <Stack>
          {errors.form && (
            <Alert color="red" title="Not saved" role="alert">
              {errors.form}
            </Alert>
          )}
          <TextInput
            label="Title"
            value={title}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              if (!slugEdited) setSlug(slugFrom(event.currentTarget.value, SLUG_LENGTH));
            }}
            required
            maxLength={200}
            error={errors.title}
          />
          <TextInput
            label="Slug"
            description={PAGES_TEXTS.slugHelp}
            value={slug}
            onChange={(event) => {
              setSlug(event.currentTarget.value);
              setSlugEdited(event.currentTarget.value !== '');
            }}
            required
            maxLength={SLUG_LENGTH}
            error={errors.slug}
          />
          {slugMoves && (
            <Checkbox
              label={PAGES_TEXTS.redirectOld}
              description={PAGES_TEXTS.redirectHelp(page.slug)}
              checked={redirectOldSlug}
              onChange={(event) => setRedirectOldSlug(event.currentTarget.checked)}
            />
          )}
          <BlockEditor blocks={blocks} onChange={setBlocks} kinds={kinds} definitions={definitions} />
          <LocationFields areas={areas} onAreas={setAreas} address={branch} onAddress={setBranch} />
          <Switch label="Show in the navigation bar" checked={showInNav} onChange={(event) => setShowInNav(event.currentTarget.checked)} />
          <Switch label="Show in the footer" checked={showInFooter} onChange={(event) => setShowInFooter(event.currentTarget.checked)} />
          <SeoFieldsEditor value={seo} onChange={setSeo} defaults={{ title: title || 'Page title', description: '', path: `/${slug || 'page'}` }} />
          <Group>
            <Button type="submit" loading={save.saving} variant="default">
              Save
            </Button>
            <Button onClick={() => void publish.save(undefined).then((result) => result && done(result.value))} loading={publish.saving}>
              Publish
            </Button>
            {page?.status === 'published' && (
              <Button
                color="gray"
                variant="outline"
                onClick={() => void unpublish.save(undefined).then((result) => result && done(result.value))}
                loading={unpublish.saving}
              >
                Unpublish
              </Button>
            )}
            <Button
              variant="default"
              loading={showPreview.saving}
              onClick={() => void showPreview.save(undefined).then((result) => result && setPreview(result.value))}
            >
              Preview
            </Button>
            {page && (
              <ConfirmDelete
                label={`Delete the page ${page.title}`}
                title="Delete this page?"
                action={() => PagesService.deletePage({ id: page.id })}
                changes={[pageKeys.all]}
                onDeleted={() => void navigate({ to: '/site-pages' })}
              >
                {PAGES_TEXTS.deleteHelp(page.title)}
              </ConfirmDelete>
            )}
          </Group>
        </Stack>
      </form>
      {conflict && <StaleSaveAlert {...conflict} />}
      {preview !== null && <PagePreview blocks={preview} />}
    </Stack>
  );
}
