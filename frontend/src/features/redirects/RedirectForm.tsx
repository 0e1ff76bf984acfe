import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { RedirectsService, type RedirectInput, type RedirectRecord } from '../../api/client';
import { useSave } from '../../ui/save';
import { redirectKeys } from './queries';

type Code = RedirectInput['statusCode'];
const CODES: { value: Code; label: string; description: string }[] = [
  { value: 301, label: '301 Moved permanently', description: 'The page lives at the target now; search engines move its ranking there.' },
  { value: 302, label: '302 Found (temporary)', description: 'Visitors go to the target for now; search engines keep the old address.' },
  { value: 410, label: '410 Gone', description: 'The page was removed for good; visitors see a short “Gone” page.' },
];

/** The add and edit form: the server checks every rule again (loops, chains, private targets). */
export function RedirectForm({ redirect, onDone }: { redirect?: RedirectRecord; onDone: () => void }) {
  const [source, setSource] = useState(redirect?.source ?? '');
  const [target, setTarget] = useState(redirect?.target ?? '');
  const [code, setCode] = useState<Code>(redirect?.statusCode ?? 301);
  const [note, setNote] = useState(redirect?.note ?? '');
  const save = useSave({
    action: (input: RedirectInput) =>
      redirect ? RedirectsService.updateRedirect({ id: redirect.id, requestBody: input }) : RedirectsService.addRedirect({ requestBody: input }),
    message: (saved) => `The redirect of ${saved.source} is saved`,
    changes: [redirectKeys.all],
  });
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        const input = { source, target: code === 410 ? null : target, statusCode: code, note };
        if (await save.save(input)) onDone();
      }}
    >
      <Stack>
        <TextInput
          label="Old path"
          description="A path of this site, starting with / (for example /old-pricing/)"
          required
          value={source}
          onChange={(event) => setSource(event.currentTarget.value)}
          maxLength={500}
        />
        <Radio.Group label="Answer" value={String(code)} onChange={(value) => setCode(Number(value) as Code)}>
          <Stack gap="xs" mt="xs">
            {CODES.map((option) => (
              <Radio key={option.value} value={String(option.value)} label={option.label} description={option.description} />
            ))}
          </Stack>
        </Radio.Group>
        {code !== 410 && (
          <TextInput
            label="Target"
            description="A path of this site (/pricing/) or an address elsewhere starting with https://"
            required
            value={target}
            onChange={(event) => setTarget(event.currentTarget.value)}
            maxLength={2000}
          />
        )}
        <TextInput
          label="Note"
          description="Why it exists, for the next admin (optional)"
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={300}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.saving}>
            Save redirect
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
