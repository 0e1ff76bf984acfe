import { Badge, List, Text } from '@mantine/core';
import type { ProjectStageRecord } from '../../api/client';

/** A project's stages in order, the one under way marked; its words come from the page (fixed texts on the client's side). */
export function StageList({
  stages,
  current,
  words,
}: {
  stages: ProjectStageRecord[];
  current: number;
  words: { current: string; from: (date: string) => string; until: (date: string) => string };
}) {
  return (
    <List type="ordered" spacing="xs" data-testid="project-stages">
      {stages.map((stage, index) => (
        <List.Item key={`${index}-${stage.name}`} aria-current={index === current ? 'step' : undefined}>
          <Text span fw={index === current ? 700 : 400}>
            {stage.name}
          </Text>{' '}
          {index === current && (
            <Badge variant="light" styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
              {words.current}
            </Badge>
          )}
          {(stage.startsOn || stage.endsOn) && (
            <Text size="sm" c="gray.7">
              {[stage.startsOn && words.from(stage.startsOn), stage.endsOn && words.until(stage.endsOn)].filter(Boolean).join(' · ')}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
