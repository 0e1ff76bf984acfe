import { ContentService, type SectionDefinitionDto } from '../../api/client';

export type SectionRecord = { _id: string } & Record<string, string | number | undefined>;
/** A section operation of the generated client: its path id and body in one options object. */
type Call = (options?: { id?: string; requestBody?: Record<string, unknown> }) => Promise<unknown>;

/** The generated client names each section's operations after its declaration: get{plural}, add{name}, … */
function operation(name: string): Call {
  const call = (ContentService as unknown as Record<string, Call | undefined>)[name];
  if (!call) throw new Error(`The API client has no operation ${name}`);
  return call.bind(ContentService);
}

let definitions: Promise<Map<string, SectionDefinitionDto>> | null = null;

export function sectionDefinitions(): Promise<Map<string, SectionDefinitionDto>> {
  definitions ??= ContentService.getSections()
    .then((list) => new Map(list.map((definition) => [definition.key, definition])))
    .catch((error: unknown) => {
      definitions = null;
      throw error;
    });
  return definitions;
}

export const sectionApi = {
  list: (definition: SectionDefinitionDto) => operation(`get${definition.plural}`)() as Promise<SectionRecord[]>,
  get: (definition: SectionDefinitionDto, id: string) => operation(`get${definition.name}`)({ id }) as Promise<SectionRecord>,
  add: (definition: SectionDefinitionDto, values: Record<string, unknown>) =>
    operation(`add${definition.name}`)({ requestBody: values }) as Promise<SectionRecord>,
  update: (definition: SectionDefinitionDto, id: string, values: Record<string, unknown>) =>
    operation(`update${definition.name}`)({ id, requestBody: values }) as Promise<SectionRecord>,
  remove: (definition: SectionDefinitionDto, id: string) => operation(`delete${definition.name}`)({ id }) as Promise<{ message: string }>,
};
