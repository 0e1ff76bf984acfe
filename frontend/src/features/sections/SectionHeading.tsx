import { Badge, Group, Switch, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ContentService, type SectionDefinitionDto } from '../../api/client';
import { useSave } from '../../ui/save';
import { sectionKeys, sectionQueries } from './queries';

/**
 * A section's title, marked while the whole section is hidden from visitors, with the switch that
 * hides or shows it (its records stay, and stay editable).
 */
export function SectionHeading({ definition }: { definition: SectionDefinitionDto }) {
  const hiddenSections = useQuery(sectionQueries.hidden());
  // While a change is on its way the switch shows it; then the fresh read (or, before it is in, the
  // declarations as first read) says.
  const [asked, setAsked] = useState<boolean | null>(null);
  const hidden = asked ?? hiddenSections.data?.has(definition.key) ?? definition.hidden;
  const what = definition.title.toLowerCase();
  const toggle = useSave({
    action: (hide: boolean) => ContentService.setSectionVisibility({ key: definition.key, requestBody: { hidden: hide } }),
    message: (_state, hide) => (hide ? `${definition.title} is hidden from visitors` : `${definition.title} shows to visitors again`),
    changes: [sectionKeys.visibility, sectionKeys.section(definition.key)],
  });
  return (
    <Group justify="space-between" align="center" mb="md" gap="sm">
      <Group gap="xs">
        <Title order={2} size="h3">
          {definition.title}
        </Title>
        {hidden && (
          <Badge variant="light" color="orange" styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
            Hidden from visitors
          </Badge>
        )}
      </Group>
      <Switch
        label={`Show ${what} to visitors`}
        checked={!hidden}
        disabled={toggle.saving || hiddenSections.data === undefined}
        onChange={async (event) => {
          const hide = !event.currentTarget.checked;
          setAsked(hide);
          await toggle.save(hide);
          setAsked(null);
        }}
        // the switch's edge reads at 3:1 on white when off too (WCAG 1.4.11)
        styles={{ track: { borderColor: 'var(--mantine-color-gray-6)' } }}
      />
    </Group>
  );
}
