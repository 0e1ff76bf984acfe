import { Badge, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PagesService, withSession, type HomeLayout, type HomeSectionView } from '../../api/client';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { sectionKeys } from '../sections/queries';
import { SortableList } from './SortableList';

const homeKeys = { layout: ['home-layout'] as const };

/** The home page's sections: put in order by drag or the arrows, each shown or hidden, saved together. */
export function HomeLayoutScreen() {
  const layout = useQuery({ queryKey: homeKeys.layout, queryFn: () => withSession(() => PagesService.getHomeLayout()) });
  return (
    <Stack>
      <Title order={1}>Home page</Title>
      <Text>
        The sections of the home page, in the order visitors see them. Drag a section or use its arrows, hide what the page should leave out, then save.
      </Text>
      <RemoteState remote={layout}>
        {(loaded) => <HomeLayoutForm key={loaded.sections.map((entry) => `${entry.kind}${entry.hidden}`).join()} layout={loaded} />}
      </RemoteState>
    </Stack>
  );
}

function HomeLayoutForm({ layout }: { layout: HomeLayout }) {
  const [sections, setSections] = useState<(HomeSectionView & { id: string; name: string })[]>(() =>
    layout.sections.map((entry) => ({ ...entry, id: entry.kind, name: entry.title })),
  );
  const save = useSave({
    action: () => PagesService.setHomeLayout({ requestBody: { sections: sections.map(({ kind, hidden }) => ({ kind, hidden })) } }),
    message: 'The home page is saved',
    changes: [homeKeys.layout, sectionKeys.visibility],
  });
  const toggle = (kind: string, hidden: boolean) => setSections((current) => current.map((entry) => (entry.kind === kind ? { ...entry, hidden } : entry)));
  return (
    <Stack>
      <SortableList items={sections} onReorder={setSections} label="Sections of the home page">
        {(entry) => (
          <Group justify="space-between" gap="xs" mih={32}>
            <Group gap="xs">
              <Text fw={600}>{entry.title}</Text>
              {entry.hidden && (
                <Badge variant="light" color="gray" styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
                  Hidden
                </Badge>
              )}
            </Group>
            <Switch
              label="Shown"
              aria-label={`Show “${entry.title}”`}
              checked={!entry.hidden}
              onChange={(event) => toggle(entry.kind, !event.currentTarget.checked)}
            />
          </Group>
        )}
      </SortableList>
      <Text size="sm">Hiding a section that has its own page in the back office hides it wherever it shows, as its own switch does.</Text>
      <Group>
        <Button onClick={() => void save.save(undefined)} loading={save.saving}>
          Save the home page
        </Button>
        <Button component="a" href="/" target="_blank" variant="default">
          View the home page
        </Button>
      </Group>
    </Stack>
  );
}
