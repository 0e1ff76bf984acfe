import { ContentService, type SectionDefinitionDto } from '../../api/client';

/** A record as an Admin reads it: its fields, and its place (1 first), whether visitors see it and the version a save names. */
export type SectionRecord = { _id: string; position?: number; hidden?: boolean; version?: number } & Record<string, string | number | boolean | undefined>;
/** A section operation of the generated client: its path id, body and If-Match version in one options object. */
type Call = (options?: { id?: string; requestBody?: Record<string, unknown>; ifMatch?: string }) => Promise<unknown>;

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
  /** With the version the editor loaded, a save made after someone else's is refused (409) instead of overwriting theirs. */
  update: (definition: SectionDefinitionDto, id: string, values: Record<string, unknown>, version?: number) =>
    operation(`update${definition.name}`)({ id, requestBody: values, ifMatch: version === undefined ? undefined : String(version) }) as Promise<SectionRecord>,
  remove: (definition: SectionDefinitionDto, id: string) => operation(`delete${definition.name}`)({ id }) as Promise<{ message: string }>,
};
