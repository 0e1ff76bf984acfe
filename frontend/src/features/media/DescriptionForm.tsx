import { Button, Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MediaService, type MediaRecord } from '../../api/client';
import { StaleSaveAlert } from '../../ui/StaleSaveAlert';
import { useVersionedSave } from '../../ui/versioned-save';
import { ifMatch, useImageVersion } from './versioned';
import { altProblem } from './upload-queue';

/** The image's name in the library and its alt text (or that it is decorative). */
export function DescriptionForm({ item }: { item: MediaRecord }) {
  const [name, setName] = useState(item.name);
  const [alt, setAlt] = useState(item.alt);
  const [decorative, setDecorative] = useState(item.decorative);
  const [checked, setChecked] = useState(false);
  const image = useImageVersion(item);
  const save = useVersionedSave({
    ...image,
    action: (description: { name: string; alt: string; decorative: boolean }, version) =>
      MediaService.updateMedia({
        id: item.id,
        requestBody: { name: description.name, decorative: description.decorative, ...(description.decorative ? {} : { alt: description.alt }) },
        ifMatch: ifMatch(version),
      }),
    message: 'Image description saved',
    showTheirs: (theirs) => {
      image.showTheirs(theirs);
      setName(theirs.name);
      setAlt(theirs.alt);
      setDecorative(theirs.decorative);
    },
  });
  const problem = altProblem({ alt, decorative });
  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (problem || !name.trim()) return;
    await save.save({ name: name.trim(), alt: alt.trim(), decorative });
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          description="A label for the library; visitors never see it"
          required
          maxLength={200}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={checked && !name.trim() ? 'Name is required' : undefined}
        />
        <Textarea
          label="Alt text"
          description="What the image shows, read by screen readers and search engines"
          required={!decorative}
          disabled={decorative}
          autosize
          minRows={2}
          maxLength={300}
          value={decorative ? '' : alt}
          onChange={(e) => setAlt(e.currentTarget.value)}
          error={checked ? problem : undefined}
        />
        <Checkbox label="Decorative image (no description)" checked={decorative} onChange={(e) => setDecorative(e.currentTarget.checked)} />
        <Button type="submit" size="sm" w="fit-content" loading={save.saving}>
          Save description
        </Button>
        {save.stale && <StaleSaveAlert {...save.conflict} />}
      </Stack>
    </form>
  );
}
