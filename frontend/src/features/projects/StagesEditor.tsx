import { ActionIcon, Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ProjectsService, type ProjectRecord, type ProjectStageInput } from '../../api/client';
import { useHydrated } from '../../site/use-hydrated';
import { useSave } from '../../ui/save';
import { projectKeys } from './queries';

const blank = (value: string) => (value.trim() ? value : null);

/** The agency plans the project's stages and dates and picks the one under way; a new stage under way mails the client. */
export function StagesEditor({ project }: { project: ProjectRecord }) {
  const hydrated = useHydrated();
  const [stages, setStages] = useState<ProjectStageInput[]>(project.stages);
  const [current, setCurrent] = useState(String(project.currentStage));
  const save = useSave({
    action: () => ProjectsService.updateProjectStages({ id: project._id, requestBody: { stages, currentStage: Number(current) } }),
    message: 'Stages saved',
    changes: [projectKeys.all],
  });
  const edit = (index: number, change: Partial<ProjectStageInput>) =>
    setStages((previous) => previous.map((stage, at) => (at === index ? { ...stage, ...change } : stage)));

  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        void save.save();
      }}
    >
      <Radio.Group value={current} onChange={setCurrent} label="Stage under way">
        <Stack gap="xs" mt="xs">
          {stages.map((stage, index) => (
            <Group key={index} align="flex-end" wrap="wrap" gap="xs">
              <Radio value={String(index)} aria-label={`Under way: stage ${index + 1}`} mb={8} />
              <TextInput label={`Stage ${index + 1}`} value={stage.name} onChange={(event) => edit(index, { name: event.currentTarget.value })} required />
              <TextInput
                type="date"
                label="Starts"
                value={stage.startsOn ?? ''}
                onChange={(event) => edit(index, { startsOn: blank(event.currentTarget.value) })}
              />
              <TextInput type="date" label="Ends" value={stage.endsOn ?? ''} onChange={(event) => edit(index, { endsOn: blank(event.currentTarget.value) })} />
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                disabled={stages.length === 1}
                aria-label={`Remove stage ${index + 1}`}
                onClick={() => {
                  setStages((previous) => previous.filter((_, at) => at !== index));
                  setCurrent((value) => String(Math.min(Number(value), stages.length - 2)));
                }}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      </Radio.Group>
      <Group>
        <Button
          variant="default"
          disabled={stages.length >= 12}
          onClick={() => setStages((previous) => [...previous, { name: '', startsOn: null, endsOn: null }])}
        >
          Add a stage
        </Button>
        <Button type="submit" loading={save.saving} disabled={!hydrated}>
          Save stages
        </Button>
      </Group>
    </Stack>
  );
}
