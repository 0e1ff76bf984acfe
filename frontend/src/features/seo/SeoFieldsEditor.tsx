import { Checkbox, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { ImageField } from '../media/ImageField';
import classes from './SeoFieldsEditor.module.css';
import { breadcrumbUrl, cutForResults, DESCRIPTION_RANGE, lengthHint, SEO_LIMITS, seoFieldErrors, TITLE_RANGE, type LengthTone, type SeoFields } from './types';

export interface SeoFieldsEditorProps {
  value: SeoFields;
  onChange: (value: SeoFields) => void;
  /** what the page shows when a field is left empty: its whole title as search results show it, its description, its path */
  defaults: { title: string; description: string; path: string };
  /** messages from the server for fields it refused (they win over the ones checked here) */
  errors?: Partial<Record<keyof SeoFields, string>>;
  /** a prefix for the inputs' ids and names, when one form holds several editors */
  name?: string;
}

function Hint({ id, tone, text }: { id: string; tone: LengthTone; text: string }) {
  return (
    <Text id={id} size="sm" className={classes[tone]} aria-live="polite">
      {text}
    </Text>
  );
}

/**
 * The search and sharing settings of one public page (contract C2): title, meta description,
 * social image with its description, noindex and a canonical address, with a live preview of the
 * page's search result and how long its title and description are. Empty fields show the defaults
 * from the page's content, as the page will.
 */
export function SeoFieldsEditor({ value, onChange, defaults, errors = {}, name = 'seo' }: SeoFieldsEditorProps) {
  const publicUrl = useRouteContext({ from: '__root__' }).state.publicUrl;
  const checked = { ...seoFieldErrors(value), ...errors };
  const set = <K extends keyof SeoFields>(field: K, next: SeoFields[K]) => onChange({ ...value, [field]: next });
  const title = value.seoTitle?.trim() || defaults.title;
  const description = value.seoDescription?.trim() || defaults.description;
  const canonical = value.canonicalUrl?.trim();
  const titleHint = lengthHint(title.length, TITLE_RANGE, 'title');
  const descriptionHint = lengthHint(description.length, DESCRIPTION_RANGE, 'description');
  const id = (field: string) => `${name}-${field}`;
  return (
    <Stack gap="sm">
      <TextInput
        id={id('title')}
        name={id('title')}
        label="Search title"
        description="The whole title shown in search results and when shared. Empty: the page's own title."
        placeholder={defaults.title}
        maxLength={SEO_LIMITS.seoTitle}
        value={value.seoTitle ?? ''}
        onChange={(event) => set('seoTitle', event.currentTarget.value)}
        error={checked.seoTitle}
        aria-describedby={id('title-hint')}
      />
      <Hint id={id('title-hint')} tone={titleHint.tone} text={`Title: ${titleHint.text}`} />
      <Textarea
        id={id('description')}
        name={id('description')}
        label="Meta description"
        description="The text under the title in search results. Empty: from the page's content."
        placeholder={defaults.description}
        maxLength={SEO_LIMITS.seoDescription}
        autosize
        minRows={2}
        value={value.seoDescription ?? ''}
        onChange={(event) => set('seoDescription', event.currentTarget.value)}
        error={checked.seoDescription}
        aria-describedby={id('description-hint')}
      />
      <Hint id={id('description-hint')} tone={descriptionHint.tone} text={`Description: ${descriptionHint.text}`} />
      <ImageField
        label="Social image (1200 × 630; empty: the site's sharing image)"
        value={value.socialImage ?? ''}
        valid={!checked.socialImage}
        onChange={(next) => set('socialImage', next)}
        inputProps={{ id: id('image'), name: id('image'), error: checked.socialImage, maxLength: SEO_LIMITS.url }}
      />
      <TextInput
        id={id('image-alt')}
        name={id('image-alt')}
        label="Social image description"
        description="What the image shows. Empty: the library image's alt text, else the site name."
        maxLength={SEO_LIMITS.socialImageAlt}
        value={value.socialImageAlt ?? ''}
        onChange={(event) => set('socialImageAlt', event.currentTarget.value)}
        error={checked.socialImageAlt}
      />
      <TextInput
        id={id('canonical')}
        name={id('canonical')}
        label="Canonical address"
        description="Only when another address should rank instead of this page: an https:// address or a path such as /service/. Empty: this page."
        placeholder={defaults.path}
        maxLength={SEO_LIMITS.url}
        value={value.canonicalUrl ?? ''}
        onChange={(event) => set('canonicalUrl', event.currentTarget.value)}
        error={checked.canonicalUrl}
      />
      <Checkbox
        id={id('noindex')}
        name={id('noindex')}
        label="Keep this page out of search engines (noindex; it also leaves the sitemap)"
        checked={value.noindex ?? false}
        onChange={(event) => set('noindex', event.currentTarget.checked)}
      />
      <section aria-label="Search result preview" className={classes.preview}>
        <div className={classes.url}>{breadcrumbUrl(publicUrl, canonical && canonical.startsWith('/') ? canonical : defaults.path)}</div>
        <p className={classes.title}>{cutForResults(title, TITLE_RANGE.max)}</p>
        <p className={classes.description}>{cutForResults(description, DESCRIPTION_RANGE.max)}</p>
        {value.noindex && (
          <Text size="sm" fw={700} mt="xs" c="gray.8">
            Not shown in search results: this page asks search engines not to index it.
          </Text>
        )}
      </section>
    </Stack>
  );
}
