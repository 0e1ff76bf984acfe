import { Button } from '@mantine/core';
import { ContentService, type SectionDefinitionDto } from '../../api/client';
import { useSave } from '../../ui/save';
import { sectionKeys } from './queries';

/** Hides one record from visitors without deleting it, or shows it again; the site follows at once. */
export function VisibilityButton({ definition, id, name, hidden }: { definition: SectionDefinitionDto; id: string; name: string; hidden: boolean }) {
  const toggle = useSave({
    action: (hide: boolean) => ContentService.setRecordVisibility({ key: definition.key, id, requestBody: { hidden: hide } }),
    message: (_record, hide) => (hide ? `“${name}” is hidden from visitors` : `“${name}” shows to visitors again`),
    changes: [sectionKeys.section(definition.key)],
  });
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      loading={toggle.saving}
      onClick={() => toggle.save(!hidden)}
      aria-label={hidden ? `Show “${name}” to visitors` : `Hide “${name}” from visitors`}
    >
      {hidden ? 'Show' : 'Hide'}
    </Button>
  );
}
