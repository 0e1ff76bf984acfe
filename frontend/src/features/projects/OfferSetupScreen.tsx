import { ActionIcon, Button, Checkbox, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ProjectsService, type OfferPortalRecord, type OnboardingQuestionInput } from '../../api/client';
import { useHydrated } from '../../site/use-hydrated';
import { AnchorLink } from '../../ui/links';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { pricingQueries } from '../pricing/queries';
import { projectKeys, projectQueries } from './queries';

/** One offer's set-up: its stages, one a line, and its onboarding questions. */
function OfferSetupForm({ setup }: { setup: OfferPortalRecord }) {
  const hydrated = useHydrated();
  const [stages, setStages] = useState(setup.stages.join('\n'));
  const [questions, setQuestions] = useState<OnboardingQuestionInput[]>(setup.questions);
  const save = useSave({
    action: () =>
      ProjectsService.updateOfferPortal({
        id: setup.packageId,
        requestBody: {
          stages: stages
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
          questions,
        },
      }),
    message: 'Saved: new projects of this offer start with these stages and questions',
    changes: [projectKeys.all],
  });
  const edit = (index: number, change: Partial<OnboardingQuestionInput>) =>
    setQuestions((previous) => previous.map((question, at) => (at === index ? { ...question, ...change } : question)));
  return (
    <Stack
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void save.save();
      }}
    >
      <Textarea label="Stages, one a line" autosize minRows={4} value={stages} onChange={(event) => setStages(event.currentTarget.value)} required />
      <Title order={2} size="h4">
        Onboarding questions
      </Title>
      {questions.length === 0 && <Text size="sm">No questions: the client is asked nothing after paying.</Text>}
      {questions.map((question, index) => (
        <Group key={index} align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={`Question ${index + 1}`}
            value={question.label}
            onChange={(event) => edit(index, { label: event.currentTarget.value })}
            required
            style={{ flex: '1 1 240px' }}
          />
          <Checkbox label="Required" checked={question.required} onChange={(event) => edit(index, { required: event.currentTarget.checked })} mb={8} />
          <Checkbox label="Paragraph" checked={question.long} onChange={(event) => edit(index, { long: event.currentTarget.checked })} mb={8} />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            aria-label={`Remove question ${index + 1}`}
            onClick={() => setQuestions((previous) => previous.filter((_, at) => at !== index))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          disabled={questions.length >= 20}
          onClick={() => setQuestions((previous) => [...previous, { label: '', required: false, long: false }])}
        >
          Add a question
        </Button>
        <Button type="submit" loading={save.saving} disabled={!hydrated}>
          Save set-up
        </Button>
      </Group>
    </Stack>
  );
}

function OfferSetup({ packageId }: { packageId: string }) {
  const setup = useQuery(projectQueries.offer(packageId));
  return <RemoteState remote={setup}>{(data) => <OfferSetupForm key={`${packageId}-${String(data.customised)}`} setup={data} />}</RemoteState>;
}

/** What a new project of each offer starts with: the stages the agency works through and the questions the client answers. */
export function OfferSetupScreen() {
  const offers = useQuery(pricingQueries.list());
  const [packageId, setPackageId] = useState<string | null>(null);
  return (
    <Stack>
      <AnchorLink to="/client-projects">All projects</AnchorLink>
      <Title order={1}>Stages and questions per offer</Title>
      <Text>Projects already open keep the stages and questions they started with.</Text>
      <Paper withBorder p="lg">
        <Stack>
          <Select
            label="Offer"
            placeholder="Choose an offer"
            data={(offers.data ?? []).map((offer) => ({ value: offer._id, label: offer.packageName }))}
            value={packageId}
            onChange={setPackageId}
          />
          {packageId && <OfferSetup packageId={packageId} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
