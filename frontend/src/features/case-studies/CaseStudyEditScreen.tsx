import { Alert, Button, Checkbox, Group, Paper, Stack, TagsInput, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CaseStudiesService, type CaseStudyInput, type CaseStudyRecord } from '../../api/client';
import { useSite } from '../../site/use-site';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { PublishStatus } from '../../ui/PublishStatus';
import { useSave } from '../../ui/save';
import { StaleSaveAlert } from '../../ui/StaleSaveAlert';
import { VersionedEditor } from '../../ui/VersionedEditor';
import { useVersionedSave } from '../../ui/versioned-save';
import { RichTextBody } from '../rich-text/RichTextBody';
import { RichTextEditor } from '../rich-text/RichTextEditor';
import { SeoFieldsEditor } from '../seo/SeoFieldsEditor';
import { statusOf } from './CaseStudiesScreen';
import { CaseStudyHistory } from './CaseStudyHistory';
import { ImagesEditor, QuoteFields, ResultsEditor } from './CaseStudyParts';
import { CASE_STUDY_FORM_LIMITS, draftOf, inputOf, type CaseStudyDraft } from './case-study-form';
import { caseStudyKeys, caseStudyQueries } from './queries';

const route = getRouteApi('/_admin/case-study-admin/$id');

/** Writes a new case study or edits one (`/case-study-admin/new` or `/case-study-admin/{id}`). */
export function CaseStudyEditScreen() {
  const { id } = route.useParams();
  const study = useQuery({ ...caseStudyQueries.one(id), enabled: id !== 'new' });
  return <VersionedEditor isNew={id === 'new'} remote={study} form={(loaded) => <CaseStudyForm study={loaded} />} />;
}

const ifMatch = (version: number | undefined) => (version === undefined ? undefined : String(version));

/** The study's saves, each naming the version loaded (If-Match); a new study has none. */
function useStudySaves(study: CaseStudyRecord | undefined) {
  const client = useQueryClient();
  const versioned = {
    version: study?.version,
    changes: [caseStudyKeys.all],
    readTheirs: () => CaseStudiesService.getCaseStudyForEdit({ id: study!.id }),
    showTheirs: (theirs: CaseStudyRecord) => client.setQueryData(caseStudyQueries.one(theirs.id).queryKey, theirs),
  };
  const write = (input: CaseStudyInput, version: number | undefined) =>
    study
      ? CaseStudiesService.updateCaseStudy({ id: study.id, requestBody: input, ifMatch: ifMatch(version) })
      : CaseStudiesService.addCaseStudy({ requestBody: input });
  return useVersionedSave({
    ...versioned,
    action: write,
    message: (saved: CaseStudyRecord, input: CaseStudyInput) =>
      input.status === 'draft'
        ? study?.status === 'published'
          ? 'The case study is a draft again: visitors no longer see it'
          : 'The case study was saved'
        : saved.scheduled
          ? 'The case study is scheduled'
          : 'The case study is published',
  });
}

function CaseStudyForm({ study }: { study?: CaseStudyRecord }) {
  const navigate = route.useNavigate();
  const site = useSite();
  const [draft, setDraft] = useState<CaseStudyDraft>(() => draftOf(study));
  const set = <K extends keyof CaseStudyDraft>(field: K, value: CaseStudyDraft[K]) => setDraft((current) => ({ ...current, [field]: value }));
  const [redirectOldSlug, setRedirectOldSlug] = useState(true);
  const [preview, setPreview] = useState<{ challengeHtml: string; approachHtml: string } | null>(null);
  // A render reads no clock: "later" is later than when the editor opened.
  const [openedAt] = useState(Date.now);
  const slugMoves = study?.status === 'published' && draft.slug.trim() !== '' && draft.slug.trim() !== study.slug;
  const save = useStudySaves(study);
  const done = (saved: CaseStudyRecord) => navigate({ to: '/case-study-admin/$id', params: { id: saved.id }, replace: true });
  const saveAs = (status: 'draft' | 'published') =>
    void save.save(inputOf(draft, status, slugMoves ? redirectOldSlug : undefined)).then((result) => result && done(result.value));
  const showPreview = useSave({
    action: () => {
      const { challenge, approach } = inputOf(draft, 'draft');
      return CaseStudiesService.previewCaseStudy({ requestBody: { challenge, approach } });
    },
    message: 'The preview is shown below the form',
    changes: [],
    failureTitle: 'No preview',
  });
  const serviceNames = [...new Set((site.serviceItems ?? []).map((item) => item.serviceTitle).filter(Boolean))];
  const later = draft.publishAt !== '' && new Date(draft.publishAt).getTime() > openedAt;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{study ? 'Edit the case study' : 'Add a case study'}</Title>
        <Button component={Link} to="/case-study-admin" variant="default">
          All case studies
        </Button>
      </Group>
      <PublishStatus status={study ? statusOf(study) : 'New case study'} address={study?.status === 'published' ? `/case-studies/${study.slug}` : undefined} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          saveAs(study?.status ?? 'draft');
        }}
      >
        <Stack>
          <TextInput label="Title" value={draft.title} onChange={(event) => set('title', event.currentTarget.value)} required maxLength={200} />
          <TextInput
            label="Slug"
            description="The address /case-studies/{slug}: lower-case letters, digits and hyphens; made from the title when left empty"
            value={draft.slug}
            onChange={(event) => set('slug', event.currentTarget.value)}
            maxLength={80}
          />
          {slugMoves && (
            <Checkbox
              label="Redirect the old address to the new one"
              description={`Visitors and search engines that know /case-studies/${study.slug} are sent to the new address (301).`}
              checked={redirectOldSlug}
              onChange={(event) => setRedirectOldSlug(event.currentTarget.checked)}
            />
          )}
          <Group grow align="start">
            <TextInput label="Client" value={draft.client} onChange={(event) => set('client', event.currentTarget.value)} required maxLength={120} />
            <TextInput
              label="Industry"
              description="Visitors filter the list by it: spell it the same way in every study"
              value={draft.industry}
              onChange={(event) => set('industry', event.currentTarget.value)}
              required
              maxLength={80}
            />
          </Group>
          <TagsInput
            label="Services"
            description="Pick from your services section or type a name and press Enter; visitors filter the list by them"
            data={serviceNames}
            value={draft.services}
            onChange={(value) => set('services', value)}
            maxTags={CASE_STUDY_FORM_LIMITS.services}
            clearable
          />
          <Textarea
            label="Summary"
            description="A sentence or two for the list’s card and search results; empty: the challenge’s first words"
            value={draft.excerpt}
            onChange={(event) => set('excerpt', event.currentTarget.value)}
            maxLength={CASE_STUDY_FORM_LIMITS.excerpt}
            autosize
            minRows={2}
          />
          <RichTextEditor label="The challenge" value={draft.challenge} onChange={(value) => set('challenge', value)} />
          <RichTextEditor label="What was done" value={draft.approach} onChange={(value) => set('approach', value)} />
          <ResultsEditor results={draft.results} set={set} />
          <QuoteFields draft={draft} set={set} />
          <ImagesEditor draft={draft} set={set} />
          <TextInput
            type="datetime-local"
            step={1}
            label="Publish time"
            description="Your local time. A time to come schedules the study: it appears on the list and in the sitemap then. Empty publishes now."
            value={draft.publishAt}
            onChange={(event) => set('publishAt', event.currentTarget.value)}
          />
          <SeoFieldsEditor
            value={draft.seo}
            onChange={(value) => set('seo', value)}
            defaults={{ title: draft.title || 'Case study title', description: draft.excerpt, path: `/case-studies/${draft.slug || 'case-study'}` }}
          />
          {study?.scheduled && <Alert color="violet">Scheduled: visitors see it from its publish time on.</Alert>}
          <Group>
            <Button type="submit" loading={save.saving} variant="default">
              Save
            </Button>
            <Button onClick={() => saveAs('published')} loading={save.saving}>
              {later ? 'Schedule' : study?.status === 'published' ? 'Save and keep published' : 'Publish'}
            </Button>
            {study?.status === 'published' && (
              <Button color="gray" variant="outline" onClick={() => saveAs('draft')} loading={save.saving}>
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
            {study && (
              <ConfirmDelete
                label={`Delete the case study ${study.title}`}
                title="Delete this case study?"
                action={() => CaseStudiesService.deleteCaseStudy({ id: study.id })}
                changes={[caseStudyKeys.all]}
                onDeleted={() => void navigate({ to: '/case-study-admin' })}
              >
                {`“${study.title}” is deleted for good; its address then answers the not-found page (add a redirect if it had visitors).`}
              </ConfirmDelete>
            )}
          </Group>
        </Stack>
      </form>
      {save.stale && save.conflict && <StaleSaveAlert {...save.conflict} />}
      {preview !== null && (
        <Paper withBorder p="lg" component="section" aria-labelledby="case-study-preview">
          <Title order={2} size="h3" id="case-study-preview" mb="sm">
            Preview
          </Title>
          <Title order={3} size="h4">
            The challenge
          </Title>
          <RichTextBody html={preview.challengeHtml} />
          <Title order={3} size="h4">
            What was done
          </Title>
          <RichTextBody html={preview.approachHtml} />
        </Paper>
      )}
      {study && <CaseStudyHistory study={study} />}
    </Stack>
  );
}
