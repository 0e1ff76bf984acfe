import { Image } from '@mantine/core';
import type { SectionDefinitionDto } from '../../api/client';
import { AnchorLink } from '../../ui/links';
import { editorOf } from './placement';
import type { SectionRecord } from './sections-client';

/** The first field that holds words, which name a record in the lists, the announcements and the confirmations. */
const textFieldOf = (definition: SectionDefinitionDto) =>
  definition.fields.find((field) => field.kind === 'text' || field.kind === 'longText' || field.kind === 'choice');

/** The words that name a record: its first text, else its id. */
export function nameOf(definition: SectionDefinitionDto, record: SectionRecord): string {
  const textField = textFieldOf(definition);
  const text = textField && record[textField.name];
  return text ? String(text).slice(0, 80) : record._id;
}

/** What names a record in the list: its first text, else a thumbnail of its first image, else its id. */
export function Summary({ definition, record }: { definition: SectionDefinitionDto; record: SectionRecord }) {
  const textField = textFieldOf(definition);
  if (textField && record[textField.name]) return <>{String(record[textField.name])}</>;
  const imageField = definition.fields.find((field) => field.kind === 'image');
  const image = imageField && record[imageField.name];
  if (typeof image === 'string' && image) return <Image src={image} alt={`${definition.title} image`} h={40} w="auto" maw={160} fit="contain" />;
  return <>{record._id}</>;
}

/** The record's editor; its row (the record's name) gives the link its purpose. */
export function EditLink({ sectionKey, id }: { sectionKey: string; id: string }) {
  const editor = editorOf(sectionKey);
  if (!editor) return null;
  return editor === '/$aboutId' ? (
    <AnchorLink to="/$aboutId" params={{ aboutId: id }}>
      Edit
    </AnchorLink>
  ) : (
    <AnchorLink to={editor} params={{ id }}>
      Edit
    </AnchorLink>
  );
}
