import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { CaseStudyImage, CaseStudyResult } from '../../api/client';
import { mediaIdOf } from '../../site/media';
import { ImageField } from '../media/ImageField';
import { CASE_STUDY_FORM_LIMITS as LIMITS, type CaseStudyDraft } from './case-study-form';

type Set = <K extends keyof CaseStudyDraft>(field: K, value: CaseStudyDraft[K]) => void;

const replaced = <T,>(list: T[], index: number, item: T) => list.map((old, i) => (i === index ? item : old));
const without = <T,>(list: T[], index: number) => list.filter((_, i) => i !== index);

/** The results as figures and what they measure, at most six. */
export function ResultsEditor({ results, set }: { results: CaseStudyResult[]; set: Set }) {
  return (
    <Fieldset legend="Results">
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          Figures and what they measure, for example “+240 %” and “organic traffic in 9 months”. The first one shows on the list’s card.
        </Text>
        {results.map((result, index) => (
          <Group key={index} align="end" wrap="wrap">
            <TextInput
              label={`Figure ${index + 1}`}
              value={result.figure}
              onChange={(event) => set('results', replaced(results, index, { ...result, figure: event.currentTarget.value }))}
              required
              maxLength={LIMITS.figure}
              w={140}
            />
            <TextInput
              label={`What figure ${index + 1} measures`}
              value={result.label}
              onChange={(event) => set('results', replaced(results, index, { ...result, label: event.currentTarget.value }))}
              required
              maxLength={LIMITS.label}
              style={{ flex: '1 1 220px' }}
            />
            <ActionIcon variant="default" size="lg" aria-label={`Remove result ${index + 1}`} onClick={() => set('results', without(results, index))}>
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            size="xs"
            disabled={results.length >= LIMITS.results}
            onClick={() => set('results', [...results, { figure: '', label: '' }])}
          >
            Add a result
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/** The client's quote: shown when its text and author are given. */
export function QuoteFields({ draft, set }: { draft: CaseStudyDraft; set: Set }) {
  const quoted = draft.quoteText.trim() !== '' || draft.quoteAuthor.trim() !== '';
  return (
    <Fieldset legend="Quote (optional)">
      <Stack gap="sm">
        <Textarea
          label="What the client said"
          value={draft.quoteText}
          onChange={(event) => set('quoteText', event.currentTarget.value)}
          maxLength={LIMITS.quote}
          autosize
          minRows={2}
          required={quoted}
        />
        <Group grow>
          <TextInput
            label="Who said it"
            value={draft.quoteAuthor}
            onChange={(event) => set('quoteAuthor', event.currentTarget.value)}
            maxLength={120}
            required={quoted}
          />
          <TextInput label="Their role" value={draft.quoteRole} onChange={(event) => set('quoteRole', event.currentTarget.value)} maxLength={120} />
        </Group>
      </Stack>
    </Fieldset>
  );
}

/** The cover and the gallery: library images only (their variants and "used by" come with them). */
export function ImagesEditor({ draft, set }: { draft: CaseStudyDraft; set: Set }) {
  const gallery = draft.gallery;
  const libraryOnly = (value: string) => value === '' || mediaIdOf(value) !== undefined;
  return (
    <Fieldset legend="Images">
      <Stack gap="sm">
        <ImageField
          label="Cover image"
          value={draft.coverImage}
          valid={libraryOnly(draft.coverImage)}
          onChange={(value) => set('coverImage', value)}
          inputProps={{
            description: 'Choose it from the media library',
            error: libraryOnly(draft.coverImage) ? undefined : 'Choose an image of the media library',
          }}
        />
        {draft.coverImage && (
          <TextInput
            label="Cover image description"
            description="What the cover shows; empty: the library’s alt text"
            value={draft.coverImageAlt}
            onChange={(event) => set('coverImageAlt', event.currentTarget.value)}
            maxLength={200}
          />
        )}
        {gallery.map((image: CaseStudyImage, index) => (
          <Stack key={index} gap={4}>
            <ImageField
              label={`Gallery image ${index + 1}`}
              value={image.src}
              valid={libraryOnly(image.src)}
              onChange={(src) => set('gallery', replaced(gallery, index, { ...image, src }))}
              inputProps={{ error: libraryOnly(image.src) ? undefined : 'Choose an image of the media library' }}
            />
            <Group align="end">
              <TextInput
                label={`Gallery image ${index + 1} description`}
                description="Empty: the library’s alt text"
                value={image.alt}
                onChange={(event) => set('gallery', replaced(gallery, index, { ...image, alt: event.currentTarget.value }))}
                maxLength={200}
                style={{ flex: 1 }}
              />
              <Button variant="default" onClick={() => set('gallery', without(gallery, index))}>
                Remove image {index + 1}
              </Button>
            </Group>
          </Stack>
        ))}
        <Group>
          <Button variant="default" size="xs" disabled={gallery.length >= LIMITS.gallery} onClick={() => set('gallery', [...gallery, { src: '', alt: '' }])}>
            Add a gallery image
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
