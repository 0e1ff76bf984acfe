import { Alert, Button, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ProjectsService, type ProjectRecord } from '../../api/client';
import { fillIn } from '../../site/fill-in';
import { useHydrated } from '../../site/use-hydrated';
import { useSiteTexts } from '../../site/use-site';
import { useSave } from '../../ui/save';
import { projectKeys } from './queries';

/** The onboarding questions of the client's project: checked here in the owner's words, and again by the server. */
export function OnboardingForm({ project }: { project: ProjectRecord }) {
  const texts = useSiteTexts();
  const hydrated = useHydrated();
  const [answers, setAnswers] = useState<string[]>(() => project.questions.map((_, index) => project.answers?.[index] ?? ''));
  const [missing, setMissing] = useState<boolean[]>([]);
  const [sent, setSent] = useState(false);
  const send = useSave({
    action: (input: string[]) => ProjectsService.answerOnboarding({ id: project._id, requestBody: { answers: input } }),
    message: texts.onboardingSaved,
    changes: [projectKeys.all],
  });
  if (project.questions.length === 0) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const empty = project.questions.map((question, index) => question.required && !answers[index].trim());
    setMissing(empty);
    if (empty.some(Boolean)) return;
    setSent(Boolean(await send.save(answers)));
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="onboarding-heading">
      <Stack gap="sm" maw={640}>
        <Title order={2} size="h3" id="onboarding-heading">
          {texts.onboardingHeading}
        </Title>
        <Text>{texts.onboardingIntro}</Text>
        {project.answeredAt && !sent && <Text size="sm">{fillIn(texts.onboardingAnswered, { date: project.answeredAt.slice(0, 10) })}</Text>}
        {project.questions.map((question, index) => {
          const props = {
            label: question.label,
            required: question.required,
            value: answers[index],
            error: missing[index] ? texts.onboardingRequired : undefined,
            maxLength: question.long ? 4000 : 300,
            onChange: (event: { currentTarget: { value: string } }) => {
              const value = event.currentTarget.value;
              setAnswers((previous) => previous.map((answer, at) => (at === index ? value : answer)));
            },
          };
          return question.long ? <Textarea key={index} autosize minRows={3} {...props} /> : <TextInput key={index} {...props} />;
        })}
        {sent && (
          <Alert color="teal" role="status">
            {texts.onboardingSaved}
          </Alert>
        )}
        <Button type="submit" loading={send.saving} disabled={!hydrated} style={{ alignSelf: 'flex-start' }}>
          {texts.onboardingSave}
        </Button>
      </Stack>
    </form>
  );
}
