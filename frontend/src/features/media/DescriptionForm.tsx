import { Button, Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MediaService, type MediaRecord } from '../../api/client';
import { useSave } from '../../ui/save';
import { mediaKeys } from './queries';
import { altProblem } from './upload-queue';

/** The image's name in the library and its alt text (or that it is decorative). */
export function DescriptionForm({ item }: { item: MediaRecord }) {
  const [name, setName] = useState(item.name);
  const [alt, setAlt] = useState(item.alt);
  const [decorative, setDecorative] = useState(item.decorative);
  const [checked, setChecked] = useState(false);
  const save = useSave({
    action: () =>
      MediaService.updateMedia({
        id: item.id,
        requestBody: { name: name.trim(), decorative, ...(decorative ? {} : { alt: alt.trim() }) },
        ifMatch: String(item.version),
      }),
    message: 'Image description saved',
    changes: [mediaKeys.all],
  });
  const problem = altProblem({ alt, decorative });
  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (problem || !name.trim()) return;
    await save.save();
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
      </Stack>
    </form>
  );
}
