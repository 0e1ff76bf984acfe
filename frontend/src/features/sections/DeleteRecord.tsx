import type { SectionDefinitionDto } from '../../api/client';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { sectionApi } from './sections-client';
import { sectionKeys } from './queries';

/**
 * Deletes one record after a confirmation that names what goes. The site stops showing it at once;
 * a singleton's page then offers its add form again.
 */
export function DeleteRecord({ definition, id, name }: { definition: SectionDefinitionDto; id: string; name: string }) {
  const what = `${definition.title.toLowerCase()} “${name}”`;
  return (
    <ConfirmDelete
      label={`Delete ${what}`}
      title={`Delete ${definition.title.toLowerCase()}?`}
      action={() => sectionApi.remove(definition, id)}
      // The words this confirmation always showed: the section's name on success, a save's title on failure.
      done={`${definition.title} is Deleted`}
      failureTitle="Not saved"
      changes={[sectionKeys.section(definition.key)]}
    >
      Delete the {what}? It disappears from the site at once.
    </ConfirmDelete>
  );
}
