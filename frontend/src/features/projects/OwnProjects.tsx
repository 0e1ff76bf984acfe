import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fillIn } from '../../site/fill-in';
import { useSiteTexts } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { projectQueries } from './queries';

/** The customer's projects on the dashboard: the stage under way and its dates, and the way into each. */
export function OwnProjects() {
  const texts = useSiteTexts();
  const projects = useQuery(projectQueries.list());
  const items = projects.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Stack mb="xl" gap="sm">
      <Title order={2} size="h3">
        {texts.projectsHeading}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {items.map((project) => {
          const stage = project.stages[project.currentStage];
          return (
            <Card key={project._id} withBorder padding="lg" data-testid="project">
              <Text fw={700}>{project.packageName}</Text>
              <Text>{fillIn(texts.projectNow, { stage: stage?.name ?? '' })}</Text>
              {(stage?.startsOn || stage?.endsOn) && (
                <Text size="sm" c="gray.7">
                  {[stage.startsOn && fillIn(texts.projectFrom, { date: stage.startsOn }), stage.endsOn && fillIn(texts.projectUntil, { date: stage.endsOn })]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              )}
              {Boolean(project.unreadMessages) && (
                <Text size="sm" fw={700}>
                  {fillIn(texts.projectUnread, { count: project.unreadMessages ?? 0 })}
                </Text>
              )}
              <AnchorLink to="/projects/$id" params={{ id: project._id }} size="sm" mt="xs" aria-label={`${texts.projectOpen}: ${project.packageName}`}>
                {texts.projectOpen}
              </AnchorLink>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
